import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, PgDialect, type PgQueryResultHKT, type PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.js';
import {
  BOOKING_CHANGES_CHANNEL,
  recordWrites,
  TABLE_CHANGES_CHANNEL,
  TableChanges,
  trackWrites,
  type WrittenTable,
} from './table-changes.js';

export type Schema = typeof schema;
/** The one database type domain code sees, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A domain function takes either the database or a transaction it is already in. */
export type DbOrTx = Database | Transaction;

const dialect = new PgDialect();

/**
 * The rows of a hand-written statement, for the few hot paths that read or write several things in one round trip.
 * On PostgreSQL it runs as a named prepared statement (named after its text), so each pooled connection parses and
 * plans it once rather than on every booking. Column names are as the statement spells them; instants in the
 * statement's own columns come as text. A statement that writes names the tables it writes in `writes`.
 */
export async function queryRows<Row>(db: DbOrTx, query: SQL, options: { writes?: readonly WrittenTable[] } = {}): Promise<Row[]> {
  const built = dialect.sqlToQuery(query);
  // A hand-written statement says which tables it writes (its CTEs included): the read cache drops their answers.
  return recordWrites(db, options.writes ?? [], async () => {
    const result = (await db._.session.prepareQuery(built, undefined, statementName(built.sql), false).execute()) as { rows: Row[] };
    return result.rows;
  });
}

/**
 * A statement Drizzle builds once per database handle (`.prepare(name)`, values as `sql.placeholder`), for the reads
 * every visitor makes: no query building per call, and on PostgreSQL each pooled connection parses and plans it once
 * (PGlite runs it as a query). Inside a transaction it is built again for that transaction, so it runs on its
 * connection. `prepare` must always make the same text under one name.
 */
export function preparedStatement<Statement>(prepare: (db: DbOrTx) => Statement): (db: DbOrTx) => Statement {
  const built = new WeakMap<DbOrTx, Statement>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = prepare(db);
      built.set(db, statement);
    }
    return statement;
  };
}

export const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations');

/** A connection pool's figures: connections open, of those idle, and callers waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

const statsOf = (pool: pg.Pool): PoolStats => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });

/** Runs SQL with positional parameters; what pg-boss needs from whichever driver is behind the database. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface DatabaseHandle {
  db: Database;
  kind: 'postgres' | 'pglite';
  executeSql: ExecuteSql;
  /** Applies the committed migrations. */
  migrate(): Promise<void>;
  /**
   * Takes the database's start-up lock and resolves with its release, so instances starting together on one
   * PostgreSQL take turns at migrating, seeding and creating the job queue's tables: the first does it, the others
   * wait and then find it done. PostgreSQL: a session advisory lock on a connection of its own (freed with the
   * connection if this process dies); the embedded database is one process's already.
   */
  holdStartupLock(): Promise<() => Promise<void>>;
  /** The connection pool's figures (PostgreSQL; the embedded database has one connection and answers undefined). */
  poolStats(): PoolStats | undefined;
  close(): Promise<void>;
  /** Present for PostgreSQL: the connection string (pg-boss opens its own pool). */
  connectionString?: string;
  /**
   * Written tables: this process's writes through `db` as they commit (each write names its tables: trackWrites), and
   * other connections' once `listenForChanges` runs.
   */
  changes: TableChanges;
  /**
   * Starts receiving other connections' writes (LISTEN on the read-cache channel; PostgreSQL reconnects after a lost
   * connection, announcing `live` false then true). Resolves with a function that stops it.
   */
  listenForChanges(): Promise<() => Promise<void>>;
}

/** The name a statement's text is prepared under on a connection: one name per text. */
const statementNames = new Map<string, string>();
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `hs_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    // The texts are the program's own (a few hundred at most), never built from values.
    statementNames.set(text, name);
  }
  return name;
}

/**
 * A pool of PostgreSQL connections whose statements with parameters run as named prepared statements, parsed and
 * planned once per connection (for a library that sends the same few texts all day, such as the job queue). A text
 * without parameters may hold several statements and goes as it is. Reopens after close().
 */
export function openStatementPool(
  url: string,
  options: { max: number; applicationName: string; onError: (error: Error) => void },
): { executeSql: ExecuteSql; stats(): PoolStats; close(): Promise<void> } {
  let pool: pg.Pool | null = null;
  const open = () => {
    if (!pool) {
      pool = new pg.Pool({ connectionString: url, max: options.max, application_name: options.applicationName });
      pool.on('error', options.onError);
    }
    return pool;
  };
  return {
    executeSql: async (text, values) => {
      const result =
        values && values.length > 0 ? await open().query({ name: statementName(text), text, values }) : await open().query(text);
      return { rows: result.rows };
    },
    stats: () => (pool ? statsOf(pool) : { total: 0, idle: 0, waiting: 0 }),
    close: async () => {
      const current = pool;
      pool = null;
      await current?.end();
    },
  };
}

export interface CreateDatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite database is used. */
  url?: string;
  /**
   * A direct (or session-pooled) connection for what needs a session of its own: LISTEN and the start-up lock.
   * Defaults to `url`; set it when `url` goes through a transaction-mode pooler (PgBouncer).
   */
  directUrl?: string;
  /** PGlite data folder; 'memory://' for an in-memory database. */
  dataDir?: string;
  poolSize?: number;
}

/** PGlite's own start parameters (0.5.x), which `startParams` replaces rather than extends. */
const PGLITE_START_PARAMS = [
  '--single',
  '-F',
  '-O',
  '-j',
  '-c',
  'search_path=public',
  '-c',
  'exit_on_error=false',
  '-c',
  'log_checkpoints=false',
  '-c',
  'max_worker_processes=0',
  '-c',
  'max_parallel_workers=0',
  '-c',
  'max_parallel_workers_per_gather=0',
  '-c',
  'io_method=sync',
  '-c',
  'max_parallel_maintenance_workers=0',
];

/**
 * Creates a new PGlite data folder in a short-lived child process: initdb's WebAssembly instance takes some 450 MB
 * that a process keeps resident after it is done, so the server opens a folder that already exists.
 */
function initPgliteDataDir(dataDir: string): void {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const entry = import.meta.resolve('@electric-sql/pglite');
  const script = `const { PGlite } = await import(${JSON.stringify(entry)}); const db = new PGlite(${JSON.stringify(dataDir)}); await db.waitReady; await db.close();`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'ignore', 'pipe'] });
  if (result.status !== 0) throw new Error(`could not create the embedded database in ${dataDir}: ${String(result.stderr)}`);
}

/** The file in a PGlite data folder that names the process holding it open. */
export const PGLITE_LOCK_FILE = 'hairsalon.lock';

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is one process's database: a second process (or a second open in this one) writing the same folder breaks
 * it for good. So the folder is locked while it is open: a second opener is refused with a clear message, and a
 * lock left by a process that no longer runs (killed, crashed) is taken over. Returns the release.
 */
function lockPgliteDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, PGLITE_LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          if (readFileSync(file, 'utf8') === String(process.pid)) unlinkSync(file);
        } catch {
          // Already gone.
        }
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(holder) && holder > 0 && processIsAlive(holder)) {
        throw new Error(
          `the embedded database in ${dataDir} is open in another process (pid ${holder}${holder === process.pid ? ', this one' : ''}): stop that process first, or give this one another DATA_DIR or a DATABASE_URL`,
        );
      }
      // Left by a process that is gone: take it over.
      unlinkSync(file);
    }
  }
  throw new Error(`could not lock the embedded database in ${dataDir}`);
}

export function createDatabase(options: CreateDatabaseOptions = {}): DatabaseHandle {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    const changes = new TableChanges();
    const db = drizzleNodePg(pool, { schema });
    const direct = options.directUrl ?? options.url;
    return {
      db: trackWrites(db as unknown as Database, changes),
      kind: 'postgres',
      connectionString: options.url,
      executeSql: async (text, values) => {
        const res = await pool.query(text, values as unknown[] | undefined);
        return { rows: res.rows };
      },
      migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      holdStartupLock: () => holdAdvisoryLock(direct, STARTUP_LOCK_KEY),
      poolStats: () => statsOf(pool),
      close: () => pool.end(),
      changes,
      listenForChanges: () => listenOnPostgres(direct, changes),
    };
  }
  const dataDir = options.dataDir ?? path.resolve(process.cwd(), '.data/pglite');
  let unlock = () => {};
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockPgliteDataDir(dataDir);
    try {
      initPgliteDataDir(dataDir);
    } catch (error) {
      unlock();
      throw error;
    }
  }
  // pg_trgm and unaccent back the users' name search index (migrations 0001, 0013). A salon's data fits in far less than
  // PGlite's default 128 MB of shared buffers, which the process would otherwise keep resident.
  const client = new PGlite(dataDir, {
    extensions: { pg_trgm, unaccent },
    startParams: [...PGLITE_START_PARAMS, '-c', 'shared_buffers=16MB'],
  });
  const db = drizzlePglite(client, { schema });
  const changes = new TableChanges();
  return {
    db: trackWrites(db as unknown as Database, changes),
    kind: 'pglite',
    executeSql: async (text, values) => {
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      const res = await client.query(text, values);
      return { rows: res.rows };
    },
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    holdStartupLock: async () => async () => undefined,
    poolStats: () => undefined,
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
    changes,
    // PGlite runs in this process and delivers a commit's notifications before the commit returns.
    listenForChanges: async () => {
      const stop = await client.listen(TABLE_CHANGES_CHANNEL, (table) => changes.announce([table]));
      const stopBookings = await client.listen(BOOKING_CHANGES_CHANNEL, (payload) => changes.emit('booking', payload));
      changes.emit('live', true);
      return async () => {
        changes.emit('live', false);
        if (!client.closed) {
          await stop();
          await stopBookings();
        }
      };
    },
  };
}

/** The advisory lock key instances take turns on at start (any fixed bigint: 'HAIRSTAR' in ASCII). */
export const STARTUP_LOCK_KEY = 0x4841_4952_5354_4152n;

/**
 * Takes a session advisory lock on a connection of its own (the work runs on the pool meanwhile) and resolves with
 * its release. The lock goes with the connection: a process killed mid-migration frees it, and the next instance
 * (each migration runs in a transaction) carries on.
 */
async function holdAdvisoryLock(url: string, key: bigint): Promise<() => Promise<void>> {
  const holder = new pg.Client({ connectionString: url, application_name: 'hairsalon-startup-lock' });
  holder.on('error', () => undefined);
  await holder.connect();
  try {
    await holder.query('select pg_advisory_lock($1::bigint)', [key.toString()]);
  } catch (error) {
    await holder.end().catch(() => undefined);
    throw error;
  }
  return async () => {
    await holder.query('select pg_advisory_unlock($1::bigint)', [key.toString()]).catch(() => undefined);
    await holder.end().catch(() => undefined);
  };
}

/**
 * LISTEN on a connection of its own (the read cache's channel and the live front desk's), reconnecting (every second)
 * after losing it; `live` says when it listens.
 */
async function listenOnPostgres(url: string, changes: TableChanges): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    const lost = () => {
      if (client !== next) return;
      client = null;
      changes.emit('live', false);
      next.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect().catch(() => undefined), 1000);
    };
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (message) => {
      if (!message.payload) return;
      if (message.channel === TABLE_CHANGES_CHANNEL) changes.announce([message.payload]);
      else if (message.channel === BOOKING_CHANGES_CHANNEL) changes.emit('booking', message.payload);
    });
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${TABLE_CHANGES_CHANNEL}; LISTEN ${BOOKING_CHANGES_CHANNEL}`);
    } catch {
      // Not listening yet: the cache stays off (reads go to the database) until a retry succeeds.
      lost();
      return;
    }
    if (stopped) return;
    changes.emit('live', true);
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const current = client;
    client = null;
    changes.emit('live', false);
    await current?.end();
  };
}
