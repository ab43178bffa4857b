import { messages, messagesVi, StorageKey } from '@hairsalon/shared';
import { TRPCClientError } from '@trpc/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleBookingInput } from '../../test/booking-input';
import { createFakeApi, type FakeHandler, unauthorizedAnswer } from '../../test/fake-api';
import { saveSession } from '../auth/session-storage';
import { setLanguage } from '../i18n/language-store';
import { createApiClient } from './api-client';

const URL = 'http://localhost/trpc';

/** `auth.me` answers only to access-2; `auth.refresh` turns refresh-1 into access-2/refresh-2 when allowed. */
function fakeSessionApi(options: { refreshWorks: boolean; meAccepts?: string }) {
  const me: FakeHandler = (_input, authorization) =>
    authorization === `Bearer ${options.meAccepts ?? 'access-2'}`
      ? { data: { id: 1, lastName: 'Nguyen', points: 40 } }
      : unauthorizedAnswer;
  const refresh: FakeHandler = (input) =>
    options.refreshWorks && (input as { refreshToken?: string }).refreshToken === 'refresh-1'
      ? { data: { accessToken: 'access-2', refreshToken: 'refresh-2' } }
      : unauthorizedAnswer;
  return createFakeApi({ 'auth.me': me, 'auth.refresh': refresh });
}

describe('api client session refresh', () => {
  beforeEach(() => {
    saveSession({ accessToken: 'access-1', refreshToken: 'refresh-1' }, { id: 1, firstName: 'An', lastName: 'Nguyen', roleId: 'R4' });
  });
  afterEach(() => setLanguage('en'));

  it('refreshes once on a 401, stores the new tokens and retries the request', async () => {
    const api = fakeSessionApi({ refreshWorks: true });
    const onSessionExpired = vi.fn();
    const client = createApiClient({ url: URL, fetch: api.fetch, onSessionExpired });

    const me = await client.auth.me.query();

    expect(me).toMatchObject({ lastName: 'Nguyen', points: 40 });
    expect(api.callsTo('auth.refresh')).toHaveLength(1);
    expect(api.callsTo('auth.refresh')[0]?.input).toEqual({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(api.callsTo('auth.me').map((c) => c.authorization)).toEqual(['Bearer access-1', 'Bearer access-2']);
    expect(localStorage.getItem(StorageKey.accessToken)).toBe('access-2');
    expect(localStorage.getItem(StorageKey.refreshToken)).toBe('refresh-2');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('shares one refresh between requests that fail at the same time', async () => {
    const api = fakeSessionApi({ refreshWorks: true });
    const client = createApiClient({ url: URL, fetch: api.fetch, onSessionExpired: vi.fn() });

    const results = await Promise.all([client.auth.me.query(), client.auth.me.query(), client.auth.me.query()]);

    expect(results).toHaveLength(3);
    expect(api.callsTo('auth.refresh')).toHaveLength(1);
  });

  it('signs out when the refresh is refused: keys cleared, expiry reported once, requests fail', async () => {
    const api = fakeSessionApi({ refreshWorks: false });
    const onSessionExpired = vi.fn();
    const client = createApiClient({ url: URL, fetch: api.fetch, onSessionExpired });

    const outcomes = await Promise.allSettled([client.auth.me.query(), client.auth.me.query()]);

    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(TRPCClientError);
    }
    expect(api.callsTo('auth.refresh')).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(StorageKey.accessToken)).toBeNull();
    expect(localStorage.getItem(StorageKey.refreshToken)).toBeNull();
    expect(localStorage.getItem(StorageKey.user)).toBeNull();
  });

  it('does not refresh for a deactivated account: it reports the account as inactive instead', async () => {
    const inactive = { error: { message: messages.login.inactive, code: 'UNAUTHORIZED' } } as const;
    const api = createFakeApi({ 'auth.me': () => inactive, 'auth.refresh': () => ({ data: { accessToken: 'x', refreshToken: 'y' } }) });
    const onSessionExpired = vi.fn();
    const onAccountInactive = vi.fn();
    const client = createApiClient({ url: URL, fetch: api.fetch, onSessionExpired, onAccountInactive });

    await expect(client.auth.me.query()).rejects.toThrow(messages.login.inactive);
    expect(api.callsTo('auth.refresh')).toHaveLength(0);
    expect(onAccountInactive).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('knows a deactivated account by its reason code, whatever language the refusal comes in', async () => {
    await setLanguage('vi');
    // The fake API answers the English refusals in the asked language, with their reason codes, as the API does.
    const api = createFakeApi({
      'auth.me': () => ({ error: { message: messages.login.inactive, code: 'UNAUTHORIZED' } }),
      'booking.create': () => ({ error: { message: messages.booking.inactiveBlocked, code: 'FORBIDDEN' } }),
      'auth.refresh': () => ({ data: { accessToken: 'x', refreshToken: 'y' } }),
    });
    const onSessionExpired = vi.fn();
    const onAccountInactive = vi.fn();
    const client = createApiClient({ url: URL, fetch: api.fetch, onSessionExpired, onAccountInactive });

    await expect(client.auth.me.query()).rejects.toThrow(messagesVi.login.inactive);
    const booking = sampleBookingInput;
    await expect(client.booking.create.mutate(booking)).rejects.toThrow(messagesVi.booking.inactiveBlocked);
    expect(api.callsTo('auth.refresh')).toHaveLength(0);
    expect(onAccountInactive).toHaveBeenCalledTimes(2);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('retries only once: a second 401 after a refresh goes back to the caller', async () => {
    const api = fakeSessionApi({ refreshWorks: true, meAccepts: 'never' });
    const client = createApiClient({ url: URL, fetch: api.fetch, onSessionExpired: vi.fn() });

    await expect(client.auth.me.query()).rejects.toBeInstanceOf(TRPCClientError);
    expect(api.callsTo('auth.refresh')).toHaveLength(1);
    expect(api.callsTo('auth.me')).toHaveLength(2);
  });

  it('passes a 401 through untouched when nobody is signed in', async () => {
    localStorage.clear();
    const api = fakeSessionApi({ refreshWorks: true });
    const onSessionExpired = vi.fn();
    const client = createApiClient({ url: URL, fetch: api.fetch, onSessionExpired });

    await expect(client.auth.me.query()).rejects.toBeInstanceOf(TRPCClientError);
    expect(api.callsTo('auth.refresh')).toHaveLength(0);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('does not treat a wrong password at login as an expired session', async () => {
    const api = createFakeApi({
      'auth.login': () => ({ error: { message: 'Incorrect email or password.', code: 'UNAUTHORIZED' } }),
    });
    const onSessionExpired = vi.fn();
    const client = createApiClient({ url: URL, fetch: api.fetch, onSessionExpired });

    await expect(client.auth.login.mutate({ email: 'a@b.co', password: 'nope' })).rejects.toThrow('Incorrect email or password.');
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(localStorage.getItem(StorageKey.accessToken)).toBe('access-1');
  });
});
