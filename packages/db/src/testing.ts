import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
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

/** Drops databases a killed earlier run left behind (names start with the prefix and are over an hour old). */
export async function dropStaleTestDatabases(prefix: string): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_SERVER_URL;
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${prefix}\\_%`]);
    for (const { datname } of rows) {
      const stamp = Number.parseInt(datname.slice(prefix.length + 1).split('_')[0] ?? '', 36);
      if (Number.isFinite(stamp) && Date.now() - stamp > 60 * 60 * 1000) {
        await admin.query(`drop database if exists "${datname}" with (force)`);
      }
    }
  } finally {
    await admin.end();
  }
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
