/**
 * A prerendered public page's data, asked for before the app's code has arrived (issue 9: a fast first page). The
 * first-paint script (choose-prerendered.ts) starts the app's early-read module (early-read-start.ts) as it runs in
 * <head>; that module makes the page's public reads through tRPC's own client and batch link (so the request is the
 * one the app would make, and tRPC alone reads and writes its format; the first page downloads tRPC's client once,
 * in the app's own files) and preloads the pictures the answer names for the top of the page. The app then seeds
 * its QueryClient with those reads (`seedEarlyReads`): its loaders find the page's data there, or on its way,
 * instead of asking again.
 *
 * Nothing depends on it: a read that failed is asked for again by the app, as on every other page. Only public
 * reads are made early, and only for a visitor (no session).
 */
import type { AppRouter } from '@hairsalon/api';
import type { QueryClient } from '@tanstack/react-query';
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query';

/** Where the app built for a site finds its API (the same origin); the early read asks there too. */
export const APP_API_URL = '/trpc';

/** On the first-paint script's tag: the page's public reads, tRPC paths in the order the app batches them. */
export const EARLY_READS_ATTRIBUTE = 'data-early-reads';
/** On the same tag: how many of the first read's items have their `image` preloaded (the top of the page). */
export const EARLY_IMAGES_ATTRIBUTE = 'data-early-images';
/** On the same tag: the app's module that makes the reads (early-read-start.ts, built as an entry of the app). */
export const EARLY_READ_MODULE_ATTRIBUTE = 'data-early-read-module';

/** The first-paint script and the app are separate scripts; the page's window is what they share. */
const EARLY_READ_KEY = '__hairsalonEarlyReads';
const EARLY_ASK_KEY = '__hairsalonEarlyReadAsk';
/** Each early read by its path ('service.list'): the answer's data, or undefined when it failed. */
export type EarlyReads = Map<string, Promise<unknown>>;
/** What the first-paint script asks the early-read module to read: the page's paths, in the visit's language. */
export interface EarlyReadAsk {
  paths: string[];
  language: string;
  images: number;
}
type WindowWithEarlyReads = Window & { [EARLY_READ_KEY]?: EarlyReads; [EARLY_ASK_KEY]?: EarlyReadAsk };

/** First-paint script: leaves the page's reads for the early-read module, which it then starts. */
export function askEarlyRead(ask: EarlyReadAsk): void {
  (window as WindowWithEarlyReads)[EARLY_ASK_KEY] = ask;
}

/** The early-read module: the reads the first-paint script asked for, once. */
export function takeEarlyReadAsk(): EarlyReadAsk | undefined {
  const target = window as WindowWithEarlyReads;
  const ask = target[EARLY_ASK_KEY];
  delete target[EARLY_ASK_KEY];
  return ask;
}

/** The early-read module: hands its reads to the app (seedEarlyReads). */
export function keepEarlyReads(reads: EarlyReads): void {
  (window as WindowWithEarlyReads)[EARLY_READ_KEY] = reads;
}

/** The `image` of the first `count` items of a list (what the top of the page shows first); none for another shape. */
export function firstImages(data: unknown, count: number): string[] {
  if (!Array.isArray(data)) return [];
  return data
    .slice(0, Math.max(0, count))
    .map((item: unknown) => (typeof item === 'object' && item !== null && 'image' in item ? item.image : null))
    .filter((image): image is string => typeof image === 'string' && image !== '');
}

/** The query options of the procedure at a dotted path of the options proxy ('service.list'), if there is one. */
function queryKeyAt(trpc: TRPCOptionsProxy<AppRouter>, path: string): readonly unknown[] | undefined {
  const [area = '', name = ''] = path.split('.');
  const procedure = (trpc as unknown as Record<string, Record<string, { queryKey?: () => readonly unknown[] } | undefined>>)[area]?.[name];
  return procedure?.queryKey?.();
}

/**
 * The app, at start: puts the reads the first-paint script made into the QueryClient, each under the key the app's
 * own queries use (`trpc.service.list.queryKey()`), once. A read still on its way is a fetch in progress that the
 * app's loader waits for; one that failed leaves no data, and the app asks the server itself.
 */
export function seedEarlyReads(queryClient: QueryClient, trpc: TRPCOptionsProxy<AppRouter>): void {
  // The prerendering build runs the app in Node, where there is no page and no early read.
  if (typeof window === 'undefined') return;
  const target = window as WindowWithEarlyReads;
  const reads = target[EARLY_READ_KEY];
  if (!reads) return;
  delete target[EARLY_READ_KEY];
  for (const [path, read] of reads) {
    const queryKey = queryKeyAt(trpc, path);
    if (!queryKey) continue;
    void queryClient.prefetchQuery({
      queryKey,
      queryFn: async () => {
        const data = await read;
        if (data === undefined) throw new Error(`the early read of ${path} failed`);
        return data;
      },
      retry: false,
    });
  }
}
