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

describe('parallel refreshes of one page (issue 20 item 6: the reuse window)', () => {
  const post = (url: string, payload: object) => t.server.inject({ method: 'POST', url, payload });

  async function signIn() {
    const user = await t.createUser();
    const res = await post('/api/login', { email: user.email, password: user.password });
    expect(res.statusCode, res.body).toBe(200);
    const { accessToken, refreshToken } = res.json() as { accessToken: string; refreshToken: string };
    return { user, accessToken, refreshToken };
  }

  async function openTokens(userId: number): Promise<number> {
    const rows = await t.deps.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${schema.refreshTokens} where ${schema.refreshTokens.userId} = ${userId} and ${schema.refreshTokens.revokedAt} is null`,
    );
    const first = (rows as unknown as { rows?: { n: number }[] }).rows?.[0] ?? (rows as unknown as { n: number }[])[0];
    return first?.n ?? 0;
  }

  /** The answers of one refresh each, as the client reads them. */
  const tokensOf = (answers: { statusCode: number; body: string; json(): unknown }[]) =>
    answers.map((res) => {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ success: true, accessToken: expect.any(String), refreshToken: expect.any(String) });
      return res.json() as { accessToken: string; refreshToken: string };
    });

  it('four refreshes with the same pair at once all succeed, with one new refresh token, and the session lives', async () => {
    const session = await signIn();
    const pair = { accessToken: session.accessToken, refreshToken: session.refreshToken };
    const answers = tokensOf(await Promise.all(Array.from({ length: 4 }, () => post('/api/refresh-token', pair))));
    // Whichever answer the client keeps, it holds the one refresh token the session goes on with.
    expect(new Set(answers.map((a) => a.refreshToken)).size).toBe(1);
    expect(answers[0]?.refreshToken).not.toBe(session.refreshToken);
    for (const { accessToken } of answers) expect(await meStatus(accessToken)).toBe(200);
    expect(await meStatus(session.accessToken)).toBe(200);
    // The session goes on: the new refresh token refreshes, and its tokens work.
    const [next] = tokensOf([await post('/api/refresh-token', { refreshToken: answers[0]?.refreshToken ?? '' })]);
    expect(await meStatus(next?.accessToken ?? '')).toBe(200);
    expect(await openTokens(session.user.id)).toBeGreaterThan(0);
  });

  it('refreshes that wait on the first one while it commits (truly in parallel on PostgreSQL) get its new pair', async () => {
    const session = await signIn();
    const refresh = () => post('/api/refresh-token', { accessToken: session.accessToken, refreshToken: session.refreshToken });
    let others: Awaited<ReturnType<typeof refresh>>[] = [];
    // The three others start once the first has rotated the token but not committed: they wait on its lock.
    const { refreshed } = await raceInsideRefresh(refresh, async () => {
      others = await Promise.all([refresh(), refresh(), refresh()]);
    });
    if (refreshed instanceof Error) throw refreshed;
    const answers = tokensOf([refreshed, ...others]);
    expect(new Set(answers.map((a) => a.refreshToken)).size).toBe(1);
    for (const { accessToken } of answers) expect(await meStatus(accessToken)).toBe(200);
    tokensOf([await post('/api/refresh-token', { refreshToken: answers[0]?.refreshToken ?? '' })]);
  });

  it('a repeat within the window, to either refresh path, gets the same new refresh token; the session lives', async () => {
    const session = await signIn();
    const [first] = tokensOf([await post('/api/refresh-token', { refreshToken: session.refreshToken })]);
    t.advance(29_000);
    const [again, viaLogin] = tokensOf([
      await post('/api/refresh-token', { refreshToken: session.refreshToken }),
      await post('/api/login', { accessToken: session.accessToken, refreshToken: session.refreshToken }),
    ]);
    expect(again?.refreshToken).toBe(first?.refreshToken);
    expect(viaLogin?.refreshToken).toBe(first?.refreshToken);
    expect(await meStatus(again?.accessToken ?? '')).toBe(200);
    tokensOf([await post('/api/refresh-token', { refreshToken: first?.refreshToken ?? '' })]);
  });

  it('a reuse after the window still revokes the whole session', async () => {
    const session = await signIn();
    const [first] = tokensOf([await post('/api/refresh-token', { refreshToken: session.refreshToken })]);
    t.advance(30_000);
    const late = await post('/api/refresh-token', { refreshToken: session.refreshToken });
    expect(late.statusCode, late.body).toBe(401);
    expect(late.json()).toMatchObject({ errCode: 401, success: false, errMessage: messages.session.expired });
    // The family is revoked: the new refresh token and the access tokens of the session are refused too.
    expect((await post('/api/refresh-token', { refreshToken: first?.refreshToken ?? '' })).statusCode).toBe(401);
    expect(await meStatus(first?.accessToken ?? '')).toBe(401);
    expect(await meStatus(session.accessToken)).toBe(401);
    expect(await openTokens(session.user.id)).toBe(0);
  });

  it('a repeat within the window of a session ended meanwhile (logout) gets nothing', async () => {
    const session = await signIn();
    const [first] = tokensOf([await post('/api/refresh-token', { refreshToken: session.refreshToken })]);
    expect((await post('/api/logout', { refreshToken: first?.refreshToken ?? '' })).statusCode).toBe(200);
    const again = await post('/api/refresh-token', { refreshToken: session.refreshToken });
    expect(again.statusCode, again.body).toBe(401);
    expect(await openTokens(session.user.id)).toBe(0);
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
