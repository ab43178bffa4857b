import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The one database type domain code sees, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A domain function takes either the database or a transaction it is already in. */
export type DbOrTx = Database | Transaction;

export const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations');

/** Runs SQL with positional parameters; what pg-boss needs from whichever driver is behind the database. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface DatabaseHandle {
  db: Database;
  kind: 'postgres' | 'pglite';
  executeSql: ExecuteSql;
  /** Applies the committed migrations. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Present for PostgreSQL: the connection string (pg-boss opens its own pool). */
  connectionString?: string;
}

export interface CreateDatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite database is used. */
  url?: string;
  /** PGlite data folder; 'memory://' for an in-memory database. */
  dataDir?: string;
  poolSize?: number;
}

export function createDatabase(options: CreateDatabaseOptions = {}): DatabaseHandle {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    const db = drizzleNodePg(pool, { schema });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      connectionString: options.url,
      executeSql: async (text, values) => {
        const res = await pool.query(text, values as unknown[] | undefined);
        return { rows: res.rows };
      },
      migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? path.resolve(process.cwd(), '.data/pglite');
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  // pg_trgm backs the users' full-name search index (migration 0001).
  const client = new PGlite(dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
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
    close: () => client.close(),
  };
}
