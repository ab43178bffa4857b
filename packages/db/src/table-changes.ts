import { EventEmitter } from 'node:events';
import { getTableName, type Table } from 'drizzle-orm';

/** The channel the read-cache triggers announce written tables on (migration 0007). */
export const TABLE_CHANGES_CHANNEL = 'hairsalon_read_cache';

/**
 * The channel the booking triggers announce a booking made, removed or changed on (migration 0015), with a JSON
 * payload of ids, days and status only: the live front desk (docs/decisions/020-live-front-desk.md).
 */
export const BOOKING_CHANGES_CHANNEL = 'hairsalon_booking_changes';

/**
 * Announces written tables: `change` (table) after this process commits a write to it, at once, and when another
 * connection's write is announced on TABLE_CHANGES_CHANNEL; `live` (boolean) when the feed of other connections'
 * writes starts or stops being trustworthy; `booking` (the JSON payload) for each notification on
 * BOOKING_CHANGES_CHANNEL, every connection's (this process's too), after its commit.
 */
export class TableChanges extends EventEmitter<{ change: [table: string]; live: [live: boolean]; booking: [payload: string] }> {
  announce(tables: Iterable<string>) {
    for (const table of new Set(tables)) this.emit('change', table);
  }
}

/** A table a write names: its Drizzle table, or (for a hand-written statement) its name. */
export type WrittenTable = Table | string;

const tableName = (table: WrittenTable): string => (typeof table === 'string' ? table : getTableName(table));

/**
 * Where a tracked database or transaction reports what its writes change: a transaction collects the tables until it
 * commits (`pending`); the database itself announces each write once it has run.
 */
interface WriteTracker {
  changes: TableChanges;
  pending: Set<string> | null;
}

const trackers = new WeakMap<object, WriteTracker>();

/**
 * Records the tables written through `db` (a database or a transaction `trackWrites` returned): in a transaction they
 * are announced when it commits (never after a rollback), outside one as soon as `run` resolves. Drizzle's builders
 * (`insert`, `update`, `delete`) record their table themselves; a hand-written statement names its tables here
 * (queryRows' `writes`). On an untracked database it only runs.
 */
export async function recordWrites<T>(db: object, tables: readonly WrittenTable[], run: () => Promise<T>): Promise<T> {
  const tracker = trackers.get(db);
  if (!tracker || tables.length === 0) return run();
  if (tracker.pending) {
    for (const table of tables) tracker.pending.add(tableName(table));
    return run();
  }
  const result = await run();
  tracker.changes.announce(tables.map(tableName));
  return result;
}

/** Drizzle's write builders: each takes the table it writes first. */
const WRITE_BUILDERS = new Set<PropertyKey>(['insert', 'update', 'delete']);

type Method = (...args: unknown[]) => unknown;

/** A builder step's answer that runs a statement (a query promise, a prepared statement), not its SQL or its table. */
function runnable(value: unknown): value is object {
  if (value === null || typeof value !== 'object') return false;
  const candidate = value as { then?: unknown; execute?: unknown };
  return typeof candidate.then === 'function' || typeof candidate.execute === 'function';
}

/**
 * A write builder outside a transaction whose execution (awaited, `.execute()`, or a prepared statement made from it)
 * calls `done` once it has succeeded. Every builder step (`.values()`, `.returning()`, `.prepare()`, …) answers a
 * builder watched the same way.
 */
function announcedWhenRun<B extends object>(builder: B, done: () => void): B {
  return new Proxy(builder, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function' || prop === 'constructor') return value;
      const method = value as Method;
      if (prop === 'then') {
        return (onFulfilled?: (value: unknown) => unknown, onRejected?: (reason: unknown) => unknown) =>
          method.call(
            target,
            (result: unknown) => {
              done();
              return onFulfilled ? onFulfilled(result) : result;
            },
            onRejected,
          );
      }
      if (prop === 'catch') return (onRejected: (reason: unknown) => unknown) => (receiver as Promise<unknown>).then(undefined, onRejected);
      if (prop === 'execute') {
        return async (...args: unknown[]) => {
          const result = await method.apply(target, args);
          done();
          return result;
        };
      }
      return (...args: unknown[]) => {
        const out = method.apply(target, args);
        return runnable(out) ? announcedWhenRun(out, done) : out;
      };
    },
  });
}

/**
 * `db` whose writes say what they change (docs/decisions/008-read-cache.md): each `insert`, `update` and `delete`
 * names its Drizzle table; through a transaction the tables are announced on `changes` after its commit returns,
 * outside one after the statement returns. Reads (`select … for update` included) announce nothing. The
 * transactions it opens, and their savepoints, are tracked alike.
 */
export function trackWrites<D extends object>(db: D, changes: TableChanges, pending: Set<string> | null = null): D {
  const tracked = new Proxy(db, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function' || prop === 'constructor') return value;
      const method = value as Method;
      if (prop === 'with') {
        // `db.with(cte).insert(table)`: the statement's own write is tracked as `db.insert` is.
        return (...args: unknown[]) => trackWrites(method.apply(target, args) as object, changes, pending);
      }
      if (prop === 'transaction') {
        return async (run: (tx: object) => Promise<unknown>, ...config: unknown[]) => {
          // A savepoint's writes are the outer transaction's: announced at its commit.
          const written = pending ?? new Set<string>();
          const result = await method.call(target, (tx: object) => run(trackWrites(tx, changes, written)), ...config);
          if (!pending) changes.announce(written);
          return result;
        };
      }
      if (WRITE_BUILDERS.has(prop)) {
        return (table: Table, ...rest: unknown[]) => {
          const builder = method.call(target, table, ...rest) as object;
          const name = getTableName(table);
          if (pending) {
            pending.add(name);
            return builder;
          }
          return announcedWhenRun(builder, () => changes.announce([name]));
        };
      }
      return method.bind(target);
    },
  });
  trackers.set(tracked, { changes, pending });
  return tracked;
}
