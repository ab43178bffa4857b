import { createDatabase, type DatabaseHandle } from '@hairsalon/db';
import { createTestDatabase, type TestDatabase } from '@hairsalon/db/testing';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue } from './pg-boss-queue.js';
import type { JobQueue } from './queue.js';

const log = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });

/** A promise resolved from outside, so a test waits for the handler instead of sleeping. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('pg-boss job queue on PostgreSQL', () => {
  let testDb: TestDatabase;
  let handle: DatabaseHandle;
  let jobs: JobQueue;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    handle = createDatabase({ url: testDb.url, poolSize: 3 });
    jobs = createJobQueue(handle, log, { retryDelaySeconds: 1 });
    await jobs.start();
  });

  afterAll(async () => {
    await jobs?.stop();
    await handle?.close();
    await testDb?.drop();
  });

  it('delivers a sent job to its worker', async () => {
    const received = deferred<{ bookingId: number }>();
    await jobs.work<{ bookingId: number }>('test.round-trip', async (data) => received.resolve(data));
    const id = await jobs.send('test.round-trip', { bookingId: 12 });
    expect(id).toEqual(expect.any(String));
    await expect(received.promise).resolves.toEqual({ bookingId: 12 });
  });

  it('retries a failing job until it succeeds', async () => {
    let calls = 0;
    const done = deferred<number>();
    await jobs.work('test.flaky', async () => {
      calls += 1;
      if (calls < 2) throw new Error('transient failure');
      done.resolve(calls);
    });
    await jobs.send('test.flaky', {});
    await expect(done.promise).resolves.toBe(2);
  });

  it('keeps at most one queued job per singleton key', async () => {
    const later = new Date(Date.now() + 60 * 60 * 1000);
    const first = await jobs.send('test.keyed', { n: 1 }, { singletonKey: 'booking:1', startAfter: later });
    const second = await jobs.send('test.keyed', { n: 2 }, { singletonKey: 'booking:1', startAfter: later });
    const other = await jobs.send('test.keyed', { n: 3 }, { singletonKey: 'booking:2', startAfter: later });
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    expect(other).toEqual(expect.any(String));
  });

  it('runs nothing before startAfter', async () => {
    const seen: number[] = [];
    const done = deferred<void>();
    await jobs.work<{ n: number }>('test.deferred', async ({ n }) => {
      seen.push(n);
      if (n === 2) done.resolve();
    });
    await jobs.send('test.deferred', { n: 1 }, { startAfter: new Date(Date.now() + 60 * 60 * 1000) });
    await jobs.send('test.deferred', { n: 2 });
    await done.promise;
    expect(seen).toEqual([2]);
  });
});

describe('pg-boss job queue on PGlite', () => {
  let handle: DatabaseHandle;
  let jobs: JobQueue;

  beforeAll(async () => {
    handle = createDatabase({ dataDir: 'memory://' });
    await handle.migrate();
    jobs = createJobQueue(handle, log);
    await jobs.start();
  });

  afterAll(async () => {
    await jobs?.stop();
    await handle?.close();
  });

  it('delivers a sent job to its worker through the single connection', async () => {
    const received = deferred<{ emailId: number }>();
    await jobs.work<{ emailId: number }>('test.pglite', async (data) => received.resolve(data));
    await jobs.send('test.pglite', { emailId: 5 });
    await expect(received.promise).resolves.toEqual({ emailId: 5 });
  });

  it('runs a scheduled job registration without error', async () => {
    await expect(jobs.schedule('test.pglite-cron', '* * * * *')).resolves.toBeUndefined();
  });
});
