import { schema } from '@hairsalon/db';
import { messages, REFRESH_TOKEN_TTL_DAYS, Role, UserStatus } from '@hairsalon/shared';
import { and, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../auth/tokens.js';
import { expectRefusal } from '../../testing/rest-answers.js';
import { startTestApp, type TestApp, uniqueEmail } from '../../testing/test-app.js';
import { issuePasswordReset, startSession } from './auth.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** An access token signed with the server's own key, carrying whatever claims it is given. */
async function signed(claims: { sub: string; role?: unknown; sid?: unknown }): Promise<string> {
  const iat = Math.floor(t.now().getTime() / 1000);
  return new SignJWT({ role: claims.role, sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuedAt(iat)
    .setExpirationTime(iat + 600)
    .sign(t.config.jwtSecret);
}

const me = async (token: string) =>
  (await t.server.inject({ method: 'GET', url: '/trpc/auth.me', headers: { authorization: `Bearer ${token}` } })).statusCode;

describe('an access token that is ours but says something we never issue', () => {
  it('works as issued, and is refused (401, so the client refreshes) with a role we do not have', async () => {
    const user = await t.createUser({ roleId: Role.Customer });
    const { sessionId } = await startSession(t.deps.db, user.id, t.now());
    expect(await me(await signed({ sub: String(user.id), role: Role.Customer, sid: sessionId }))).toBe(200);
    expect(await me(await signed({ sub: String(user.id), role: 'R9', sid: sessionId }))).toBe(401);
    expect(await me(await signed({ sub: String(user.id), sid: sessionId }))).toBe(401);
  });

  it('is refused (401) when its subject is not a user id', async () => {
    const user = await t.createUser({ roleId: Role.Customer });
    const { sessionId } = await startSession(t.deps.db, user.id, t.now());
    for (const sub of [`${user.id}.5`, 'abc', `-${user.id}`]) {
      expect(await me(await signed({ sub, role: Role.Customer, sid: sessionId })), sub).toBe(401);
    }
  });

  it('is refused (401) when its session id is not a string', async () => {
    const user = await t.createUser({ roleId: Role.Customer });
    await startSession(t.deps.db, user.id, t.now());
    expect(await me(await signed({ sub: String(user.id), role: Role.Customer, sid: 12 }))).toBe(401);
    expect(await me(await signed({ sub: String(user.id), role: Role.Customer, sid: '' }))).toBe(401);
  });
});

describe('POST /api/register from an admin whose token no longer counts', () => {
  it('answers 401 for a stylist or staff account, so the admin client refreshes, and creates no customer by mistake', async () => {
    const admin = await t.createUser({ roleId: Role.Admin });
    const token = await t.tokenFor(admin);
    t.advance(16 * 60_000); // the 15-minute access token has expired
    for (const roleId of [Role.Stylist, Role.Staff]) {
      const email = uniqueEmail('late-admin');
      const res = await t.server.inject({
        method: 'POST',
        url: '/api/register',
        headers: { authorization: `Bearer ${token}` },
        payload: { firstName: 'Kim', lastName: 'Ly', email, password: 'salon-pass-1', phoneNumber: '912345678', roleId, positionId: 'P1' },
      });
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json()).toMatchObject({ message: messages.session.unauthenticated });
      expect(await t.deps.db.$count(schema.users, eq(schema.users.email, email))).toBe(0);
    }
    // A customer's registration with that stale token goes through as anyone's would.
    const email = uniqueEmail('late-admin-customer');
    const res = await t.server.inject({
      method: 'POST',
      url: '/api/register',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        firstName: 'Kim',
        lastName: 'Ly',
        email,
        password: 'salon-pass-1',
        confirmPassword: 'salon-pass-1',
        roleId: Role.Customer,
      },
    });
    expect(res.json()).toMatchObject({ errCode: 0 });
    const [row] = await t.deps.db.select({ roleId: schema.users.roleId }).from(schema.users).where(eq(schema.users.email, email));
    expect(row?.roleId).toBe(Role.Customer);
    expectRefusal(
      await t.server.inject({
        method: 'POST',
        url: '/api/register',
        payload: {
          firstName: 'Kim',
          lastName: 'Ly',
          email,
          password: 'salon-pass-1',
          confirmPassword: 'salon-pass-1',
          roleId: Role.Customer,
        },
      }),
      409,
      messages.register.emailTaken,
    );
  });
});

describe('a refresh token (REFRESH_TOKEN_TTL_DAYS, 30 days)', () => {
  const DAY_MS = 86_400_000;
  const signIn = async (user: { email: string; password: string }) =>
    (await t.caller()).auth.login({ email: user.email, password: user.password });

  it('still refreshes the session 1 second before its 30 days are up', async () => {
    const user = await t.createUser({ password: 'salon-pass-1' });
    const { refreshToken } = await signIn(user);
    t.advance(REFRESH_TOKEN_TTL_DAYS * DAY_MS - 1_000);
    const next = await (await t.caller()).auth.refresh({ refreshToken });
    expect(next.accessToken).toBeTruthy();
    // The new refresh token has 30 days of its own.
    t.advance(REFRESH_TOKEN_TTL_DAYS * DAY_MS - 1_000);
    await expect((await t.caller()).auth.refresh({ refreshToken: next.refreshToken })).resolves.toMatchObject({
      accessToken: expect.any(String),
    });
  });

  it('is refused as an expired session (401) when it was never ours', async () => {
    await expect((await t.caller()).auth.refresh({ refreshToken: 'not-a-token-we-issued' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: messages.session.expired,
    });
  });

  it('signing out with a token that is not ours (or no longer exists) still signs out', async () => {
    await expect((await t.caller()).auth.logout({ refreshToken: 'not-a-token-we-issued' })).resolves.toEqual({
      ok: true,
      message: messages.session.logout,
    });
  });

  it('is refused at 30 days: the person signs in again', async () => {
    const user = await t.createUser({ password: 'salon-pass-1' });
    const { refreshToken } = await signIn(user);
    t.advance(REFRESH_TOKEN_TTL_DAYS * DAY_MS);
    await expect((await t.caller()).auth.refresh({ refreshToken })).rejects.toThrow(messages.session.expired);
  });
});

describe('what an account keeps from its registration', () => {
  const profile = async (email: string) => (await t.deps.db.select().from(schema.users).where(eq(schema.users.email, email)))[0];

  it("keeps the phone number and gender of staff an admin creates, and a customer's is empty", async () => {
    const admin = await t.createUser({ roleId: Role.Admin });
    const staffEmail = uniqueEmail('new-staff');
    const res = await t.server.inject({
      method: 'POST',
      url: '/api/register',
      headers: { authorization: `Bearer ${await t.tokenFor(admin)}` },
      payload: {
        firstName: 'Kim',
        lastName: 'Ly',
        email: staffEmail,
        password: 'salon-pass-1',
        phoneNumber: '912345678',
        gender: 'Female',
        roleId: Role.Staff,
      },
    });
    expect(res.json()).toMatchObject({ errCode: 0 });
    expect(await profile(staffEmail)).toMatchObject({ roleId: Role.Staff, phoneNumber: '912345678', gender: 'Female', language: null });

    const customerEmail = uniqueEmail('new-customer');
    await (await t.caller()).auth.register({
      firstName: 'An',
      lastName: 'Vo',
      email: customerEmail,
      password: 'salon-pass-1',
      confirmPassword: 'salon-pass-1',
    });
    expect(await profile(customerEmail)).toMatchObject({ roleId: Role.Customer, phoneNumber: '', gender: null });
  });
});

describe('a reset link', () => {
  const resetEmailsTo = (email: string) =>
    t.deps.db.$count(schema.emails, and(eq(schema.emails.to, email), eq(schema.emails.kind, 'password-reset')));

  it('goes to an Active account, and never to a deactivated one or an unknown address', async () => {
    await expect(issuePasswordReset(t.deps, uniqueEmail('nobody'))).resolves.toBeUndefined();
    const active = await t.createUser();
    await issuePasswordReset(t.deps, active.email);
    expect(await resetEmailsTo(active.email)).toBe(1);
    const deactivated = await t.createUser({ status: UserStatus.Inactive });
    await issuePasswordReset(t.deps, deactivated.email);
    expect(await resetEmailsTo(deactivated.email)).toBe(0);
  });
});

describe('POST /api/register from an Active admin', () => {
  const register = async (admin: { id: number; roleId: string }, payload: Record<string, unknown>) =>
    t.server.inject({ method: 'POST', url: '/api/register', headers: { authorization: `Bearer ${await t.tokenFor(admin)}` }, payload });

  it('creates a customer for any other role asked, and answers a stylist without a position with its own message', async () => {
    const admin = await t.createUser({ roleId: Role.Admin });
    const email = uniqueEmail('admin-made-customer');
    const made = await register(admin, {
      firstName: 'Kim',
      lastName: 'Ly',
      email,
      password: 'salon-pass-1',
      confirmPassword: 'salon-pass-1',
      roleId: Role.Admin,
    });
    expect(made.json()).toMatchObject({ errCode: 0 });
    const [row] = await t.deps.db.select({ roleId: schema.users.roleId }).from(schema.users).where(eq(schema.users.email, email));
    expect(row?.roleId).toBe(Role.Customer);

    const noPosition = uniqueEmail('no-position');
    expectRefusal(
      await register(admin, {
        firstName: 'Kim',
        lastName: 'Ly',
        email: noPosition,
        password: 'salon-pass-1',
        phoneNumber: '912345678',
        roleId: Role.Stylist,
      }),
      400,
      messages.staffOrStylist.positionRequired,
    );
    expect(await t.deps.db.$count(schema.users, eq(schema.users.email, noPosition))).toBe(0);
  });

  it("asks anyone else for the register form's confirmation, whatever role they name", async () => {
    const email = uniqueEmail('no-confirmation');
    expectRefusal(
      await t.server.inject({
        method: 'POST',
        url: '/api/register',
        payload: { firstName: 'Kim', lastName: 'Ly', email, password: 'salon-pass-1', phoneNumber: '912345678', roleId: Role.Stylist },
      }),
      400,
      messages.register.confirmRequired,
    );
    expect(await t.deps.db.$count(schema.users, eq(schema.users.email, email))).toBe(0);
  });
});

describe('a reset link used twice at once', () => {
  it('changes the password once; the other answer says the link is no longer valid', async () => {
    const user = await t.createUser();
    const token = 'two-tabs-one-link-token';
    await t.deps.db.insert(schema.passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(t.now().getTime() + 60 * 60_000),
      createdAt: t.now(),
    });
    const answers = await Promise.allSettled([
      (await t.caller()).auth.resetPassword({ token, newPassword: 'first-tab-pass-1' }),
      (await t.caller()).auth.resetPassword({ token, newPassword: 'second-tab-pass-2' }),
    ]);
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    const refused = answers.find((a): a is PromiseRejectedResult => a.status === 'rejected');
    expect(refused?.reason).toMatchObject({ code: 'BAD_REQUEST', message: messages.resetPassword.invalidToken });
  });
});
