import { vi } from 'vitest';

/*
 * Mutation runs only (vitest.mutation.config.mjs; docs/decisions/017-mutation-testing.md). Stryker runs a module's
 * tests again for every mutant, and most of their time went to argon2: every test user is hashed at the production
 * cost (64 MiB, 3 passes, 4 lanes), and every sign-in verifies one. Here passwords are hashed at a small cost instead.
 * Still argon2id, and still verified against the parameters written in the hash, so what a test sees (a sign-in
 * taking the right password and refusing a wrong one, hashes starting $argon2id$) is unchanged; the cost parameters
 * are no part of the code being mutated.
 */
vi.mock('argon2', async (importOriginal) => {
  const actual = await importOriginal<{ default: typeof import('argon2') }>();
  const argon2 = actual.default;
  const light = { memoryCost: 4096, timeCost: 2, parallelism: 1 };
  return {
    ...actual,
    default: {
      ...argon2,
      hash: (password: string, options?: Parameters<typeof argon2.hash>[1]) => argon2.hash(password, { ...options, ...light }),
    },
  };
});
