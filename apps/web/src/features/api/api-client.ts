import type { AppRouter } from '@hairsalon/api';
import { createTRPCClient, httpBatchLink, httpLink, type TRPCClient } from '@trpc/client';
import { refreshLink } from '../auth/refresh-link';
import { createSessionRefresher } from '../auth/session-refresher';
import { readAccessToken } from '../auth/session-storage';
import { getLanguage } from '../i18n/language-store';

export interface ApiClientOptions {
  /** Absolute or same-origin URL of the tRPC endpoint, e.g. '/trpc'. */
  url: string;
  fetch?: typeof fetch;
  /** Called once when a refresh fails and the stored session has been cleared. */
  onSessionExpired: () => void;
  /** Called when the server says the signed-in account has been deactivated. */
  onAccountInactive?: () => void;
}

/** The reader's language: the server answers its messages in it (issue 13). */
export function languageHeader(): Record<string, string> {
  return { 'Accept-Language': getLanguage() };
}

function requestHeaders(): Record<string, string> {
  const token = readAccessToken();
  return token ? { ...languageHeader(), Authorization: `Bearer ${token}` } : languageHeader();
}

/** The app's tRPC client: bearer token from localStorage, batched requests, refresh-and-retry on 401. */
export function createApiClient(options: ApiClientOptions): TRPCClient<AppRouter> {
  // The refresh call goes through its own plain client so it never loops through the refresh link.
  const refreshClient = createTRPCClient<AppRouter>({
    links: [httpLink({ url: options.url, fetch: options.fetch, headers: languageHeader })],
  });
  const refreshSession = createSessionRefresher({
    refresh: (tokens) => refreshClient.auth.refresh.mutate(tokens),
    onSessionExpired: options.onSessionExpired,
  });
  return createTRPCClient<AppRouter>({
    links: [
      refreshLink(refreshSession, options.onAccountInactive),
      httpBatchLink({ url: options.url, fetch: options.fetch, headers: requestHeaders }),
    ],
  });
}
