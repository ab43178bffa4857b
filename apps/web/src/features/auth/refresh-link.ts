import type { AppRouter } from '@hairsalon/api';
import { TRPCClientError, type TRPCLink } from '@trpc/client';
import { errorReason } from '../api/error-message';
import { createResultObservable } from '../api/observable';
import { readAccessToken } from './session-storage';

/**
 * Procedures whose UNAUTHORIZED means "wrong credentials" or that run without a session:
 * refreshing for them would be wrong (a bad password must not end anyone's session).
 */
const NO_REFRESH_PATHS = new Set([
  'auth.login',
  'auth.register',
  'auth.refresh',
  'auth.logout',
  'auth.forgotPassword',
  'auth.resetPassword',
]);

export function isUnauthorized(error: TRPCClientError<AppRouter>): boolean {
  return error.data?.code === 'UNAUTHORIZED' || error.data?.httpStatus === 401;
}

/**
 * The server refuses a deactivated account's calls: signed-in procedures with a 401 'Your account is inactive…',
 * those open to guests (booking) with a 403 'Cannot proceed with booking…'. No refresh can help either. Known by
 * the refusal's reason code: the text is in the reader's language.
 */
export function isAccountInactive(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return false;
  const code: unknown = error.data?.code;
  const reason = errorReason(error);
  return (code === 'UNAUTHORIZED' && reason === 'login.inactive') || (code === 'FORBIDDEN' && reason === 'booking.inactiveBlocked');
}

/**
 * On a 401, refresh the session once for this request and retry it once (spec §4). Requests made
 * while signed out pass their 401 through untouched.
 */
export function refreshLink(refreshSession: () => Promise<void>, onAccountInactive: () => void = () => {}): TRPCLink<AppRouter> {
  return () =>
    ({ op, next }) =>
      createResultObservable((observer) => {
        let closed = false;
        let retried = false;
        let current: { unsubscribe: () => void } | null = null;
        const tokenAtStart = readAccessToken();

        const attempt = () => {
          current = next(op).subscribe({
            next: (value) => observer.next(value),
            complete: () => observer.complete(),
            error: (error) => {
              if (tokenAtStart !== null && !NO_REFRESH_PATHS.has(op.path) && isAccountInactive(error)) {
                onAccountInactive();
                observer.error(error);
                return;
              }
              const canRefresh = !retried && tokenAtStart !== null && isUnauthorized(error) && !NO_REFRESH_PATHS.has(op.path);
              if (!canRefresh) {
                observer.error(error);
                return;
              }
              retried = true;
              const stored = readAccessToken();
              // Another request already refreshed since this one started: just retry with the new token.
              const refreshed = stored !== null && stored !== tokenAtStart ? Promise.resolve() : refreshSession();
              refreshed.then(
                () => {
                  if (!closed) attempt();
                },
                () => observer.error(error),
              );
            },
          });
        };

        attempt();
        return () => {
          closed = true;
          current?.unsubscribe();
        };
      });
}
