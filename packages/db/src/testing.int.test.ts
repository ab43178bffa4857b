import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  creatorOf,
  DEFAULT_TEST_SERVER_URL,
  dropStaleTestDatabases,
  FOREIGN_STALE_AFTER_MS,
  hostTag,
  isStaleTestDatabase,
  processIsAlive,
  testDatabaseName,
} from './testing.js';

const HOUR = 60 * 60 * 1000;
const here = hostTag();
const elsewhere = hostTag('another-machine.example');

/** The pid of a process that ran on this machine and is gone. */
function deadPid(): number {
  const { pid } = spawnSync(process.execPath, ['-e', '']);
  if (!pid || processIsAlive(pid)) throw new Error('expected a finished process');
  return pid;
}

describe('test database names', () => {
  it('carry when, by which process and on which machine the database was made', () => {
    const at = Date.now() - 3 * HOUR;
    const name = testDatabaseName('hairsalon_e2e', { at, pid: 4_194_304, host: here });
    expect(name.length).toBeLessThanOrEqual(63);
    expect(creatorOf(name, 'hairsalon_e2e')).toEqual({ at, pid: 4_194_304, host: here });
  });

  it('are refused when PostgreSQL would cut them short', () => {
    expect(() => testDatabaseName('x'.repeat(40))).toThrow(/too long/);
  });

  it('of another prefix that starts the same are not taken for this prefix’s', () => {
    const name = testDatabaseName('hairsalon_api_isolated');
    expect(creatorOf(name, 'hairsalon_api')).toBeUndefined();
    expect(isStaleTestDatabase(name, 'hairsalon_api', { now: Date.now() + 100 * HOUR, host: here, isAlive: () => false })).toBe(false);
  });
});

describe('which test databases are stale', () => {
  const now = Date.now();
  const check = (alive: boolean) => ({ now, host: here, isAlive: () => alive });

  it('on this machine: those whose process is gone, however young; never one whose process runs, however old', () => {
    const young = testDatabaseName('p', { at: now - 1000, pid: 12345, host: here });
    const old = testDatabaseName('p', { at: now - 30 * 24 * HOUR, pid: 12345, host: here });
    expect(isStaleTestDatabase(young, 'p', check(false))).toBe(true);
    expect(isStaleTestDatabase(old, 'p', check(true))).toBe(false);
    expect(isStaleTestDatabase(testDatabaseName('p'), 'p', check(false))).toBe(false);
  });

  it('of another machine (or of the older unsigned names): only those far older than any run', () => {
    const foreign = (age: number) => testDatabaseName('p', { at: now - age, pid: 12345, host: elsewhere });
    const unsigned = (age: number) => `p_${(now - age).toString(36)}_${randomBytes(3).toString('hex')}`;
    for (const name of [foreign(2 * HOUR), unsigned(2 * HOUR), foreign(FOREIGN_STALE_AFTER_MS - HOUR)])
      expect(isStaleTestDatabase(name, 'p', check(false)), name).toBe(false);
    for (const name of [foreign(FOREIGN_STALE_AFTER_MS + HOUR), unsigned(FOREIGN_STALE_AFTER_MS + HOUR)])
      expect(isStaleTestDatabase(name, 'p', check(true)), name).toBe(true);
  });
});

describe('dropStaleTestDatabases on PostgreSQL', () => {
  const prefix = `hairsalon_stale_${randomBytes(3).toString('hex')}`;
  const serverUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_SERVER_URL;
  const made: string[] = [];

  async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }
  const existing = () =>
    onServer(async (client) => {
      const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname = any($1)', [made]);
      return rows.map((row) => row.datname).sort();
    });

  afterAll(async () => {
    await onServer(async (client) => {
      for (const name of made) await client.query(`drop database if exists "${name}" with (force)`);
    });
  });

  it('drops the databases of finished runs and keeps those of runs still going, here or elsewhere', async () => {
    const now = Date.now();
    const names = {
      finishedHere: testDatabaseName(prefix, { at: now - 60_000, pid: deadPid(), host: here }),
      // A long run of this machine, e.g. another checkout's browser tests.
      longRunHere: testDatabaseName(prefix, { at: now - 5 * HOUR, pid: process.pid, host: here }),
      runningElsewhere: testDatabaseName(prefix, { at: now - 2 * HOUR, pid: 4242, host: elsewhere }),
      abandonedElsewhere: testDatabaseName(prefix, { at: now - FOREIGN_STALE_AFTER_MS - HOUR, pid: 4242, host: elsewhere }),
    };
    made.push(...Object.values(names));
    await onServer(async (client) => {
      for (const name of made) await client.query(`create database "${name}"`);
    });

    const dropped = await dropStaleTestDatabases(prefix);

    expect(dropped.sort()).toEqual([names.abandonedElsewhere, names.finishedHere].sort());
    expect(await existing()).toEqual([names.longRunHere, names.runningElsewhere].sort());
  });
});
