import { EventEmitter } from 'node:events';
import type pg from 'pg';

/** The channel the read-cache triggers announce written tables on (migration 0007). */
export const TABLE_CHANGES_CHANNEL = 'hairsalon_read_cache';

/** Tables named by the writes in one SQL statement (insert into / update / delete from / truncate), lower case. */
export function writtenTables(text: string): string[] {
  const tables: string[] = [];
  for (const match of text.matchAll(/\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?"?(\w+)"?/gi)) {
    if (match[1]) tables.push(match[1].toLowerCase());
  }
  return tables;
}

/**
 * Announces written tables: `change` (table) after this process commits a write to it, at once, and when another
 * connection's write is announced on TABLE_CHANGES_CHANNEL; `live` (boolean) when the feed of other connections'
 * writes starts or stops being trustworthy.
 */
export class TableChanges extends EventEmitter<{ change: [table: string]; live: [live: boolean] }> {
  announce(tables: Iterable<string>) {
    for (const table of new Set(tables)) this.emit('change', table);
  }
}

type QueryFn = (...args: unknown[]) => unknown;

/** writtenTables of the statement texts seen, since the same few hundred texts run all day (values are parameters). */
const writtenByText = new Map<string, string[]>();
const WRITTEN_BY_TEXT_MAX = 2_000;

function tablesWrittenBy(text: string): string[] {
  let tables = writtenByText.get(text);
  if (!tables) {
    tables = writtenTables(text);
    // A text with values written into it (the odd hand-made statement) would grow the map for ever: start again.
    if (writtenByText.size >= WRITTEN_BY_TEXT_MAX) writtenByText.clear();
    writtenByText.set(text, tables);
  }
  return tables;
}

/**
 * Wraps a pg client's query so that writes it commits are announced when the commit returns: a write outside a
 * transaction when it returns, the writes of a transaction when its COMMIT does (none after a ROLLBACK). Every later
 * read in this process is then sure to see them, which the asynchronous LISTEN feed alone does not promise.
 */
export function trackClientWrites(client: pg.PoolClient | pg.Client, changes: TableChanges): void {
  const original = client.query.bind(client) as QueryFn;
  let inTransaction = false;
  let pending: string[] = [];
  const tracked = (...args: unknown[]): unknown => {
    const first = args[0] as string | { text?: string } | undefined;
    const text = typeof first === 'string' ? first : (first?.text ?? '');
    const head = text.trimStart().slice(0, 12).toLowerCase();
    let onDone: (() => void) | null = null;
    if (head.startsWith('begin') || head.startsWith('start trans')) {
      inTransaction = true;
      pending = [];
    } else if (head.startsWith('commit') || head.startsWith('end')) {
      const written = pending;
      inTransaction = false;
      pending = [];
      onDone = () => changes.announce(written);
    } else if (head.startsWith('rollback') && !head.startsWith('rollback to')) {
      inTransaction = false;
      pending = [];
    } else {
      const tables = tablesWrittenBy(text);
      if (tables.length > 0) {
        if (inTransaction) pending.push(...tables);
        else onDone = () => changes.announce(tables);
      }
    }
    if (!onDone) return original(...args);
    const done = onDone;
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
        if (!error) done();
        return (callback as QueryFn)(error, ...rest);
      };
      return original(...args);
    }
    const result = original(...args);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      return (result as Promise<unknown>).then((value) => {
        done();
        return value;
      });
    }
    return result;
  };
  client.query = tracked as typeof client.query;
}
