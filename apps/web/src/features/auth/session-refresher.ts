import { clearSession, readAccessToken, readRefreshToken, type SessionTokens, saveTokens } from './session-storage';

export interface SessionRefresherOptions {
  /** Calls `auth.refresh`; rejects when the refresh token is invalid, expired or reused. */
  refresh: (tokens: { accessToken?: string; refreshToken: string }) => Promise<SessionTokens>;
  /** Runs once per failed refresh, after the stored session has been cleared. */
  onSessionExpired: () => void;
}

/**
 * Spec §4 Session refresh. Concurrent 401s share one in-flight refresh: refresh tokens rotate on
 * every use and reusing one revokes the whole family, so two parallel refreshes would end the session.
 */
export function createSessionRefresher(options: SessionRefresherOptions): () => Promise<void> {
  let inFlight: Promise<void> | null = null;

  const run = async () => {
    const refreshToken = readRefreshToken();
    try {
      if (!refreshToken) throw new Error('No refresh token stored');
      const tokens = await options.refresh({ accessToken: readAccessToken() ?? undefined, refreshToken });
      saveTokens(tokens);
    } catch (error) {
      clearSession();
      options.onSessionExpired();
      throw error;
    }
  };

  return () => {
    if (!inFlight) {
      inFlight = run().finally(() => {
        inFlight = null;
      });
    }
    return inFlight;
  };
}
