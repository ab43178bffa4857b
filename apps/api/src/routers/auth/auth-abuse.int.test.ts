import { schema } from '@hairsalon/db';
import { RESET_EMAILS_PER_ACCOUNT_PER_HOUR } from '@hairsalon/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, uniqueEmail } from '../../testing/test-app.js';
import { issuePasswordReset } from './auth.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '2' } });
});
afterAll(async () => {
  await t?.close();
});

const forgot = (email: string, remoteAddress: string) =>
  t.server.inject({ method: 'POST', url: '/api/forgot-password', payload: { email }, remoteAddress });

describe('forgot-password abuse', () => {
  it('one account gets at most the hourly cap of reset links, however many ask at once', async () => {
    const user = await t.createUser();
    await Promise.all(Array.from({ length: 6 }, () => issuePasswordReset(t.deps, user.email)));
    const tokens = await t.deps.db.select().from(schema.passwordResetTokens).where(eq(schema.passwordResetTokens.userId, user.id));
    expect(tokens).toHaveLength(RESET_EMAILS_PER_ACCOUNT_PER_HOUR);
    // The links sent count for the hour: 59 minutes on, still none.
    t.advance(59 * 60_000);
    await issuePasswordReset(t.deps, user.email);
    expect(await t.deps.db.$count(schema.passwordResetTokens, eq(schema.passwordResetTokens.userId, user.id))).toBe(
      RESET_EMAILS_PER_ACCOUNT_PER_HOUR,
    );
    // An hour after they were sent the account may ask again.
    t.advance(2 * 60_000);
    await issuePasswordReset(t.deps, user.email);
    const later = await t.deps.db.select().from(schema.passwordResetTokens).where(eq(schema.passwordResetTokens.userId, user.id));
    expect(later).toHaveLength(RESET_EMAILS_PER_ACCOUNT_PER_HOUR + 1);
  });
});

describe('per-address limits and IPv6', () => {
  it('addresses of one IPv6 /64 share one per-address limit; another /64 has its own', async () => {
    t.advance(61_000);
    // Limit 2 per email, 10 per address: eleven emails from eleven addresses of one /64.
    const codes: number[] = [];
    for (let i = 1; i <= 11; i++) codes.push((await forgot(uniqueEmail('v6'), `2001:db8:77:1::${i.toString(16)}`)).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes[10]).toBe(429);
    const other = await forgot(uniqueEmail('v6'), '2001:db8:77:2::1');
    expect(other.statusCode).toBe(200);
    expect(other.json()).toMatchObject({ errCode: 0 });
  });
});
