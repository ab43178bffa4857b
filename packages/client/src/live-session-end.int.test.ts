import { startTestApp, type TestApp } from '@hairsalon/api/testing';
import { schema } from '@hairsalon/db';
import { ACCESS_TOKEN_TTL_SECONDS, addSalonDays, Role, salonToday, TIME_SLOT_IDS } from '@hairsalon/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHairSalonClient, type SessionTokens } from './index.js';
import { isAccountInactive, isUnauthorized } from './refresh-link.js';

// docs/decisions/023: a live stream ends with the session that opened it, on whichever instance the session ended.
// Instance A checks an open stream's session only before delivering a change (its periodic check is the default
// 15 s, longer than these tests wait); instance B also every 200 ms.
let a: TestApp;
let b: TestApp;
let urlA: string;
let urlB: string;
beforeAll(async () => {
  a = await startTestApp();
  b = await startTestApp({ databaseUrl: a.databaseUrl, env: { LIVE_SESSION_CHECK_MS: '200' } });
  urlA = `${await a.server.listen({ host: '127.0.0.1', port: 0 })}/trpc`;
  urlB = `${await b.server.listen({ host: '127.0.0.1', port: 0 })}/trpc`;
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

type Change = { kind: string; bookingId?: number };

/** A signed-in page (its own session, tokens kept as the web app keeps them) listening to booking.changes at `url`. */
async function signedInPage(user: { email: string; password: string }, url: string) {
  const session: { tokens: SessionTokens | null; inactive: boolean } = { tokens: null, inactive: false };
  const api = createHairSalonClient({
    url,
    getToken: () => session.tokens,
    onTokens: (tokens) => {
      session.tokens = tokens;
    },
    onAccountInactive: () => {
      session.inactive = true;
    },
  });
  const signedIn = await api.auth.login.mutate({ email: user.email, password: user.password });
  session.tokens = { accessToken: signedIn.accessToken, refreshToken: signedIn.refreshToken };
  const heard: Change[] = [];
  const errors: unknown[] = [];
  const subscription = api.booking.changes.subscribe(undefined, {
    onData: (event) => heard.push(event),
    onError: (error) => errors.push(error),
  });
  await vi.waitFor(() => expect(heard).toContainEqual({ kind: 'ready' }), { timeout: 5_000 });
  const about = (bookingId: number) => heard.filter((event) => event.bookingId === bookingId);
  return { api, session, heard, errors, about, stop: () => subscription.unsubscribe() };
}

/** A stylist with a day of open slots at location 1, a cut, and a staff member's caller on B to book at the desk. */
async function deskDay() {
  const stylist = await a.createUser({ roleId: Role.Stylist, firstName: 'Lan', lastName: 'Live' });
  await a.deps.db.insert(schema.stylistProfiles).values({ userId: stylist.id, positionId: 'P1' });
  const date = addSalonDays(salonToday(a.now().getTime()), 5);
  const desk = await b.caller(await a.createUser({ roleId: Role.Staff }));
  await desk.schedule.create({ stylistId: stylist.id, date, timeTypes: [...TIME_SLOT_IDS] });
  const { cut } = await a.createCutAndColor();
  let phone = 987_650_000;
  const book = (timeType: string) =>
    desk.booking.createAtDesk({
      source: 'walk-in',
      fullName: 'Walk In',
      phone: String(phone++),
      email: '',
      date,
      serviceIds: [cut.id],
      stylistId: stylist.id,
      timeType,
    });
  return { book };
}

/** The staff's streams on an instance: how many are open. */
const openStreams = (app: TestApp) => app.deps.bookingChanges.subscribers;

describe('a live stream ends with its session', () => {
  it('a logout on another instance ends the stream: the next booking is not delivered to it, and the page is signed out', async () => {
    const { book } = await deskDay();
    const staff = await a.createUser({ roleId: Role.Staff });
    const page = await signedInPage(staff, urlA);
    // Another desk of the same location, still signed in, hears what the ended stream must not.
    const otherDesk = await signedInPage(await a.createUser({ roleId: Role.Staff }), urlA);
    const before = await book('T1');
    await vi.waitFor(() => expect(page.about(before.bookingId)).toHaveLength(1), { timeout: 2_000 });

    const refreshToken = page.session.tokens?.refreshToken ?? '';
    await createHairSalonClient({ url: urlB, getToken: () => null, onTokens: () => undefined }).auth.logout.mutate({ refreshToken });
    const after = await book('T3');

    await vi.waitFor(() => expect(otherDesk.about(after.bookingId)).toHaveLength(1), { timeout: 2_000 });
    await vi.waitFor(() => expect(page.errors).toHaveLength(1), { timeout: 2_000 });
    expect(isUnauthorized(page.errors[0])).toBe(true);
    expect(page.about(after.bookingId)).toEqual([]);
    // The client tried the refresh it always tries, which the ended session refused: signed out, no reconnecting.
    expect(page.session.tokens).toBeNull();
    await vi.waitFor(() => expect(openStreams(a)).toBe(1), { timeout: 2_000 });
    otherDesk.stop();
  });

  it('deactivating the account ends its stream within the check period, with no change at all; the page hears it is inactive', async () => {
    const staff = await a.createUser({ roleId: Role.Staff });
    const page = await signedInPage(staff, urlB);
    const admin = await a.caller(await a.createUser({ roleId: Role.Admin }));
    await admin.user.changeStatus({ id: staff.id });

    await vi.waitFor(() => expect(page.errors).toHaveLength(1), { timeout: 2_000 });
    expect(isAccountInactive(page.errors[0])).toBe(true);
    expect(page.session.inactive).toBe(true);
    expect(page.heard).toEqual([{ kind: 'ready' }]);
    await vi.waitFor(() => expect(openStreams(b)).toBe(0), { timeout: 2_000 });
  });

  it('a password reset ends the streams of every session of the account', async () => {
    const { book } = await deskDay();
    const staff = await a.createUser({ roleId: Role.Staff });
    const onA = await signedInPage(staff, urlA);
    const onB = await signedInPage(staff, urlB);
    const anonymous = createHairSalonClient({ url: urlA, getToken: () => null, onTokens: () => undefined });
    await anonymous.auth.forgotPassword.mutate({ email: staff.email });
    const link = await vi.waitFor(
      async () => {
        const [mail] = await a.deps.db
          .select({ text: schema.emails.text })
          .from(schema.emails)
          .where(and(eq(schema.emails.to, staff.email), eq(schema.emails.kind, 'password-reset')));
        const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
        if (!token) throw new Error('no reset email yet');
        return token;
      },
      { timeout: 10_000, interval: 100 },
    );
    await anonymous.auth.resetPassword.mutate({ token: link, newPassword: 'a fresh salon passphrase 42' });
    const after = await book('T5');

    await vi.waitFor(() => expect(onA.errors).toHaveLength(1), { timeout: 2_000 });
    await vi.waitFor(() => expect(onB.errors).toHaveLength(1), { timeout: 2_000 });
    for (const page of [onA, onB]) {
      expect(isUnauthorized(page.errors[0])).toBe(true);
      expect(page.about(after.bookingId)).toEqual([]);
      expect(page.session.tokens).toBeNull();
    }
  });

  it('a stream ends when the token it was opened with expires; a page that can renew it opens a new one with the new token', async () => {
    const staff = await a.createUser({ roleId: Role.Staff });
    const page = await signedInPage(staff, urlB);
    const firstToken = page.session.tokens?.accessToken;
    // Another page whose refresh token is gone: it cannot renew.
    const stuck = await signedInPage(staff, urlB);
    if (stuck.session.tokens) stuck.session.tokens = { ...stuck.session.tokens, refreshToken: '' };

    b.advance((ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);

    await vi.waitFor(() => expect(stuck.errors).toHaveLength(1), { timeout: 2_000 });
    expect(isUnauthorized(stuck.errors[0])).toBe(true);
    // The renewing page: refreshed through the usual path, then heard `ready` of a new stream.
    await vi.waitFor(() => expect(page.heard.filter((event) => event.kind === 'ready')).toHaveLength(2), { timeout: 2_000 });
    const secondToken = page.session.tokens?.accessToken;
    expect(secondToken).not.toBe(firstToken);
    // And again when the renewed token expires: a page left open renews at every expiry.
    b.advance((ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
    await vi.waitFor(() => expect(page.heard.filter((event) => event.kind === 'ready')).toHaveLength(3), { timeout: 2_000 });
    expect(page.session.tokens?.accessToken).not.toBe(secondToken);
    expect(page.errors).toEqual([]);
    await vi.waitFor(() => expect(openStreams(b)).toBe(1), { timeout: 2_000 });
    page.stop();
  });
});
