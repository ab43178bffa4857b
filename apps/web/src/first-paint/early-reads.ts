/**
 * A prerendered public page's data, asked for before the app's code has arrived (issue 9: a fast first page). The
 * first-paint script (choose-prerendered.ts) starts the page's public reads as it runs in <head>, exactly as the app
 * would ask for them (tRPC's batch request of input-less queries), and preloads the pictures the answer names for
 * the top of the page. The app's API client then takes that answer, path by path, instead of asking again
 * (`earlyReadFetch`), so the page's data and its largest picture arrive while the app's code downloads instead of
 * after it has run. A returning visitor's app, whose kept cache already holds some of it, asks for the rest apart or
 * later; each path is still answered from the early read once.
 *
 * Nothing depends on it: when the app asks for something else, or the early answer failed, the app asks the server
 * itself, as on every other page. Only public reads are made early, and only for a visitor (no session).
 */

/** Where the app built for a site finds its API (the same origin); the early read asks there too. */
export const APP_API_URL = '/trpc';

/** On the first-paint script's tag: the page's public reads, tRPC paths in the order the app batches them. */
export const EARLY_READS_ATTRIBUTE = 'data-early-reads';
/** On the same tag: how many of the first read's items have their `image` preloaded (the top of the page). */
export const EARLY_IMAGES_ATTRIBUTE = 'data-early-images';

/** The reads started by the first-paint script: each path's answer, handed to the app once. */
interface EarlyRead {
  /** The paths not yet handed to the app. */
  untaken: Set<string>;
  /** The batch answer, one item per path of `order`; null when it failed. */
  answer: Promise<unknown[] | null>;
  /** The paths as asked for. */
  order: readonly string[];
}

/** The first-paint script and the app are separate scripts; the page's window is what they share. */
const EARLY_READ_KEY = '__hairsalonEarlyRead';
type WindowWithEarlyRead = Window & { [EARLY_READ_KEY]?: EarlyRead };

/**
 * The URL tRPC's batch link (no transformer) asks for these input-less queries, made absolute against the page:
 * `/trpc/service.list,stylist.list?batch=1&input={}`.
 */
function batchReadUrl(paths: readonly string[]): string {
  return new URL(`${APP_API_URL}/${paths.join(',')}?batch=1&input=${encodeURIComponent('{}')}`, window.location.href).href;
}

/** The paths of a batch request for input-less queries to the app's API, or null for any other request. */
function batchReadPaths(url: string): string[] | null {
  const parsed = new URL(url, window.location.href);
  const api = new URL(`${APP_API_URL}/`, window.location.href);
  if (parsed.origin !== api.origin || !parsed.pathname.startsWith(api.pathname)) return null;
  if (parsed.searchParams.get('batch') !== '1' || parsed.searchParams.get('input') !== '{}') return null;
  return decodeURIComponent(parsed.pathname.slice(api.pathname.length)).split(',');
}

/** A successful answer item (`{ result: { data } }`), not an error. */
const isResult = (item: unknown) => typeof item === 'object' && item !== null && 'result' in item;

/**
 * The `image` of the first `count` items of a batch answer's first result: what the top of the page shows first.
 * An answer of another shape names none.
 */
export function firstImages(answer: unknown, count: number): string[] {
  if (!Array.isArray(answer)) return [];
  const first: unknown = answer[0];
  const data: unknown = isResult(first) ? (first as { result: { data?: unknown } }).result.data : null;
  if (!Array.isArray(data)) return [];
  return data
    .slice(0, Math.max(0, count))
    .map((item: unknown) => (typeof item === 'object' && item !== null && 'image' in item ? item.image : null))
    .filter((image): image is string => typeof image === 'string' && image !== '');
}

/** First-paint script: asks for the page's reads now and preloads the first pictures the answer names. */
export function startEarlyRead(paths: readonly string[], language: string, images: number): void {
  if (paths.length === 0) return;
  const answer = fetch(batchReadUrl(paths), { headers: { 'Accept-Language': language } })
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
    .then((body) => (Array.isArray(body) && body.length === paths.length ? body : null))
    // The app asks for itself then.
    .catch(() => null);
  (window as WindowWithEarlyRead)[EARLY_READ_KEY] = { untaken: new Set(paths), answer, order: paths };
  if (images <= 0) return;
  void answer.then((body) => {
    for (const image of firstImages(body, images)) {
      const preload = document.createElement('link');
      preload.rel = 'preload';
      preload.as = 'image';
      preload.href = image;
      preload.setAttribute('fetchpriority', 'high');
      document.head.append(preload);
    }
  });
}

/**
 * The early answer to a batch read of these paths, once per path: the app's first request for a path takes it, any
 * later one asks the server. Undefined when a path was not read early (or was taken): the request goes out whole.
 */
function takeEarlyRead(paths: string[]): Promise<Response | null> | undefined {
  const early = (window as WindowWithEarlyRead)[EARLY_READ_KEY];
  if (!early || !paths.every((path) => early.untaken.has(path))) return undefined;
  for (const path of paths) early.untaken.delete(path);
  return early.answer.then((body) => {
    const items = body ? paths.map((path) => body[early.order.indexOf(path)]) : [];
    if (!body || !items.every(isResult)) return null;
    return new Response(JSON.stringify(items), { status: 200, headers: { 'content-type': 'application/json' } });
  });
}

function requestUrl(input: RequestInfo | URL): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

/**
 * The app's fetch: a read of the page's data the first-paint script has already made is answered from that answer
 * (when it succeeded); every other request goes to the network.
 */
export function earlyReadFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
  const paths = method.toUpperCase() === 'GET' ? batchReadPaths(requestUrl(input)) : null;
  const early = paths ? takeEarlyRead(paths) : undefined;
  if (!early) return fetch(input, init);
  return early.then((answer) => answer ?? fetch(input, init));
}
