import { messages } from '@hairsalon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../../testing/rest-answers.js';
import { startTestApp, type TestApp, uniqueEmail } from '../../testing/test-app.js';
import { PASSWORD_RESET_JOB } from './auth.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('common passwords', () => {
  it('register refuses one of the 10,000 most common passwords with the message', async () => {
    const res = await t.server.inject({
      method: 'POST',
      url: '/api/register',
      payload: { firstName: 'An', lastName: 'Vo', email: uniqueEmail('common'), password: 'iloveyou', confirmPassword: 'iloveyou' },
    });
    const body = expectRefusal(res, 400, messages.password.tooCommon);
    expect(body.fieldErrors).toEqual({ password: messages.password.tooCommon });
  });

  it('reset and staff creation refuse one too', async () => {
    const caller = await t.caller();
    await expect(caller.auth.resetPassword({ token: 'any-token', newPassword: 'sunshine' })).rejects.toThrow(messages.password.tooCommon);
    const admin = await t.createUser({ roleId: 'R2' });
    await expect(
      (await t.caller(admin)).user.createStaff({
        firstName: 'An',
        lastName: 'Vo',
        email: uniqueEmail('staff'),
        phoneNumber: '912345678',
        password: 'Football',
      }),
    ).rejects.toThrow(messages.password.tooCommon);
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
