import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
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

/** The newest migration a build carries (its journal's last entry): its tag, and when it was made (epoch ms). */
export function newestKnownMigration(folder = MIGRATIONS_FOLDER): { tag: string; when: number } {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] };
  const last = journal.entries.at(-1);
  if (!last) throw new Error(`no migrations in ${folder}`);
  return { tag: last.tag, when: last.when };
}

/** A database that a newer build has migrated: this build would run on a schema it does not know. */
export class NewerDatabaseError extends Error {
  override name = 'NewerDatabaseError';
}

/**
 * Refuses a database whose newest applied migration is newer than any this build carries (an upgrade rolled back
 * without restoring its backup), before anything runs on it. Drizzle records each applied migration's `when`.
 */
async function refuseNewerDatabase(query: (text: string) => Promise<{ rows: unknown[] }>, folder = MIGRATIONS_FOLDER): Promise<void> {
  const known = newestKnownMigration(folder);
  const table = await query(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!(table.rows[0] as { present?: boolean } | undefined)?.present) return;
  const applied = await query('select max(created_at)::text as newest from drizzle.__drizzle_migrations');
  const newest = Number((applied.rows[0] as { newest?: string | null } | undefined)?.newest ?? 0);
  if (newest > known.when) {
    throw new NewerDatabaseError(
      `This database was upgraded by a newer HairSalon build: its newest migration is from ${new Date(newest).toISOString()}, and this build's newest (${known.tag}) is from ${new Date(known.when).toISOString()}. Start the newer build again, or restore the backup taken before the upgrade into an empty database (README: Upgrading; docs/decisions/025).`,
    );
  }
}

/** A connection pool's figures: connections open, of those idle, and callers waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

const statsOf = (pool: pg.Pool): PoolStats => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });

/**
 * How long a connection may wait on PostgreSQL (docs/decisions/024): connecting, one statement (enforced by the server),
 * a transaction left idle (the server ends the session), and an answer that never comes (a network stall: the client
 * gives up a little after the server would have). TCP keepalive finds a peer that vanished without a word.
 */
export interface ConnectionLimits {
  connectTimeoutMs: number;
  statementTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
  /** The client's wait for an answer: longer than the statement's own limit, so the server's word comes first. */
  queryTimeoutMs: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  connectTimeoutMs: 5_000,
  statementTimeoutMs: 15_000,
  idleInTransactionTimeoutMs: 30_000,
  queryTimeoutMs: 20_000,
};

/** What every connection this package opens to PostgreSQL is made with. */
export function connectionSettings(url: string, applicationName: string, limits: ConnectionLimits): pg.ClientConfig {
  return {
    connectionString: url,
    application_name: applicationName,
    connectionTimeoutMillis: limits.connectTimeoutMs,
    statement_timeout: limits.statementTimeoutMs,
    idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
    query_timeout: limits.queryTimeoutMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
}

/** Told of every lost or failing connection: which one (`pool`, `listen`, `jobs`, `lock`) and why. */
export type ConnectionErrorHandler = (error: Error, connection: string) => void;

const reportToStderr: ConnectionErrorHandler = (error, connection) =>
  process.stderr.write(`database connection (${connection}) lost: ${error.message}\n`);

/**
 * A pool whose connections can be lost without taking the process with them (docs/decisions/024). An idle connection
 * that dies is dropped by the pool; one that dies while checked out fails its caller's query and is dropped when it
 * comes back; one that comes back with its query still running (the client gave up waiting: a network stall) is
 * closed rather than handed to the next caller behind a stuck answer. Each loss is reported once.
 */
function openPool(config: pg.PoolConfig, connection: string, onError: ConnectionErrorHandler): pg.Pool {
  const pool = new pg.Pool(config);
  // An 'error' with no listener throws, and it comes from a socket event, outside any request: the process would end.
  pool.on('error', () => undefined); // reported by the client's own listener below
  pool.on('connect', (client) => {
    client.on('error', (error) => onError(error, connection));
  });
  pool.on('release', (error, client) => {
    // pg's client has no public "busy" flag (its `activeQuery` getter is deprecated): `_activeQuery` is the query on the wire.
    const running = (client as unknown as { _activeQuery?: unknown })._activeQuery;
    if (error || !running) return;
    onError(new Error('a connection came back with its query still waiting for an answer: closed'), connection);
    // end() marks it ending (the pool then drops it instead of keeping it) and, with a query on the wire, cuts the socket.
    client.end().catch(() => undefined);
  });
  return pool;
}

/**
 * Drizzle 0.45's pooled `transaction()` checks a connection out and runs BEGIN before the try/finally that gives it
 * back, so a BEGIN that fails (a connection just lost, a stall) keeps the connection out of the pool for good, and a
 * failed ROLLBACK gives a broken one back as healthy (drizzle-orm issues 6241 and 6114, open). Here the pool's
 * connection is checked out and given back by us, around Drizzle's own transaction on that one connection, and given
 * back with the error (the pool then closes it) when the database was lost on the way. Remove once Drizzle fixes it.
 */
function transactionsOnPool(pool: pg.Pool): NodePgDatabase<Schema>['transaction'] {
  const onConnection = new WeakMap<pg.PoolClient, NodePgDatabase<Schema>>();
  return async (run, config) => {
    const client = await pool.connect();
    let unfit: Error | undefined;
    try {
      let db = onConnection.get(client);
      if (!db) {
        db = drizzleNodePg(client, { schema });
        onConnection.set(client, db);
      }
      return await db.transaction(run, config);
    } catch (error) {
      if (isDatabaseUnavailable(error)) unfit = error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      client.release(unfit);
    }
  };
}

/**
 * True when an error says the database could not be reached or answered in time (refused, reset, terminated, timed
 * out, shutting down, out of connections) rather than refusing the statement: the request may succeed on another
 * instance or in a moment (HTTP 503 with Retry-After), and it is not a bug (500).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 8; depth++) {
    if (typeof current !== 'object') return false;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.test(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * SQLSTATE class 08 (connection exception), 57P01–57P03 (terminated by an administrator, crash, not accepting
 * connections yet), 53300 (too many connections), 57014 (cancelled: the statement timeout), 25P03 (the idle
 * transaction timeout); and the socket's own errors.
 */
const UNAVAILABLE_CODES =
  /^(08[0-9A-Z]{3}|57P0[123]|53300|57014|25P03|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENETUNREACH|EAI_AGAIN)$/;
/** pg's and pg-pool's own words for a connection that is gone or an answer that did not come. */
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|Connection terminated unexpectedly|Connection terminated due to connection timeout|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error and is not queryable|Client was closed and is not queryable|Cannot use a pool after calling end on the pool)$/;

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
  options: { max: number; applicationName: string; onError: ConnectionErrorHandler; limits?: ConnectionLimits },
): { executeSql: ExecuteSql; stats(): PoolStats; close(): Promise<void> } {
  let pool: pg.Pool | null = null;
  const open = () => {
    pool ??= openPool(
      { ...connectionSettings(url, options.applicationName, options.limits ?? DEFAULT_CONNECTION_LIMITS), max: options.max },
      options.applicationName,
      options.onError,
    );
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
  /** Timeouts of every PostgreSQL connection (DEFAULT_CONNECTION_LIMITS when absent). */
  limits?: ConnectionLimits;
  /** Told of each lost or failing PostgreSQL connection (the process goes on); stderr when absent. */
  onConnectionError?: ConnectionErrorHandler;
}

/**
 * PGlite's own start parameters (0.5.x), which `startParams` replaces rather than extends, less its `-F` (fsync off):
 * PGlite 0.5 on Node makes no fsync call either way (docs/decisions/024 has the count), which is why production on the
 * embedded database is refused unless named; with fsync on, a PGlite that learns to sync will.
 */
const PGLITE_START_PARAMS = [
  '--single',
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
    const url = options.url;
    const limits = options.limits ?? DEFAULT_CONNECTION_LIMITS;
    const onError = options.onConnectionError ?? reportToStderr;
    const pool = openPool({ ...connectionSettings(url, 'hairsalon', limits), max: options.poolSize ?? 10 }, 'pool', onError);
    const changes = new TableChanges();
    const db = drizzleNodePg(pool, { schema });
    db.transaction = transactionsOnPool(pool);
    const direct = options.directUrl ?? url;
    return {
      db: trackWrites(db as unknown as Database, changes),
      kind: 'postgres',
      connectionString: options.url,
      executeSql: async (text, values) => {
        const res = await pool.query(text, values as unknown[] | undefined);
        return { rows: res.rows };
      },
      // On a connection of its own without the statement timeout: a migration may rightly take longer than a request.
      migrate: () => migrateOnOwnConnection(url, limits),
      holdStartupLock: () => holdAdvisoryLock(direct, STARTUP_LOCK_KEY, limits),
      poolStats: () => statsOf(pool),
      close: () => pool.end(),
      changes,
      listenForChanges: () => listenOnPostgres(direct, changes, limits, onError),
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
    migrate: async () => {
      await refuseNewerDatabase((text) => client.query(text));
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    },
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

/** Applies the migrations on a connection of its own, with no statement timeout (building an index can take a while). */
async function migrateOnOwnConnection(url: string, limits: ConnectionLimits): Promise<void> {
  const client = new pg.Client({ ...connectionSettings(url, 'hairsalon-migrate', limits), statement_timeout: 0, query_timeout: 0 });
  client.on('error', () => undefined); // its queries fail with the error, and migrate() with them
  await client.connect();
  try {
    await refuseNewerDatabase((text) => client.query(text));
    await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The advisory lock key instances take turns on at start (any fixed bigint: 'HAIRSTAR' in ASCII). */
export const STARTUP_LOCK_KEY = 0x4841_4952_5354_4152n;

/**
 * Takes a session advisory lock on a connection of its own (the work runs on the pool meanwhile) and resolves with
 * its release. The lock goes with the connection: a process killed mid-migration frees it, and the next instance
 * (each migration runs in a transaction) carries on.
 */
async function holdAdvisoryLock(url: string, key: bigint, limits: ConnectionLimits): Promise<() => Promise<void>> {
  // It waits for the lock as long as the instance before it migrates: no statement timeout on this one.
  const holder = new pg.Client({ ...connectionSettings(url, 'hairsalon-startup-lock', limits), statement_timeout: 0, query_timeout: 0 });
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
async function listenOnPostgres(
  url: string,
  changes: TableChanges,
  limits: ConnectionLimits,
  onError: ConnectionErrorHandler,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const connect = async () => {
    const next = new pg.Client(connectionSettings(url, 'hairsalon-listen', limits));
    const lost = (error?: Error) => {
      if (client !== next) return;
      if (error && !stopped) onError(error, 'listen');
      client = null;
      changes.emit('live', false);
      next.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect().catch(() => undefined), 1000);
    };
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => {
      if (!message.payload) return;
      if (message.channel === TABLE_CHANGES_CHANNEL) changes.announce([message.payload]);
      else if (message.channel === BOOKING_CHANGES_CHANNEL) changes.emit('booking', message.payload);
    });
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${TABLE_CHANGES_CHANNEL}; LISTEN ${BOOKING_CHANGES_CHANNEL}`);
    } catch (error) {
      // Not listening yet: the cache stays off (reads go to the database) until a retry succeeds.
      lost(error instanceof Error ? error : new Error(String(error)));
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
