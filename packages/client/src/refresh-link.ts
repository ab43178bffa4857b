import type { AppRouter } from '@hairsalon/api';
import { TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable, type Unsubscribable } from '@trpc/server/observable';

/** What a sign-in or a refresh hands out: the access token sent with every call, the refresh token that renews it. */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

export type MaybePromise<T> = T | Promise<T>;

/**
 * Procedures whose UNAUTHORIZED means "wrong credentials" or that run without a session:
 * refreshing for them would be wrong (a bad password must not end anyone's session).
 */
const NO_REFRESH_PATHS: ReadonlySet<string> = new Set([
  'auth.login',
  'auth.register',
  'auth.refresh',
  'auth.logout',
  'auth.forgotPassword',
  'auth.resetPassword',
]);

export function isUnauthorized(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return false;
  const data = (error as TRPCClientError<AppRouter>).data;
  return data?.code === 'UNAUTHORIZED' || data?.httpStatus === 401;
}

/**
 * The server refuses a deactivated account's calls: signed-in procedures with a 401 'Your account is inactive…',
 * those open to guests (booking) with a 403 'Cannot proceed with booking…'. No refresh can help either. Known by
 * the refusal's reason code: the text is in the reader's language.
 */
export function isAccountInactive(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return false;
  const data = (error as TRPCClientError<AppRouter>).data;
  return (
    (data?.code === 'UNAUTHORIZED' && data.reason === 'login.inactive') ||
    (data?.code === 'FORBIDDEN' && data.reason === 'booking.inactiveBlocked')
  );
}

export interface RefreshLinkOptions {
  /** The access token calls are sent with now; null when signed out (a signed-out call's 401 is passed through). */
  getAccessToken: () => MaybePromise<string | null>;
  /**
   * Renews the session and stores the new tokens, so that `getAccessToken` returns the new one; rejects when the
   * session cannot be renewed. Concurrent callers must share one refresh (see createSessionRefresher).
   */
  refresh: () => Promise<void>;
  /** Told when the server says the signed-in account has been deactivated (the call fails without a refresh). */
  onAccountInactive?: () => void;
}

/**
 * Spec §4 Session refresh as a tRPC link: on a 401 the session is refreshed once for this call and the call is
 * retried once; a second 401 goes back to the caller (a subscription's count starts again with each stream that got
 * through). When the refresh fails the call's own error does.
 */
export function refreshLink(options: RefreshLinkOptions): TRPCLink<AppRouter> {
  return () =>
    ({ op, next }) =>
      observable((observer) => {
        let closed = false;
        let retried = false;
        let current: Unsubscribable | null = null;
        let tokenAtStart: string | null = null;

        const attempt = () => {
          current = next(op).subscribe({
            next: (value) => {
              // A stream whose data came through ends later with a 401 when its token expires (docs/decisions/023):
              // that is a new call for this rule, refreshed once again, so a page left open renews at every expiry.
              // Only data counts: the link's own state messages come before the server has said anything.
              const kind = (value.result as { type?: string }).type;
              if (op.type === 'subscription' && (kind === undefined || kind === 'data')) retried = false;
              observer.next(value);
            },
            complete: () => observer.complete(),
            error: (error) => {
              const signedInCall = tokenAtStart !== null && !NO_REFRESH_PATHS.has(op.path);
              if (signedInCall && isAccountInactive(error)) {
                options.onAccountInactive?.();
                observer.error(error);
                return;
              }
              if (retried || !signedInCall || !isUnauthorized(error)) {
                observer.error(error);
                return;
              }
              retried = true;
              settle(
                options.getAccessToken(),
                (stored) => {
                  // Another call refreshed since this one was sent: just retry with the new token.
                  const refreshed = stored !== null && stored !== tokenAtStart ? Promise.resolve() : options.refresh();
                  refreshed.then(
                    () =>
                      // The token the retry goes with: a later 401 of a stream compares with it, not the first one.
                      settle(
                        options.getAccessToken(),
                        (token) => {
                          tokenAtStart = token;
                          if (!closed) attempt();
                        },
                        () => observer.error(error),
                      ),
                    () => observer.error(error),
                  );
                },
                () => observer.error(error),
              );
            },
          });
        };

        settle(
          options.getAccessToken(),
          (token) => {
            tokenAtStart = token;
            if (!closed) attempt();
          },
          (cause) => observer.error(TRPCClientError.from(cause instanceof Error ? cause : new Error(String(cause)))),
        );
        return () => {
          closed = true;
          current?.unsubscribe();
        };
      });
}

/** Runs `then` at once for a plain value (a call goes out in the same tick, as without this link), else when it settles. */
function settle<T>(value: MaybePromise<T>, then: (value: T) => void, fail: (cause: unknown) => void): void {
  if (value instanceof Promise) value.then(then, fail);
  else then(value);
}

export interface SessionRefresherOptions {
  /** The stored tokens; null when signed out. */
  getTokens: () => MaybePromise<SessionTokens | null>;
  /** Calls `auth.refresh`; rejects when the refresh token is invalid, expired or reused. */
  refresh: (tokens: { accessToken?: string; refreshToken: string }) => Promise<SessionTokens>;
  /** Stores the new pair after a refresh; told null when the refresh failed (the session has ended). */
  onTokens: (tokens: SessionTokens | null) => MaybePromise<void>;
}

/**
 * Spec §4 Session refresh. Concurrent 401s share one in-flight refresh: refresh tokens rotate on every use and
 * reusing one revokes the whole family, so two parallel refreshes would end the session.
 */
export function createSessionRefresher(options: SessionRefresherOptions): () => Promise<void> {
  let inFlight: Promise<void> | null = null;

  const run = async () => {
    let tokens: SessionTokens;
    try {
      const stored = await options.getTokens();
      if (!stored?.refreshToken) throw new Error('No refresh token stored');
      tokens = await options.refresh({ accessToken: stored.accessToken || undefined, refreshToken: stored.refreshToken });
    } catch (error) {
      await options.onTokens(null);
      throw error;
    }
    await options.onTokens(tokens);
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
