import { schema } from '@hairsalon/db';
import { MAX_TRPC_BATCH_CALLS, messages } from '@hairsalon/shared';
import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestAppForFile } from './testing/test-app.js';
import { trpcTestClient } from './testing/trpc-client.js';

/** A /trpc request batches at most MAX_TRPC_BATCH_CALLS calls: a bigger one is refused before any of its calls runs. */
const t = startTestAppForFile();

const registration = (n: number, tag: string) => ({
  firstName: 'Batch',
  lastName: 'Caller',
  email: `batch-${tag}-${n}@example.com`,
  password: 'tulip-harbor-92',
  confirmPassword: 'tulip-harbor-92',
});

describe('a tRPC batch', () => {
  it('of one call more than the limit is refused with 400 and the limit named, and none of its calls runs', async () => {
    const trpc = trpcTestClient(t.server, { batch: true });
    const calls = Array.from({ length: MAX_TRPC_BATCH_CALLS + 1 }, (_, n) =>
      trpc.answer(trpc.client.auth.register.mutate(registration(n, 'over'))),
    );
    const answers = await Promise.all(calls);
    expect(trpc.lastStatus()).toBe(400);
    for (const answer of answers) expect(answer.error?.message).toBe(messages.generic.batchTooLarge);
    expect(await t.deps.db.$count(schema.users, like(schema.users.email, 'batch-over-%'))).toBe(0);
  });

  it('at the limit runs every call', async () => {
    const trpc = trpcTestClient(t.server, { batch: true });
    const answers = await Promise.all(Array.from({ length: MAX_TRPC_BATCH_CALLS }, () => trpc.answer(trpc.client.service.list.query())));
    expect(trpc.lastStatus()).toBe(200);
    expect(answers.every((answer) => Array.isArray(answer.data))).toBe(true);
  });
});
