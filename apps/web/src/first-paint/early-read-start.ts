/**
 * The early-read module (early-reads.ts): an entry of the app's build, started by the first-paint script as soon
 * as it runs in <head>. It makes the page's public reads with the app's own tRPC client and batch link (the same
 * files the app loads, so the first page downloads tRPC's client once and tRPC alone writes the request and reads
 * the answer), keeps them for the app, and preloads the pictures the first answer names for the top of the page.
 */
import type { AppRouter } from '@hairsalon/api';
import { createTRPCUntypedClient, httpBatchLink, type TRPCLink } from '@trpc/client';
import { APP_API_URL, type EarlyReads, firstImages, keepEarlyReads, takeEarlyReadAsk } from './early-reads';

/**
 * Asks for the page's reads now (input-less queries, in one batch as the app's link would send them) and preloads
 * the first pictures the first read names. `link` is the app's batch link unless a test gives one.
 */
export function startEarlyRead(
  paths: readonly string[],
  language: string,
  images: number,
  link: TRPCLink<AppRouter> = httpBatchLink({ url: APP_API_URL, headers: { 'Accept-Language': language } }),
): void {
  if (paths.length === 0) return;
  const client = createTRPCUntypedClient<AppRouter>({ links: [link] });
  // The app asks for itself when a read failed.
  const reads: EarlyReads = new Map(paths.map((path) => [path, client.query(path).catch(() => undefined)]));
  keepEarlyReads(reads);
  const first = paths[0];
  if (images <= 0 || first === undefined) return;
  void reads.get(first)?.then((data) => {
    for (const image of firstImages(data, images)) {
      const preload = document.createElement('link');
      preload.rel = 'preload';
      preload.as = 'image';
      preload.href = image;
      preload.setAttribute('fetchpriority', 'high');
      document.head.append(preload);
    }
  });
}

// Started by the first-paint script: the reads it asked for.
const ask = takeEarlyReadAsk();
if (ask) startEarlyRead(ask.paths, ask.language, ask.images);
