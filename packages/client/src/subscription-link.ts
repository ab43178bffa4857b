import type { AppRouter } from '@hairsalon/api';
import { type HTTPHeaders, httpSubscriptionLink, type TRPCLink } from '@trpc/client';
import { EventSource, type FetchLike } from 'eventsource';

/**
 * Subscriptions (booking.changes) as server-sent events. The EventSource is one that sends headers (the browser's
 * cannot), so the token goes as `Authorization`, never in a URL a proxy would log; it is read afresh at every
 * (re)connection, and a 401 at the start is refreshed by the client's refresh link.
 *
 * A module of its own so that the client loads it (and the `eventsource` package) only when a page first
 * subscribes: the customer pages never do.
 */
export function subscriptionLink(options: {
  url: string;
  fetch?: typeof fetch;
  headers: () => HTTPHeaders | Promise<HTTPHeaders>;
}): TRPCLink<AppRouter> {
  const eventSourceFetch: FetchLike = async (url, init) =>
    (options.fetch ?? fetch)(url, { ...init, headers: { ...init.headers, ...(await options.headers()) } as Record<string, string> });
  return httpSubscriptionLink({ url: options.url, EventSource, eventSourceOptions: () => ({ fetch: eventSourceFetch }) });
}
