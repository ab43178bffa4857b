import { schema } from '@hairsalon/db';
import { messages, Role } from '@hairsalon/shared';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal, expectSuccess } from '../../testing/rest-answers.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function signIn(user: { email: string; password: string }) {
  const caller = await t.caller();
  return caller.auth.login({ email: user.email, password: user.password });
}

/** What a browser holding the access token gets from a signed-in call. */
async function meStatus(accessToken: string): Promise<number> {
  const res = await t.server.inject({ method: 'GET', url: '/trpc/auth.me', headers: { authorization: `Bearer ${accessToken}` } });
  return res.statusCode;
}

const resetLink = /\/reset-password\/([A-Za-z0-9_-]+)/;
async function requestResetLink(email: string, seen: Set<string>): Promise<string> {
  await (await t.caller()).auth.forgotPassword({ email });
  const mail = await t.smtp.waitFor((m) => JSON.stringify(m.to).includes(email) && !seen.has(String(m.messageId)));
  seen.add(String(mail.messageId));
  const token = resetLink.exec(String(mail.html))?.[1];
  if (!token) throw new Error('no reset link');
  return token;
}

describe('sessions', () => {
  it('an access token stops working as soon as its session logs out; other sessions go on', async () => {
    const user = await t.createUser();
    const phone = await signIn(user);
    const laptop = await signIn(user);
    expect(await meStatus(phone.accessToken)).toBe(200);
    await (await t.caller()).auth.logout({ refreshToken: phone.refreshToken });
    expect(await meStatus(phone.accessToken)).toBe(401);
    expect(await meStatus(laptop.accessToken)).toBe(200);
  });

  it('a password reset ends every session at once, access tokens included', async () => {
    const user = await t.createUser();
    const a = await signIn(user);
    const b = await signIn(user);
    const token = await requestResetLink(user.email, new Set());
    await (await t.caller()).auth.resetPassword({ token, newPassword: 'a-new-secret-9' });
    expect(await meStatus(a.accessToken)).toBe(401);
    expect(await meStatus(b.accessToken)).toBe(401);
    // Signing in again with the new password works.
    expect(await meStatus((await signIn({ email: user.email, password: 'a-new-secret-9' })).accessToken)).toBe(200);
  });

  it('a password reset voids every other reset link of the user', async () => {
    const user = await t.createUser();
    const seen = new Set<string>();
    const older = await requestResetLink(user.email, seen);
    const newer = await requestResetLink(user.email, seen);
    expect(older).not.toBe(newer);
    await (await t.caller()).auth.resetPassword({ token: newer, newPassword: 'a-new-secret-9' });
    await expect((await t.caller()).auth.resetPassword({ token: older, newPassword: 'attacker-pick-9' })).rejects.toThrow(
      messages.resetPassword.invalidToken,
    );
    expect((await signIn({ email: user.email, password: 'a-new-secret-9' })).accessToken).toBeTruthy();
  });

  /** PUT /api/reset-password/{token} as the spec's client sends it (form-encoded newPassword). */
  const restReset = (token: string, newPassword: string) =>
    t.server.inject({
      method: 'PUT',
      url: `/api/reset-password/${token}`,
      payload: new URLSearchParams({ newPassword }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  it.each(['tRPC', 'REST'] as const)('asking for a new reset link voids the older unused ones (%s)', async (door) => {
    const user = await t.createUser();
    const seen = new Set<string>();
    const older = await requestResetLink(user.email, seen);
    const newer = await requestResetLink(user.email, seen);
    expect(older).not.toBe(newer);

    // The older link is refused through both doors, and changes nothing.
    await expect((await t.caller()).auth.resetPassword({ token: older, newPassword: 'attacker-pick-9' })).rejects.toThrow(
      messages.resetPassword.invalidToken,
    );
    expectRefusal(await restReset(older, 'attacker-pick-9'), 400, messages.resetPassword.invalidToken);
    expect((await signIn(user)).accessToken).toBeTruthy();

    // The newer one works.
    if (door === 'tRPC') {
      await expect((await t.caller()).auth.resetPassword({ token: newer, newPassword: 'a-new-secret-9' })).resolves.toEqual({
        message: messages.resetPassword.success,
      });
    } else {
      expect(expectSuccess(await restReset(newer, 'a-new-secret-9')).message).toBe(messages.resetPassword.success);
    }
    expect((await signIn({ email: user.email, password: 'a-new-secret-9' })).accessToken).toBeTruthy();
  });

  it('deactivating a user ends their access tokens at once', async () => {
    const admin = await t.createUser({ roleId: Role.Admin });
    const user = await t.createUser();
    const session = await signIn(user);
    await (await t.caller(admin)).user.changeStatus({ id: user.id });
    expect(await meStatus(session.accessToken)).toBe(401);
    const [row] = await t.deps.db.select({ status: schema.users.status }).from(schema.users).where(eq(schema.users.id, user.id));
    expect(row?.status).toBe('Inactive');
  });

  it('refuses a token that names no session', async () => {
    const user = await t.createUser();
    const iat = Math.floor(t.now().getTime() / 1000);
    const token = await new SignJWT({ role: user.roleId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt(iat)
      .setExpirationTime(iat + 600)
      .sign(t.config.jwtSecret);
    expect(await meStatus(token)).toBe(401);
  });
});
