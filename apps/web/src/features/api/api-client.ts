import type { AppRouter } from '@hairsalon/api';
import { createHairSalonClient, type SessionTokens } from '@hairsalon/client';
import type { TRPCClient } from '@trpc/client';
import { clearSession, readAccessToken, readRefreshToken, saveTokens } from '../auth/session-storage';
import { getLanguage } from '../i18n/language-store';

export interface ApiClientOptions {
  /** Absolute or same-origin URL of the tRPC endpoint, e.g. '/trpc'. */
  url: string;
  fetch?: typeof fetch;
  /** Called once when a refresh fails and the stored session has been cleared. */
  onSessionExpired: () => void;
  /** Called when the server says the signed-in account has been deactivated. */
  onAccountInactive?: () => void;
  /** False: one request a call (mock mode and tests, whose msw handlers answer one procedure each). */
  batch?: boolean;
}

/** The reader's language: the server answers its messages in it (issue 13). */
export function languageHeader(): Record<string, string> {
  return { 'Accept-Language': getLanguage() };
}

/** The stored session; signed in means an access token is stored (a missing refresh token fails the refresh). */
function storedTokens(): SessionTokens | null {
  const accessToken = readAccessToken();
  return accessToken === null ? null : { accessToken, refreshToken: readRefreshToken() ?? '' };
}

/**
 * The app's tRPC client: @hairsalon/client's (batched requests, refresh-and-retry on 401) over the session kept in
 * localStorage; a failed refresh clears it and reports the expiry once.
 */
export function createApiClient(options: ApiClientOptions): TRPCClient<AppRouter> {
  return createHairSalonClient({
    url: options.url,
    fetch: options.fetch,
    getToken: storedTokens,
    onTokens: (tokens) => {
      if (tokens) {
        saveTokens(tokens);
        return;
      }
      clearSession();
      options.onSessionExpired();
    },
    language: getLanguage,
    onAccountInactive: options.onAccountInactive,
    batch: options.batch,
  });
}
