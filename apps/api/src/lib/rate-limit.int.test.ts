import { schema } from '@hairsalon/db';
import { messages } from '@hairsalon/shared';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../testing/rest-answers.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { trpcTestClient } from '../testing/trpc-client.js';
import { countHit, pruneRateLimitHits, rateLimitKey, storedRateLimitKey } from './rate-limit.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const longEmail = `${'a'.repeat(3000)}@example.com`;

describe('a 3 KB email', () => {
  it('is refused at login with a clear 400, not a 500 (tRPC)', async () => {
    const api = trpcTestClient(t.server);
    const refused = await api.answer(api.client.auth.login.mutate({ email: longEmail, password: 'whatever-9' }));
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toBe(messages.generic.emailTooLong);
  });

  it('is refused at login with the message in the envelope (REST)', async () => {
    const res = await t.server.inject({ method: 'POST', url: '/api/login', payload: { email: longEmail, password: 'whatever-9' } });
    expectRefusal(res, 400, messages.generic.emailTooLong);
  });

  it('makes a rate-limit key that is stored bounded', async () => {
    const key = `login:email:${longEmail}`;
    expect(await countHit(t.deps.db, key, 60_000, t.now())).toBe(1);
    expect(await countHit(t.deps.db, key, 60_000, t.now())).toBe(2);
  });
});

describe('rate_limit_hits', () => {
  it('are pruned once their window ended, and current windows are kept', async () => {
    const old = [rateLimitKey('prune-test', 'old', 1), rateLimitKey('prune-test', 'old', 2)];
    const current = rateLimitKey('prune-test', 'current');
    for (const key of old) await countHit(t.deps.db, key, 60_000, t.now());
    t.advance(2 * 3_600_000);
    await countHit(t.deps.db, current, 3_600_000, t.now());
    const pruned = await pruneRateLimitHits(t.deps.db, t.now(), 1);
    expect(pruned).toBeGreaterThanOrEqual(2);
    const left = await t.deps.db
      .select({ key: schema.rateLimitHits.key })
      .from(schema.rateLimitHits)
      .where(inArray(schema.rateLimitHits.key, [...old, current].map(storedRateLimitKey)));
    expect(left.map((r) => r.key)).toEqual([storedRateLimitKey(current)]);
  });
});
