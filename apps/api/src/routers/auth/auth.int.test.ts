import { schema } from '@hairsalon/db';
import { messages, Role } from '@hairsalon/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../../testing/rest-answers.js';
import { containsSecret, startTestApp, type TestApp, uniqueEmail } from '../../testing/test-app.js';
import { trpcTestClient } from '../../testing/trpc-client.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.server.inject({ method: 'POST', url, payload, headers });

describe('POST /api/register', () => {
  it('creates a customer even when the caller asks for the admin role', async () => {
    const email = uniqueEmail('register');
    const res = await post('/api/register', {
      firstName: 'Lan',
      lastName: 'Pham',
      email,
      password: 'salon-pass-1',
      confirmPassword: 'salon-pass-1',
      roleId: 'R2',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ errCode: 0, success: true, message: messages.register.success });
    expect(containsSecret(body)).toBe(false);
    const [row] = await t.deps.db.select().from(schema.users).where(eq(schema.users.email, email));
    expect(row?.roleId).toBe(Role.Customer);
    expect(row?.passwordHash.startsWith('$argon2id$')).toBe(true);
  });

  it.each([
    [
      { lastName: 'P', email: 'a@b.co', password: 'salon-pass-1', confirmPassword: 'salon-pass-1' },
      'firstName',
      messages.register.firstNameRequired,
    ],
    [
      { firstName: 'A', email: 'a@b.co', password: 'salon-pass-1', confirmPassword: 'salon-pass-1' },
      'lastName',
      messages.register.lastNameRequired,
    ],
    [
      { firstName: 'A', lastName: 'B', password: 'salon-pass-1', confirmPassword: 'salon-pass-1' },
      'email',
      messages.register.emailRequired,
    ],
    [
      { firstName: 'A', lastName: 'B', email: 'not-an-email', password: 'salon-pass-1', confirmPassword: 'salon-pass-1' },
      'email',
      messages.register.emailInvalid,
    ],
    [
      { firstName: 'A', lastName: 'B', email: 'a@b.co', password: '123', confirmPassword: '123' },
      'password',
      messages.register.passwordMin,
    ],
    [
      { firstName: 'A', lastName: 'B', email: 'a@b.co', password: 'salon-pass-1', confirmPassword: 'salon-pass-2' },
      'confirmPassword',
      messages.register.passwordsMismatch,
    ],
  ])('refuses bad input with the spec message (%#)', async (payload, field, message) => {
    const before = await t.deps.db.$count(schema.users);
    const body = expectRefusal(await post('/api/register', payload), 400, message);
    expect(body).toMatchObject({ errors: message, fieldErrors: { [field]: message } });
    expect(await t.deps.db.$count(schema.users)).toBe(before);
  });

  it('refuses an email that is already registered (errCode 409)', async () => {
    const user = await t.createUser();
    const res = await post('/api/register', {
      firstName: 'A',
      lastName: 'B',
      email: user.email.toUpperCase(),
      password: 'salon-pass-1',
      confirmPassword: 'salon-pass-1',
    });
    expectRefusal(res, 409, messages.register.emailTaken);
  });

  it('answers a malformed JSON body with a refusal (errCode 400), not a 500', async () => {
    const res = await t.server.inject({
      method: 'POST',
      url: '/api/register',
      payload: '{"firstName":',
      headers: { 'content-type': 'application/json' },
    });
    expectRefusal(res, 400);
  });
});

describe('POST /api/login', () => {
  it('signs in and answers the spec fields without any secret', async () => {
    const user = await t.createUser({ lastName: 'Tran' });
    const res = await post('/api/login', { email: user.email, password: user.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ errCode: 0, success: true, roleId: 'R4', id: user.id, lastName: 'Tran', status: 'Active' });
    expect(typeof body.accessToken).toBe('string');
    expect(typeof body.refreshToken).toBe('string');
    expect(containsSecret(body)).toBe(false);
    // The access token works for a signed-in call.
    const me = await trpcTestClient(t.server, { token: body.accessToken }).client.auth.me.query();
    expect(me.email).toBe(user.email);
    expect(containsSecret(me)).toBe(false);
  });

  it('refuses a wrong password and an unknown email alike', async () => {
    const user = await t.createUser();
    const wrong = await post('/api/login', { email: user.email, password: 'wrong-password' });
    const unknown = await post('/api/login', { email: uniqueEmail('nobody'), password: 'whatever1' });
    // A refusal, not a 401: a spec client answers 401 by refreshing its session.
    expectRefusal(wrong, 400, messages.login.invalidCredentials);
    expectRefusal(unknown, 400, messages.login.invalidCredentials);
  });

  it('requires email and password with the spec messages', async () => {
    const body = expectRefusal(await post('/api/login', {}), 400, messages.login.emailRequired);
    expect(body.fieldErrors).toEqual({ email: messages.login.emailRequired, password: messages.login.passwordRequired });
    expect(body.errors).toBe(`${messages.login.emailRequired}\n${messages.login.passwordRequired}`);
  });

  it('refuses an inactive account with the spec message', async () => {
    const user = await t.createUser({ status: 'Inactive' });
    expectRefusal(await post('/api/login', { email: user.email, password: user.password }), 403, messages.login.inactive);
  });
});

describe('refresh and logout', () => {
  async function loginTokens() {
    const user = await t.createUser();
    const body = (await post('/api/login', { email: user.email, password: user.password })).json();
    return { user, accessToken: body.accessToken as string, refreshToken: body.refreshToken as string };
  }

  it('rotates the refresh token and revokes the family when a rotated token is reused after the reuse window', async () => {
    const { refreshToken } = await loginTokens();
    const first = await post('/api/refresh-token', { refreshToken });
    expect(first.statusCode).toBe(200);
    const next = first.json().refreshToken as string;
    expect(next).not.toBe(refreshToken);
    expect(typeof first.json().accessToken).toBe('string');

    // Past the window a page's parallel refreshes get (session-races.int.test.ts): a reuse, as a thief's would be.
    t.advance(t.config.refreshReuseWindowSeconds * 1000);
    const reuse = await post('/api/refresh-token', { refreshToken });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().errMessage).toBe(messages.session.expired);
    // The thief's reuse also ends the legitimate holder's session.
    const afterTheft = await post('/api/refresh-token', { refreshToken: next });
    expect(afterTheft.statusCode).toBe(401);
  });

  it('refuses a refresh after logout', async () => {
    const { refreshToken } = await loginTokens();
    const out = await post('/api/logout', { refreshToken });
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toBe(messages.session.logout);
    expect((await post('/api/refresh-token', { refreshToken })).statusCode).toBe(401);
  });

  it('treats an expired access token as signed out (401) so the client refreshes', async () => {
    const { accessToken, refreshToken } = await loginTokens();
    t.advance(16 * 60 * 1000);
    const res = await t.server.inject({ method: 'GET', url: '/trpc/auth.me', headers: { authorization: `Bearer ${accessToken}` } });
    expect(res.statusCode).toBe(401);
    const refreshed = await post('/api/refresh-token', { refreshToken });
    expect(refreshed.statusCode).toBe(200);
    const again = await t.server.inject({
      method: 'GET',
      url: '/trpc/auth.me',
      headers: { authorization: `Bearer ${refreshed.json().accessToken}` },
    });
    expect(again.statusCode).toBe(200);
  });

  it("refuses a deactivated user's next call and refresh", async () => {
    const { user, accessToken, refreshToken } = await loginTokens();
    await t.deps.db.update(schema.users).set({ status: 'Inactive' }).where(eq(schema.users.id, user.id));
    const res = await t.server.inject({ method: 'GET', url: '/trpc/auth.me', headers: { authorization: `Bearer ${accessToken}` } });
    expect(res.statusCode).toBe(401);
    expect((await post('/api/refresh-token', { refreshToken })).statusCode).toBe(401);
  });
});

describe('password reset', () => {
  const resetLink = /\/reset-password\/([A-Za-z0-9_-]+)/;

  it('answers the same for a known and an unknown email, and emails the link only to the known one', async () => {
    const user = await t.createUser({ firstName: '<b>Mai</b>' });
    const known = await post('/api/forgot-password', { email: user.email });
    const unknown = await post('/api/forgot-password', { email: uniqueEmail('ghost') });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const mail = await t.smtp.waitFor((m) => JSON.stringify(m.to).includes(user.email));
    expect(mail.html).toMatch(resetLink);
    expect(mail.html).not.toContain('<b>Mai</b>');
  });

  it('resets once with the emailed token, ends old sessions, and refuses reuse', async () => {
    const user = await t.createUser();
    const session = (await post('/api/login', { email: user.email, password: user.password })).json();
    await post('/api/forgot-password', { email: user.email });
    const mail = await t.smtp.waitFor((m) => JSON.stringify(m.to).includes(user.email));
    const token = resetLink.exec(String(mail.html))?.[1];
    expect(token).toBeTruthy();

    const reset = await t.server.inject({
      method: 'PUT',
      url: `/api/reset-password/${token}`,
      payload: 'newPassword=brand-new-1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe(messages.resetPassword.success);

    expectRefusal(await post('/api/login', { email: user.email, password: user.password }), 400);
    expect((await post('/api/login', { email: user.email, password: 'brand-new-1' })).json().errCode).toBe(0);
    expect((await post('/api/refresh-token', { refreshToken: session.refreshToken })).statusCode).toBe(401);

    const again = await t.server.inject({
      method: 'PUT',
      url: `/api/reset-password/${token}`,
      payload: 'newPassword=another-new-one-2',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectRefusal(again, 400, messages.resetPassword.invalidToken);
  });

  it('refuses a token older than one hour and an unknown token', async () => {
    const user = await t.createUser();
    await post('/api/forgot-password', { email: user.email });
    const mail = await t.smtp.waitFor((m) => JSON.stringify(m.to).includes(user.email));
    const token = resetLink.exec(String(mail.html))?.[1];
    t.advance(61 * 60 * 1000);
    const caller = await t.caller();
    await expect(caller.auth.resetPassword({ token: token ?? '', newPassword: 'brand-new-1' })).rejects.toThrow(
      messages.resetPassword.invalidToken,
    );
    await expect(caller.auth.resetPassword({ token: 'not-a-token', newPassword: 'brand-new-1' })).rejects.toThrow(
      messages.resetPassword.invalidToken,
    );
  });

  it('validates the new password with the spec message', async () => {
    const res = await t.server.inject({
      method: 'PUT',
      url: '/api/reset-password/whatever',
      payload: 'newPassword=123',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectRefusal(res, 400, messages.resetPassword.passwordMin);
  });
});

describe('health', () => {
  it('reports the database as reachable', async () => {
    const res = await t.server.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'postgres' });
  });
});
