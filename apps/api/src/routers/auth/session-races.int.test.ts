import { schema } from '@hairsalon/db';
import { messages, Role } from '@hairsalon/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  // Its own database: the races below wait until some connection waits on a lock, and other suites' lock waits on a
  // shared database would end that wait early.
  t = await startTestApp({ isolated: true, env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
});
afterAll(async () => {
  await t?.close();
});

async function meStatus(accessToken: string): Promise<number> {
  const res = await t.server.inject({ method: 'GET', url: '/trpc/auth.me', headers: { authorization: `Bearer ${accessToken}` } });
  return res.statusCode;
}

/** Waits (polling the server, no fixed sleep) until some other connection is blocked on a lock. */
async function untilSomeoneWaitsOnALock(): Promise<void> {
  for (let i = 0; i < 500; i++) {
    const rows = await t.deps.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    const first = (rows as unknown as { rows?: { n: number }[] }).rows?.[0] ?? (rows as unknown as { n: number }[])[0];
    if ((first?.n ?? 0) > 0) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error('nobody waited on a lock');
}

/**
 * Runs `refresh` so that `other` starts while the refresh's transaction has done its work but not yet committed, and
 * lets it commit only once `other` is blocked on a lock (or after `other` finished, when nothing blocks it).
 */
async function raceInsideRefresh<T>(refresh: () => Promise<T>, other: () => Promise<unknown>): Promise<{ refreshed: T | Error }> {
  const db = t.deps.db;
  const real = db.transaction.bind(db);
  let otherDone: Promise<unknown> | undefined;
  const spy = vi.spyOn(db, 'transaction').mockImplementationOnce(((fn: (tx: unknown) => Promise<unknown>, config?: unknown) =>
    real(async (tx) => {
      const result = await fn(tx);
      otherDone = other();
      const settled = otherDone.then(
        () => 'done',
        () => 'done',
      );
      await Promise.race([untilSomeoneWaitsOnALock(), settled]);
      return result;
      // biome-ignore lint/suspicious/noExplicitAny: drizzle's transaction signature is generic over the schema
    }, config as any)) as any);
  let refreshed: T | Error;
  try {
    refreshed = await refresh();
  } catch (error) {
    refreshed = error as Error;
  }
  spy.mockRestore();
  await otherDone;
  return { refreshed };
}

describe('refresh racing a revoke', () => {
  it('a logout that commits while a refresh of the same session is in flight leaves no working token', async () => {
    const user = await t.createUser();
    const session = await (await t.caller()).auth.login({ email: user.email, password: user.password });
    const { refreshed } = await raceInsideRefresh(
      async () => (await t.caller()).auth.refresh({ refreshToken: session.refreshToken }),
      async () => (await t.caller()).auth.logout({ refreshToken: session.refreshToken }),
    );
    if (!(refreshed instanceof Error)) {
      expect(await meStatus(refreshed.accessToken)).toBe(401);
      await expect((await t.caller()).auth.refresh({ refreshToken: refreshed.refreshToken })).rejects.toThrow(messages.session.expired);
    }
    expect(await meStatus(session.accessToken)).toBe(401);
  });

  it('deactivating a user while their refresh is in flight leaves no open session', async () => {
    const admin = await t.createUser({ roleId: Role.Admin });
    const user = await t.createUser();
    const session = await (await t.caller()).auth.login({ email: user.email, password: user.password });
    const { refreshed } = await raceInsideRefresh(
      async () => (await t.caller()).auth.refresh({ refreshToken: session.refreshToken }),
      async () => (await t.caller(admin)).user.changeStatus({ id: user.id }),
    );
    if (!(refreshed instanceof Error)) {
      await expect((await t.caller()).auth.refresh({ refreshToken: refreshed.refreshToken })).rejects.toThrow(messages.session.expired);
    }
    const open = await t.deps.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${schema.refreshTokens} where ${schema.refreshTokens.userId} = ${user.id} and ${schema.refreshTokens.revokedAt} is null`,
    );
    const first = (open as unknown as { rows?: { n: number }[] }).rows?.[0] ?? (open as unknown as { n: number }[])[0];
    expect(first?.n).toBe(0);
  });

  it("an inactive user's refresh token is refused", async () => {
    const admin = await t.createUser({ roleId: Role.Admin });
    const user = await t.createUser();
    const session = await (await t.caller()).auth.login({ email: user.email, password: user.password });
    await (await t.caller(admin)).user.changeStatus({ id: user.id });
    await expect((await t.caller()).auth.refresh({ refreshToken: session.refreshToken })).rejects.toThrow(messages.session.expired);
  });
});

describe('sign-in lockout under parallel attempts', () => {
  it('parallel wrong passwords from one address get no more tries than the limit', async () => {
    const user = await t.createUser();
    const caller = await t.caller(undefined, '198.51.100.77');
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () => caller.auth.login({ email: user.email, password: 'wrong-password-1' })),
    );
    const reasons = results.map((r) => (r.status === 'rejected' ? String((r.reason as Error).message) : 'signed in'));
    expect(reasons.filter((m) => m === messages.login.invalidCredentials)).toHaveLength(3);
    expect(reasons.filter((m) => m === messages.generic.tooManyRequests)).toHaveLength(9);
    await expect(caller.auth.login({ email: user.email, password: user.password })).rejects.toThrow(messages.generic.tooManyRequests);
    // The owner elsewhere is not locked out by one address's failures.
    const home = await (await t.caller(undefined, '203.0.113.77')).auth.login({ email: user.email, password: user.password });
    expect(home.id).toBe(user.id);
  });
});
