import { startTestApp, type TestApp, uniqueEmail } from '@hairsalon/api/testing';
import { schema } from '@hairsalon/db';
import { ACCESS_TOKEN_TTL_SECONDS, addSalonDays, messages, messagesVi, Role, salonToday } from '@hairsalon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHairSalonClient, type HairSalonClientOptions, type SessionTokens, TRPCClientError } from './index.js';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await startTestApp();
  // The real server on a port of its own: the client talks to it over HTTP with the global fetch.
  const origin = await t.server.listen({ host: '127.0.0.1', port: 0 });
  url = `${origin}/trpc`;
});
afterAll(async () => {
  await t?.close();
});

interface SentRequest {
  /** The procedures of the request, e.g. ['auth.me'] or ['auth.me', 'booking.listForCustomer'] for a batch. */
  procedures: string[];
  authorization: string | null;
  language: string | null;
}

/** The caller's side: where the tokens are kept, what onTokens was told, and every request the client sent. */
function callerSide(tokens: SessionTokens | null = null, options: Partial<HairSalonClientOptions> & { asyncStore?: boolean } = {}) {
  const { asyncStore, ...clientOptions } = options;
  const side = { tokens, told: [] as Array<SessionTokens | null>, sent: [] as SentRequest[] };
  const recordingFetch: typeof fetch = (input, init) => {
    const request = new Request(input, init);
    const procedures = decodeURIComponent(new URL(request.url).pathname.replace(/^\/trpc\//, '')).split(',');
    side.sent.push({ procedures, authorization: request.headers.get('authorization'), language: request.headers.get('accept-language') });
    return fetch(request);
  };
  const api = createHairSalonClient({
    url,
    // A store that answers later (an async key store) works the same as one in memory.
    getToken: asyncStore ? () => new Promise((resolve) => setTimeout(() => resolve(side.tokens), 5)) : () => side.tokens,
    onTokens: async (next) => {
      if (asyncStore) await new Promise((resolve) => setTimeout(resolve, 5));
      side.told.push(next);
      side.tokens = next;
    },
    fetch: recordingFetch,
    ...clientOptions,
  });
  const sentTo = (procedure: string) => side.sent.filter((request) => request.procedures.includes(procedure));
  return { side, api, sentTo };
}

/** A customer signed in through the client: the tokens the caller keeps from `auth.login`. */
async function signedInCustomer() {
  const customer = await t.createUser({ roleId: Role.Customer, password: 'salon-pass-1' });
  const { api } = callerSide();
  const { accessToken, refreshToken } = await api.auth.login.mutate({ email: customer.email, password: 'salon-pass-1' });
  return { customer, tokens: { accessToken, refreshToken } };
}

/** Moves the server's clock past the access token's 15 minutes (the refresh token lasts 30 days). */
function expireAccessTokens() {
  t.advance((ACCESS_TOKEN_TTL_SECONDS + 60) * 1000);
}

describe('@hairsalon/client against the running API', () => {
  it('lists services, signs a registered customer in, books a free slot and reads the booking back', async () => {
    const stylist = await t.createUser({ roleId: Role.Stylist, firstName: 'Minh', lastName: 'Nguyen' });
    await t.deps.db.insert(schema.stylistProfiles).values({ userId: stylist.id, positionId: 'P1' });
    const date = addSalonDays(salonToday(t.now().getTime()), 2);
    const staff = await t.caller(await t.createUser({ roleId: Role.Staff }));
    await staff.schedule.create({ stylistId: stylist.id, date, timeTypes: ['T1', 'T2', 'T3', 'T4'] });
    const { cut } = await t.createCutAndColor();
    const { side, api, sentTo } = callerSide();

    const services = await api.service.list.query();
    expect(services).toContainEqual(expect.objectContaining({ id: cut.id, name: cut.name }));

    const email = uniqueEmail('sdk');
    await api.auth.register.mutate({ firstName: 'An', lastName: 'Vo', email, password: 'salon-pass-1', confirmPassword: 'salon-pass-1' });
    const signedIn = await api.auth.login.mutate({ email, password: 'salon-pass-1' });
    expect(signedIn).toMatchObject({ email, roleId: Role.Customer, lastName: 'Vo' });
    side.tokens = { accessToken: signedIn.accessToken, refreshToken: signedIn.refreshToken };

    const { starts } = await api.booking.freeStarts.query({ stylistId: stylist.id, date, serviceIds: [cut.id] });
    const timeType = starts[0];
    if (!timeType) throw new Error('no free start');
    const booked = await api.booking.create.mutate({
      phone: '912345678',
      fullName: 'An Vo',
      email,
      stylistId: stylist.id,
      date,
      timeType,
      serviceIds: [cut.id],
      pointsToUse: 0,
    });
    expect(booked).toMatchObject({ message: messages.booking.success, amount: 25 });

    const mine = await api.booking.listForCustomer.query();
    expect(mine).toEqual([
      expect.objectContaining({ id: booked.bookingId, customerId: signedIn.id, stylistId: stylist.id, timeType, dateMs: date }),
    ]);

    // The token went with every call once signed in, the language with every call; no refresh was needed.
    expect(sentTo('booking.create')[0]?.authorization).toBe(`Bearer ${signedIn.accessToken}`);
    expect(sentTo('booking.listForCustomer')[0]?.authorization).toBe(`Bearer ${signedIn.accessToken}`);
    expect(sentTo('service.list')[0]?.authorization).toBeNull();
    expect(side.sent.every((request) => request.language === 'en')).toBe(true);
    expect(sentTo('auth.refresh')).toHaveLength(0);
    expect(side.told).toEqual([]);
  });

  it('asks for answers in the language it is given', async () => {
    const { api, sentTo } = callerSide(null, { language: 'vi' });

    await expect(api.auth.login.mutate({ email: uniqueEmail('nobody'), password: 'wrong-pass-1' })).rejects.toThrow(
      messagesVi.login.invalidCredentials,
    );
    expect(sentTo('auth.login')[0]?.language).toBe('vi');
  });

  it('refreshes an expired session once, retries the call, and hands the new pair to onTokens', async () => {
    const { customer, tokens } = await signedInCustomer();
    const { side, api, sentTo } = callerSide(tokens);
    expireAccessTokens();

    const me = await api.auth.me.query();

    expect(me).toMatchObject({ id: customer.id, email: customer.email });
    expect(sentTo('auth.refresh')).toHaveLength(1);
    expect(side.told).toHaveLength(1);
    const renewed = side.told[0];
    expect(renewed).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String) });
    expect(renewed?.refreshToken).not.toBe(tokens.refreshToken);
    expect(sentTo('auth.me').map((request) => request.authorization)).toEqual([
      `Bearer ${tokens.accessToken}`,
      `Bearer ${renewed?.accessToken}`,
    ]);
  });

  it('refreshes and retries the same way with a token store that answers asynchronously', async () => {
    const { customer, tokens } = await signedInCustomer();
    const { side, api, sentTo } = callerSide(tokens, { asyncStore: true });
    expireAccessTokens();

    const [me, again] = await Promise.all([api.auth.me.query(), api.auth.me.query()]);

    expect([me.id, again.id]).toEqual([customer.id, customer.id]);
    expect(sentTo('auth.refresh')).toHaveLength(1);
    expect(side.told).toEqual([{ accessToken: expect.any(String), refreshToken: expect.any(String) }]);
    expect(side.tokens?.refreshToken).not.toBe(tokens.refreshToken);
  });

  it('shares one refresh between calls that fail together, and both get their answers', async () => {
    const { customer, tokens } = await signedInCustomer();
    const { side, api, sentTo } = callerSide(tokens);
    expireAccessTokens();

    // A second refresh with the same (rotated) refresh token would be taken for a stolen token and end the session.
    const [me, bookings] = await Promise.all([api.auth.me.query(), api.booking.listForCustomer.query()]);

    expect(me.id).toBe(customer.id);
    expect(bookings).toEqual([]);
    expect(sentTo('auth.refresh')).toHaveLength(1);
    expect(side.told).toEqual([{ accessToken: expect.any(String), refreshToken: expect.any(String) }]);
  });

  it('passes the UNAUTHORIZED error on and tells onTokens the session ended when the refresh fails', async () => {
    const { tokens } = await signedInCustomer();
    const { side, api, sentTo } = callerSide(tokens);
    // The session ends (signed out elsewhere): its access token and its refresh token are both refused from now on.
    await callerSide().api.auth.logout.mutate({ refreshToken: tokens.refreshToken });

    const failure = await api.auth.me.query().catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(TRPCClientError);
    expect(failure).toMatchObject({ message: messages.session.unauthenticated, data: { code: 'UNAUTHORIZED', httpStatus: 401 } });
    expect(sentTo('auth.refresh')).toHaveLength(1);
    expect(sentTo('auth.me')).toHaveLength(1);
    expect(side.told).toEqual([null]);
    expect(side.tokens).toBeNull();
  });

  it('does not refresh for a call made while signed out', async () => {
    const { side, api, sentTo } = callerSide();

    await expect(api.auth.me.query()).rejects.toMatchObject({ data: { code: 'UNAUTHORIZED' } });
    expect(sentTo('auth.refresh')).toHaveLength(0);
    expect(side.told).toEqual([]);
  });
});
