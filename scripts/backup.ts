/**
 * `pnpm backup [--out FILE]`: one PostgreSQL database (DATABASE_URL) to one file (by default in BACKUP_DIR, else
 * ~/hairsalon-backups: outside the checkout), with pg_dump's custom format:
 * every table — accounts, bookings, payments, emails, the job queue and the uploaded images, which live in the
 * database too (docs/decisions/015) — so one file is the whole salon. Restore it with `pnpm restore FILE`.
 * The embedded database (no DATABASE_URL) is backed up by stopping the server and copying its DATA_DIR.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const url = process.env.DATABASE_URL;
if (!url) {
  process.stderr.write(
    'pnpm backup needs DATABASE_URL (a postgres:// URL). The embedded database is backed up by stopping the server and copying its DATA_DIR (.data by default).\n',
  );
  process.exit(2);
}
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
// Outside the checkout by default: `git clean -fdx` or a fresh clone must never take the salon's backups with it.
const folder = process.env.BACKUP_DIR ?? path.join(homedir(), 'hairsalon-backups');
const out = path.resolve(values.out ?? path.join(folder, `hairsalon-${stamp}.dump`));
mkdirSync(path.dirname(out), { recursive: true });
try {
  // Custom format: compressed, restorable table by table; no owners or grants, so it restores under any role.
  execFileSync('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${out}`, url], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
} catch (error) {
  const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
  process.stderr.write(missing ? 'pg_dump is not installed (Debian: apt-get install postgresql-client).\n' : 'pg_dump failed (above).\n');
  process.exit(1);
}
const size = statSync(out).size;
// Recorded in the database it backed up: the admin dashboard's go-live checklist reads the latest (docs/decisions/019).
// The dump is taken first, so the record is in the next backup, never a claim about one that failed.
const client = new pg.Client({ connectionString: url });
try {
  await client.connect();
  await client.query('insert into backup_runs (file_name, size_bytes) values ($1, $2)', [
    path.basename(out),
    Math.min(size, 2_147_483_647),
  ]);
} catch (error) {
  process.stderr.write(`The backup is written, but could not be recorded for the go-live checklist: ${(error as Error).message}\n`);
} finally {
  await client.end().catch(() => undefined);
}
process.stdout.write(`Backed up to ${out} (${(size / 1024).toFixed(1)} KiB)\n`);
