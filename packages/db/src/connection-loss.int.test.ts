import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle, isDatabaseUnavailable } from './client.js';
import { type StallableProxy, startStallableProxy } from './stallable-proxy.js';
import { createTestDatabase, type TestDatabase } from './testing.js';

/**
 * A lost or stalled PostgreSQL connection fails the work on it and is reported; it never ends the process (an 'error'
 * event with no listener would, and vitest fails the run on it) and the pool serves the next caller (decision 024).
 */
describe('losing database connections', () => {
  let testDb: TestDatabase;
  let proxy: StallableProxy;
  let handle: DatabaseHandle;
  let admin: pg.Client;
  const reported: string[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase('hairsalon_db_test');
    proxy = await startStallableProxy(testDb.url);
    handle = createDatabase({
      url: proxy.url,
      poolSize: 3,
      limits: { connectTimeoutMs: 1_000, statementTimeoutMs: 1_000, idleInTransactionTimeoutMs: 2_000, queryTimeoutMs: 1_500 },
      onConnectionError: (error, connection) => reported.push(`${connection}: ${error.message}`),
    });
    admin = new pg.Client({ connectionString: testDb.url });
    await admin.connect();
  });
  afterAll(async () => {
    await handle?.close();
    await admin?.end();
    await proxy?.close();
    await testDb?.drop();
  });

  const selectOne = async () => (await handle.executeSql('select 1 as one')).rows;
  const terminate = (pid: number) => admin.query('select pg_terminate_backend($1)', [pid]);
  const appBackends = async (state: string) =>
    (
      await admin.query<{ pid: number }>(
        "select pid from pg_stat_activity where datname = $1 and application_name = 'hairsalon' and state = $2",
        [testDb.name, state],
      )
    ).rows.map((row) => row.pid);
  const until = async (condition: () => boolean, ms = 5_000) => {
    const deadline = Date.now() + ms;
    while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    return condition();
  };

  it('an idle pooled connection terminated by the server is reported, and the next query gets a fresh one', async () => {
    await Promise.all([selectOne(), selectOne(), selectOne()]);
    const idle = await appBackends('idle');
    expect(idle.length).toBeGreaterThan(0);
    reported.length = 0;
    for (const pid of idle) await terminate(pid);
    expect(await until(() => reported.length >= idle.length)).toBe(true);
    expect(reported[0]).toMatch(/^pool: /);
    expect(await selectOne()).toEqual([{ one: 1 }]);
  });

  it('a connection terminated while checked out fails its transaction as "unavailable", and the pool goes on', async () => {
    reported.length = 0;
    const failure = await handle.db
      .transaction(async (tx) => {
        const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] };
        const [row] = rows;
        await terminate(Number(row?.pid));
        // Idle in its transaction when the server ends it: the client hears of it between two statements.
        await until(() => reported.length > 0);
        await tx.execute(sql`select 1`);
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure).not.toBeNull();
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(reported.some((line) => line.startsWith('pool: '))).toBe(true);
    expect(await selectOne()).toEqual([{ one: 1 }]);
  });

  it('every connection reset at once (a failover): the queries fail as "unavailable" and the next ones succeed', async () => {
    const running = handle.executeSql('select pg_sleep(0.5)').then(
      () => null,
      (error: unknown) => error,
    );
    // Cut while the statement runs on the server, not before it got there.
    const sleeping = async () =>
      (await appBackends('active')).length > 0 &&
      (await admin.query("select 1 from pg_stat_activity where datname = $1 and query like 'select pg_sleep%'", [testDb.name])).rowCount ===
        1;
    for (let seen = await sleeping(); !seen; seen = await sleeping());
    proxy.cutAll();
    expect(isDatabaseUnavailable(await running)).toBe(true);
    expect(await selectOne()).toEqual([{ one: 1 }]);
  });

  it('a network stall fails a query within the client’s limit, and no stuck connection is handed out afterwards', async () => {
    await selectOne();
    proxy.stall();
    const from = Date.now();
    const stalled = await selectOne().then(
      () => null,
      (error: unknown) => error,
    );
    const waited = Date.now() - from;
    expect(isDatabaseUnavailable(stalled)).toBe(true);
    expect(waited).toBeLessThan(5_000);
    // A transaction caught by the stall gives its connection back with the query still on the wire.
    const inTransaction = await handle.db
      .transaction(async (tx) => tx.execute(sql`select 1`))
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isDatabaseUnavailable(inTransaction)).toBe(true);
    // New connections get through; the stalled ones never hear again (their state was lost on the way).
    proxy.resumeNewOnly();
    // Three callers at once use every connection of the pool: none of them waits behind an answer that never came.
    const after = await Promise.all([selectOne(), selectOne(), selectOne()]);
    expect(after).toEqual([[{ one: 1 }], [{ one: 1 }], [{ one: 1 }]]);
    // No connection was kept out of the pool by the failed transactions.
    await handle.db.transaction(async (tx) => tx.execute(sql`select 1`));
    expect(handle.poolStats()?.total).toBe(handle.poolStats()?.idle);
  });

  it('transactions whose BEGIN meets a lost connection give their connection back: the pool never runs dry', async () => {
    for (let round = 0; round < 4; round++) {
      await Promise.all([selectOne(), selectOne(), selectOne()]);
      proxy.cutAll();
      // Each transaction may take a connection the reset just killed; none may keep it.
      await Promise.all(
        [1, 2, 3].map(() =>
          handle.db
            .transaction(async (tx) => tx.execute(sql`select 1`))
            .catch((error: unknown) => expect(isDatabaseUnavailable(error)).toBe(true)),
        ),
      );
    }
    await handle.db.transaction(async (tx) => tx.execute(sql`select 1`));
    expect(handle.poolStats()?.waiting).toBe(0);
    expect(handle.poolStats()?.total).toBe(handle.poolStats()?.idle);
  });

  it('a statement over the statement timeout is cancelled by the server and reads as "unavailable"', async () => {
    const error = await handle.executeSql('select pg_sleep(3)').then(
      () => null,
      (e: unknown) => e,
    );
    expect((error as { code?: string } | null)?.code).toBe('57014');
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('the LISTEN connection, terminated, is reported and comes back', async () => {
    const live: boolean[] = [];
    handle.changes.on('live', (value) => live.push(value));
    const stop = await handle.listenForChanges();
    try {
      expect(live.at(-1)).toBe(true);
      reported.length = 0;
      const { rows } = await admin.query<{ pid: number }>(
        "select pid from pg_stat_activity where datname = $1 and application_name = 'hairsalon-listen'",
        [testDb.name],
      );
      expect(rows).toHaveLength(1);
      await terminate(Number(rows[0]?.pid));
      expect(await until(() => live.includes(false))).toBe(true);
      expect(reported.some((line) => line.startsWith('listen: '))).toBe(true);
      expect(await until(() => live.at(-1) === true, 5_000)).toBe(true);
    } finally {
      await stop();
    }
  });
});

describe('isDatabaseUnavailable', () => {
  it('tells a lost or refused database from a statement the database refused', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('sorry, too many clients already'), { code: '53300' }))).toBe(true);
    // Wrapped, as Drizzle and tRPC wrap it.
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: new Error('Query read timeout') }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key value'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('deadlock detected'), { code: '40P01' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
