import { messages } from '@hairsalon/shared';
import { readAccessToken } from '../auth/session-storage';

export type AccountStatus = 'active' | 'inactive' | 'unknown';

export interface AccountStatusOptions {
  /** The tRPC endpoint; the app's default is same-origin '/trpc'. */
  url?: string;
  fetchFn?: typeof fetch;
}

/**
 * Spec §4 Booking form: "the account status is checked on load". The API refuses an Inactive user's token with
 * a 401 'Your account is inactive. Please contact support.'. Through the app's client that 401 would first go to
 * the refresh link, whose refresh fails for an inactive account and ends the session as "expired" before the
 * booking page could say why. So this check calls `auth.me` on its own, outside the refresh link, and only reads
 * the answer: 'inactive' for that refusal or an Inactive status, 'active' for an Active user, 'unknown' for
 * anything else (an expired token, no network), which the app's normal session handling then deals with.
 */
export async function checkAccountStatus(options: AccountStatusOptions = {}): Promise<AccountStatus> {
  const token = readAccessToken();
  if (!token) return 'unknown';
  const fetchFn = options.fetchFn ?? fetch;
  try {
    const response = await fetchFn(`${options.url ?? '/trpc'}/auth.me`, { headers: { Authorization: `Bearer ${token}` } });
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null) return 'unknown';
    if ('error' in body) {
      const error = (body as { error?: { message?: unknown } }).error;
      return error?.message === messages.login.inactive ? 'inactive' : 'unknown';
    }
    const status = (body as { result?: { data?: { status?: unknown } } }).result?.data?.status;
    if (status === 'Inactive') return 'inactive';
    return status === 'Active' ? 'active' : 'unknown';
  } catch {
    return 'unknown';
  }
}
