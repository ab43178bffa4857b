import type { AppRouter } from '@hairsalon/api';
import { type Language, MAX_TRPC_BATCH_CALLS } from '@hairsalon/shared';
import { createTRPCClient, type HTTPHeaders, httpBatchLink, httpLink, splitLink, type TRPCClient } from '@trpc/client';
import { lazyLink } from './lazy-link.js';
import { createSessionRefresher, type MaybePromise, refreshLink, type SessionTokens } from './refresh-link.js';

export interface HairSalonClientOptions {
  /** The tRPC endpoint: the server's origin followed by /trpc, e.g. 'http://127.0.0.1:3000/trpc' (or '/trpc' in a page). */
  url: string;
  /**
   * The session's tokens, read before every call and refresh (null when signed out). Keep what the sign-in
   * (`auth.login`) answered, and what `onTokens` hands over later.
   */
  getToken: () => MaybePromise<SessionTokens | null>;
  /**
   * Told the new pair after the client refreshed an expired session (store it: `getToken` must return it from now
   * on), and null when the session could not be refreshed and has ended (sign in again).
   */
  onTokens: (tokens: SessionTokens | null) => MaybePromise<void>;
  /** The language the server answers its messages in (Accept-Language); English when not given. */
  language?: Language | (() => Language);
  /** A fetch of your own (a test's, or one with a proxy); the global fetch when not given. */
  fetch?: typeof fetch;
  /** Told when the server says the signed-in account has been deactivated (no refresh is tried for it). */
  onAccountInactive?: () => void;
  /** Calls made together go out in one request (default); false sends one request a call (a mock server's choice). */
  batch?: boolean;
}

/** The typed client: `client.<router>.<procedure>.query(input)` for reads, `.mutate(input)` for changes. */
export type HairSalonClient = TRPCClient<AppRouter>;

/**
 * A tRPC client for the HairSalon API, typed by the server's router: calls go out batched (subscriptions as
 * server-sent events), with the access token
 * as `Authorization: Bearer` and the reader's language as `Accept-Language`. On a 401 the session is refreshed
 * once (`auth.refresh`, one refresh shared by every call that failed meanwhile) and the call retried once.
 */
export function createHairSalonClient(options: HairSalonClientOptions): HairSalonClient {
  const { language = 'en' } = options;
  const languageHeader = (): HTTPHeaders => ({ 'Accept-Language': typeof language === 'function' ? language() : language });
  const tokenOf = (tokens: SessionTokens | null) => tokens?.accessToken || null;
  const accessToken = (): MaybePromise<string | null> => {
    const tokens = options.getToken();
    return tokens instanceof Promise ? tokens.then(tokenOf) : tokenOf(tokens);
  };
  const withToken = (token: string | null): HTTPHeaders =>
    token ? { ...languageHeader(), Authorization: `Bearer ${token}` } : languageHeader();
  const headers = (): MaybePromise<HTTPHeaders> => {
    const token = accessToken();
    return token instanceof Promise ? token.then(withToken) : withToken(token);
  };

  // The refresh call goes through a plain client of its own so it never loops through the refresh link.
  const refreshClient = createTRPCClient<AppRouter>({
    links: [httpLink({ url: options.url, fetch: options.fetch, headers: languageHeader })],
  });
  const refresh = createSessionRefresher({
    getTokens: options.getToken,
    refresh: (tokens) => refreshClient.auth.refresh.mutate(tokens),
    onTokens: options.onTokens,
  });
  return createTRPCClient<AppRouter>({
    links: [
      refreshLink({
        getAccessToken: accessToken,
        refresh,
        onAccountInactive: options.onAccountInactive,
      }),
      splitLink({
        condition: (op) => op.type === 'subscription',
        // Subscriptions (booking.changes) as server-sent events, through a link loaded on the first subscription.
        true: lazyLink(() =>
          import('./subscription-link.js').then(({ subscriptionLink }) =>
            subscriptionLink({ url: options.url, fetch: options.fetch, headers }),
          ),
        ),
        false:
          options.batch === false
            ? httpLink({ url: options.url, fetch: options.fetch, headers })
            : // The server refuses a bigger batch (MAX_TRPC_BATCH_CALLS): more calls at once go out as several requests.
              httpBatchLink({ url: options.url, fetch: options.fetch, headers, maxItems: MAX_TRPC_BATCH_CALLS }),
      }),
    ],
  });
}
