import { schema } from '@hairsalon/db';
import { messages, messagesVi, Role } from '@hairsalon/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal, expectSuccess } from '../../testing/rest-answers.js';
import { startTestApp, type TestApp, uniqueEmail } from '../../testing/test-app.js';
import { trpcTestClient } from '../../testing/trpc-client.js';
import { PASSWORD_RESET_JOB } from './auth.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const tooWeak = messages.password.tooWeak;
const tooWeakVi = messagesVi.password.tooWeak;
const vi = { 'accept-language': 'vi' };

async function usersWithEmail(email: string): Promise<number> {
  return t.deps.db.$count(schema.users, eq(schema.users.email, email));
}

const registerForm = (email: string, password: string) => ({ firstName: 'An', lastName: 'Vo', email, password, confirmPassword: password });
const staffForm = (email: string, password: string) => ({ firstName: 'An', lastName: 'Vo', email, phoneNumber: '912345678', password });

const restRegister = (payload: object, headers: Record<string, string> = {}) =>
  t.server.inject({ method: 'POST', url: '/api/register', payload, headers });

const resetLink = /\/reset-password\/([A-Za-z0-9_-]+)/;
const seenMails = new Set<string>();
/** Asks for a reset link the way a user does and reads it from the email. */
async function resetTokenFor(email: string): Promise<string> {
  await (await t.caller()).auth.forgotPassword({ email });
  const mail = await t.smtp.waitFor((m) => JSON.stringify(m.to).includes(email) && !seenMails.has(String(m.messageId)));
  seenMails.add(String(mail.messageId));
  const token = resetLink.exec(String(mail.html))?.[1];
  if (!token) throw new Error('no reset link');
  return token;
}
const restReset = (token: string, newPassword: string, headers: Record<string, string> = {}) =>
  t.server.inject({
    method: 'PUT',
    url: `/api/reset-password/${token}`,
    payload: new URLSearchParams({ newPassword }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
async function signsIn(email: string, password: string): Promise<boolean> {
  const res = await t.server.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  return res.json().errCode === 0;
}

describe('a new password too easy to guess', () => {
  describe('register', () => {
    it('POST /api/register refuses password123 with the message on the field, and creates nothing', async () => {
      const email = uniqueEmail('weak');
      const body = expectRefusal(await restRegister(registerForm(email, 'password123')), 400, tooWeak);
      expect(body.fieldErrors).toEqual({ password: tooWeak });
      expect(await usersWithEmail(email)).toBe(0);
    });

    it('answers it in Vietnamese with Accept-Language: vi', async () => {
      const email = uniqueEmail('weak-vi');
      const body = expectRefusal(await restRegister(registerForm(email, 'password123'), vi), 400, tooWeakVi);
      expect(body.fieldErrors).toEqual({ password: tooWeakVi });
      expect(await usersWithEmail(email)).toBe(0);
    });

    it('tRPC auth.register refuses it, in English and in Vietnamese, and creates nothing', async () => {
      const email = uniqueEmail('weak-trpc');
      await expect((await t.caller()).auth.register(registerForm(email, 'password123'))).rejects.toThrow(tooWeak);
      const api = trpcTestClient(t.server, { headers: vi });
      const refused = await api.answer(api.client.auth.register.mutate(registerForm(email, 'password123')));
      expect(refused.status).toBe(400);
      expect(refused.error?.shape).toMatchObject({
        message: tooWeakVi,
        data: { fieldErrors: { password: tooWeakVi }, reason: 'password.tooWeak' },
      });
      expect(await usersWithEmail(email)).toBe(0);
    });

    it("refuses a password made of the person's own names, which someone else may use", async () => {
      const thuy = { firstName: 'Thuy', lastName: 'Hoang', email: uniqueEmail('thuy') };
      const own = { ...thuy, password: 'ThuyHoang88', confirmPassword: 'ThuyHoang88' };
      expectRefusal(await restRegister(own), 400, tooWeak);
      expect(await usersWithEmail(thuy.email)).toBe(0);
      const stranger = uniqueEmail('stranger');
      expectSuccess(await restRegister(registerForm(stranger, 'ThuyHoang88')));
      expect(await signsIn(stranger, 'ThuyHoang88')).toBe(true);
    });

    it("answers the spec's length message first", async () => {
      const email = uniqueEmail('short');
      const body = expectRefusal(await restRegister(registerForm(email, 'abc')), 400, messages.register.passwordMin);
      expect(body.fieldErrors).toEqual({ password: messages.register.passwordMin });
    });
  });

  describe('reset', () => {
    it.each(['tRPC', 'REST'] as const)('refuses password123 through %s and changes nothing: the link still works', async (door) => {
      const user = await t.createUser();
      const token = await resetTokenFor(user.email);
      if (door === 'tRPC') {
        await expect((await t.caller()).auth.resetPassword({ token, newPassword: 'password123' })).rejects.toThrow(tooWeak);
      } else {
        const body = expectRefusal(await restReset(token, 'password123'), 400, tooWeak);
        expect(body.fieldErrors).toEqual({ newPassword: tooWeak });
      }
      expect(await signsIn(user.email, user.password)).toBe(true);
      expect(await signsIn(user.email, 'password123')).toBe(false);
      // The refused attempt did not use up the link.
      expectSuccess(await restReset(token, 'a-new-secret-9'));
      expect(await signsIn(user.email, 'a-new-secret-9')).toBe(true);
    });

    it('answers it in Vietnamese with Accept-Language: vi', async () => {
      const user = await t.createUser();
      const token = await resetTokenFor(user.email);
      const body = expectRefusal(await restReset(token, 'password123', vi), 400, tooWeakVi);
      expect(body.fieldErrors).toEqual({ newPassword: tooWeakVi });
      expect(await signsIn(user.email, user.password)).toBe(true);
    });

    it("judges with the account's names and email, which the request does not carry", async () => {
      const user = await t.createUser({ firstName: 'Thuy', lastName: 'Hoang' });
      const token = await resetTokenFor(user.email);
      expectRefusal(await restReset(token, 'ThuyHoang88'), 400, tooWeak);
      const local = user.email.slice(0, user.email.indexOf('@'));
      expectRefusal(await restReset(token, local), 400, tooWeak);
      expect(await signsIn(user.email, user.password)).toBe(true);
    });

    it("checks the link first, and answers the spec's length message first", async () => {
      await expect((await t.caller()).auth.resetPassword({ token: 'not-a-token', newPassword: 'password123' })).rejects.toThrow(
        messages.resetPassword.invalidToken,
      );
      const user = await t.createUser();
      const token = await resetTokenFor(user.email);
      expectRefusal(await restReset(token, 'abc'), 400, messages.resetPassword.passwordMin);
    });
  });

  describe('staff and stylists an admin creates', () => {
    it('tRPC user.createStaff and stylist.create refuse password123 and create nothing', async () => {
      const admin = await t.caller(await t.createUser({ roleId: Role.Admin }));
      const staffEmail = uniqueEmail('staff');
      await expect(admin.user.createStaff(staffForm(staffEmail, 'password123'))).rejects.toThrow(tooWeak);
      const stylistEmail = uniqueEmail('stylist');
      await expect(admin.stylist.create({ ...staffForm(stylistEmail, 'password123'), positionId: 'P1' })).rejects.toThrow(tooWeak);
      // Their own names too.
      await expect(
        admin.user.createStaff({ ...staffForm(staffEmail, 'ThuyHoang88'), firstName: 'Thuy', lastName: 'Hoang' }),
      ).rejects.toThrow(tooWeak);
      expect(await usersWithEmail(staffEmail)).toBe(0);
      expect(await usersWithEmail(stylistEmail)).toBe(0);
    });

    it.each([
      ['staff', { roleId: 'R1' }],
      ['a stylist', { roleId: 'R3', positionId: 'P1' }],
    ])('POST /api/register for %s refuses it, in English and in Vietnamese, and creates nothing', async (_kind, extra) => {
      const admin = await t.createUser({ roleId: Role.Admin });
      const auth = { authorization: `Bearer ${await t.tokenFor(admin)}` };
      const email = uniqueEmail('rest-staff');
      const payload = { ...staffForm(email, 'password123'), ...extra };
      const body = expectRefusal(await restRegister(payload, auth), 400, tooWeak);
      expect(body.fieldErrors).toEqual({ password: tooWeak });
      const bodyVi = expectRefusal(await restRegister(payload, { ...auth, ...vi }), 400, tooWeakVi);
      expect(bodyVi.fieldErrors).toEqual({ password: tooWeakVi });
      expect(await usersWithEmail(email)).toBe(0);
      // A strong one is taken, and the account is of the kind asked for.
      const created = expectSuccess<{ data: { roleId: string } }>(await restRegister({ ...payload, password: 'salon-pass-1' }, auth));
      expect(created.data.roleId).toBe(extra.roleId);
    });

    it("answers the spec's length message first", async () => {
      const admin = await t.caller(await t.createUser({ roleId: Role.Admin }));
      await expect(admin.user.createStaff(staffForm(uniqueEmail('short'), '123'))).rejects.toThrow(messages.staffOrStylist.passwordMin);
    });
  });

  it('signing in never judges strength: an existing weak password still works', async () => {
    const user = await t.createUser({ password: 'password123' });
    expect(await signsIn(user.email, 'password123')).toBe(true);
  });
});

describe('forgot password', () => {
  async function queuedResetJobs(email: string): Promise<number> {
    const { rows } = await t.deps.database.executeSql(`select count(*)::int as n from pgboss.job where name = $1 and data->>'email' = $2`, [
      PASSWORD_RESET_JOB,
      email,
    ]);
    return Number((rows[0] as { n: number }).n);
  }

  it('does the same for a known and an unknown email: queues one job, which decides', async () => {
    const user = await t.createUser();
    const ghost = uniqueEmail('ghost');
    const caller = await t.caller();
    const known = await caller.auth.forgotPassword({ email: user.email });
    const unknown = await caller.auth.forgotPassword({ email: ghost });
    expect(known).toEqual(unknown);
    expect(await queuedResetJobs(user.email)).toBe(1);
    expect(await queuedResetJobs(ghost)).toBe(1);
    const mail = await t.smtp.waitFor((m) => JSON.stringify(m.to).includes(user.email));
    expect(mail.html).toMatch(/\/reset-password\/[A-Za-z0-9_-]+/);
    expect(t.smtp.messages.some((m) => JSON.stringify(m.to).includes(ghost))).toBe(false);
  });
});
