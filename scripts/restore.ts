/**
 * `pnpm restore FILE [--force]`: a `pnpm backup` file into the database DATABASE_URL names. The database must be
 * empty (a new one: `createdb hairsalon`) unless --force, which first drops what the backup holds. Start the
 * server on it afterwards; it applies any newer migration itself.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';

const { values, positionals } = parseArgs({ options: { force: { type: 'boolean', default: false } }, allowPositionals: true });
const file = positionals[0];
const url = process.env.DATABASE_URL;
if (!file || !url) {
  process.stderr.write('Usage: DATABASE_URL=postgres://… pnpm restore FILE [--force]\n');
  process.exit(2);
}
if (!existsSync(file)) {
  process.stderr.write(`No backup file at ${file}\n`);
  process.exit(2);
}

const client = new pg.Client({ connectionString: url });
await client.connect();
const tables = async () =>
  Number(
    (
      await client.query<{ n: string }>(
        "select count(*) as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
      )
    ).rows[0]?.n ?? 0,
  );
if ((await tables()) > 0 && !values.force) {
  await client.end();
  process.stderr.write('The database is not empty: restore into a new database, or add --force to replace what the backup holds.\n');
  process.exit(2);
}
try {
  const clean = values.force ? ['--clean', '--if-exists'] : [];
  execFileSync('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', ...clean, `--dbname=${url}`, file], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
} catch (error) {
  await client.end();
  const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
  process.stderr.write(
    missing ? 'pg_restore is not installed (Debian: apt-get install postgresql-client).\n' : 'pg_restore failed (above).\n',
  );
  process.exit(1);
}
const count = async (table: string) => {
  try {
    return Number((await client.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]?.n ?? 0);
  } catch {
    return 0;
  }
};
const summary = { users: await count('users'), bookings: await count('bookings'), payments: await count('payments') };
await client.end();
process.stdout.write(`Restored ${file}: ${summary.users} users, ${summary.bookings} bookings, ${summary.payments} payments\n`);
