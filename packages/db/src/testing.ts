import { createHash, randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from './client.js';

/**
 * A PostgreSQL database made for one test run and dropped after it (CONVENTIONS: DB test helpers in one file).
 * TEST_DATABASE_URL names the server (default: the machine's PostgreSQL on 127.0.0.1:5432, trust auth).
 * Under CI=true an unreachable server fails the run; it never falls back.
 */
export const DEFAULT_TEST_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(prefix = 'hairsalon_test'): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_SERVER_URL;
  const name = testDatabaseName(prefix);
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${serverUrl} (set TEST_DATABASE_URL). Integration tests need a real server: ${String(error)}`,
    );
  }
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      // Pools that are still closing would have their connections killed by `force` and report it as an
      // uncaught error: wait (up to ~5 s) until nothing is connected.
      for (let attempt = 0; attempt < 100; attempt++) {
        const { rows } = await client.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if ((rows[0]?.n ?? 0) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

/** PostgreSQL cuts longer identifiers short, which would make two databases one name. */
const MAX_NAME_LENGTH = 63;

/** The machine's short tag in a database name: enough to tell two machines apart on one server. */
export function hostTag(host = hostname()): string {
  return createHash('sha256').update(host).digest('hex').slice(0, 6);
}

export interface DatabaseCreator {
  /** when it was made (ms) */
  at: number;
  /** the creating process */
  pid: number;
  /** hostTag() of the creating machine */
  host: string;
}

/**
 * `<prefix>_<made at, base 36>_<pid, base 36>_<host tag>_<random>`: who made a test database, so a later run on the
 * same server can tell a database of a run that died (same machine, process gone) from one still in use.
 */
export function testDatabaseName(prefix: string, creator: DatabaseCreator = { at: Date.now(), pid: process.pid, host: hostTag() }): string {
  const name = `${prefix}_${creator.at.toString(36)}_${creator.pid.toString(36)}_${creator.host}_${randomBytes(3).toString('hex')}`;
  if (name.length > MAX_NAME_LENGTH)
    throw new Error(`Test database prefix too long: ${prefix} (a name is at most ${MAX_NAME_LENGTH} characters)`);
  return name;
}

/** Who made a database named by testDatabaseName (undefined: another shape, e.g. an older run's `<prefix>_<at>_<random>`). */
export function creatorOf(name: string, prefix: string): (Partial<DatabaseCreator> & { at: number }) | undefined {
  if (!name.startsWith(`${prefix}_`)) return undefined;
  const parts = name.slice(prefix.length + 1).split('_');
  const [at, pid, host, random] = parts;
  if (!at || !/^[0-9a-z]+$/.test(at)) return undefined;
  if (parts.length === 2 && pid && /^[0-9a-f]{6}$/.test(pid)) return { at: Number.parseInt(at, 36) };
  if (parts.length !== 4 || !pid || !/^[0-9a-z]+$/.test(pid) || !host || !/^[0-9a-f]{6}$/.test(host) || !random) return undefined;
  return { at: Number.parseInt(at, 36), pid: Number.parseInt(pid, 36), host };
}

/** Whether a process of this machine is running (signal 0 checks without sending anything; EPERM: it runs as another user). */
export function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * How old a database of another machine (or of an older name shape, which says nothing of its maker) must be before a
 * run drops it: nothing here can see whether its maker still runs, so only one far longer than any run is taken.
 */
export const FOREIGN_STALE_AFTER_MS = 24 * 60 * 60 * 1000;

export interface StaleCheck {
  now: number;
  host: string;
  isAlive(pid: number): boolean;
}

/**
 * Whether a database named `name` was left behind by a run that is over: made on this machine by a process that no
 * longer runs; made elsewhere (or by an older helper that did not sign its names), over FOREIGN_STALE_AFTER_MS old.
 * A database of a process still running here is never stale, however long that run takes.
 */
export function isStaleTestDatabase(name: string, prefix: string, check: StaleCheck): boolean {
  const creator = creatorOf(name, prefix);
  if (!creator) return false;
  if (creator.pid !== undefined && creator.host === check.host) return creator.pid !== process.pid && !check.isAlive(creator.pid);
  return check.now - creator.at > FOREIGN_STALE_AFTER_MS;
}

/** Drops the databases named with `prefix` that runs now over left behind (isStaleTestDatabase); returns their names. */
export async function dropStaleTestDatabases(
  prefix: string,
  check: StaleCheck = { now: Date.now(), host: hostTag(), isAlive: processIsAlive },
): Promise<string[]> {
  const serverUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_SERVER_URL;
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
  await admin.connect();
  const dropped: string[] = [];
  try {
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [
      `${prefix.replaceAll('_', '\\_')}\\_%`,
    ]);
    for (const { datname } of rows) {
      if (!isStaleTestDatabase(datname, prefix, check)) continue;
      await admin.query(`drop database if exists "${datname}" with (force)`);
      dropped.push(datname);
    }
  } finally {
    await admin.end();
  }
  return dropped;
}

/**
 * A copy of the migrations folder as it was before `tag` (its journal stops at the one before it), in a temporary
 * folder the caller removes: a database migrated with it is one that ran before that migration.
 */
export function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'hairsalon-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at <= 0) throw new Error(`no migration ${tag} after the first`);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}
export { type StallableProxy, startStallableProxy } from './stallable-proxy.js';
