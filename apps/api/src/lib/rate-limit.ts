import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { type DbOrTx, queryRows, schema } from '@hairsalon/db';
import { messages } from '@hairsalon/shared';
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { tooManyRequests } from '../errors.js';

const { rateLimitHits } = schema;

/**
 * A limit's key from its scope and parts (`rateLimitKey('login:fail', ip, email)`), as a JSON array: unambiguous
 * whatever the parts contain, so `'a:b' + 'c'` and `'a' + 'b:c'` never share a counter.
 */
export function rateLimitKey(scope: string, ...parts: (string | number)[]): string {
  return JSON.stringify([scope, ...parts]);
}

/**
 * The client address a limit counts. IPv4 as is; IPv6 by its /64 prefix, since one subscriber is handed a whole /64
 * and could otherwise rotate through 2^64 addresses to dodge every per-address limit; an IPv4-mapped IPv6 address
 * (`::ffff:192.0.2.1`) as its IPv4 address.
 */
export function clientAddressKey(ip: string): string {
  const address = ip.trim().replace(/%.*$/, '').toLowerCase();
  if (isIPv4(address) || !isIPv6(address)) return address;
  const groups = expandIPv6(address);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (with `::` and a trailing dotted IPv4 part expanded). */
function expandIPv6(address: string): number[] {
  let text = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split('.').map(Number);
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => Number.parseInt(g, 16)));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const fill = tail === undefined ? [] : new Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...fill, ...right];
}

/**
 * The stored form of a limit's key: its SHA-256, so a key built from user input (an email, a token) is always
 * 64 characters, whatever was sent, and never overflows the primary key's index.
 */
export function storedRateLimitKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/**
 * Fixed-window counter kept in the database, so every API instance shares it. Returns the number of hits
 * in the current window including this one.
 */
export async function countHit(db: DbOrTx, key: string, windowMs: number, now: Date): Promise<number> {
  const at = now.toISOString();
  const cutoff = new Date(now.getTime() - windowMs).toISOString();
  // Every limited request runs this, so it is one prepared statement (queryRows), not a builder query.
  const [row] = await queryRows<{ hits: number }>(
    db,
    sql`insert into ${rateLimitHits} (key, window_start, hits) values (${storedRateLimitKey(key)}, ${at}::timestamptz, 1)
      on conflict (key) do update set
        hits = case when ${rateLimitHits.windowStart} <= ${cutoff}::timestamptz then 1 else ${rateLimitHits.hits} + 1 end,
        window_start = case when ${rateLimitHits.windowStart} <= ${cutoff}::timestamptz then ${at}::timestamptz else ${rateLimitHits.windowStart} end
      returning hits`,
    { writes: [rateLimitHits] },
  );
  return row?.hits ?? 1;
}

export interface LimitRule {
  key: string;
  limit: number;
}

/** Counts a hit on every rule; refuses with 429 when any is over its limit. */
export async function enforceRateLimits(db: DbOrTx, rules: LimitRule[], windowMs: number, now: Date): Promise<void> {
  let over = false;
  for (const rule of rules) {
    const hits = await countHit(db, rule.key, windowMs, now);
    if (hits > rule.limit) over = true;
  }
  if (over) throw tooManyRequests(messages.generic.tooManyRequests);
}

/** Gives back one hit counted in the current window (an attempt that turned out not to count). */
export async function uncountHit(db: DbOrTx, key: string, windowMs: number, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - windowMs);
  await db
    .update(rateLimitHits)
    .set({ hits: sql`${rateLimitHits.hits} - 1` })
    .where(and(eq(rateLimitHits.key, storedRateLimitKey(key)), gt(rateLimitHits.windowStart, cutoff), gt(rateLimitHits.hits, 0)));
}

/** Hits in the current window of each key, without counting one (0 for a key with none). */
export async function peekHits(db: DbOrTx, keys: string[], windowMs: number, now: Date): Promise<number[]> {
  const cutoff = new Date(now.getTime() - windowMs);
  const stored = keys.map(storedRateLimitKey);
  const rows = await db
    .select({ key: rateLimitHits.key, hits: rateLimitHits.hits })
    .from(rateLimitHits)
    .where(and(inArray(rateLimitHits.key, stored), gt(rateLimitHits.windowStart, cutoff)));
  return stored.map((key) => rows.find((r) => r.key === key)?.hits ?? 0);
}

/** Forgets a key's hits (e.g. an address's failed sign-ins once it signs in). */
export async function clearHits(db: DbOrTx, key: string): Promise<void> {
  await db.delete(rateLimitHits).where(inArray(rateLimitHits.key, [storedRateLimitKey(key)]));
}

/** The longest window any limit uses (the hourly upload quota); a row older than this counts for nothing. */
export const LONGEST_RATE_LIMIT_WINDOW_MS = 3_600_000;

/**
 * Deletes counters whose window ended (nothing reads them again: the next hit starts a new window), in bounded
 * batches so one run never holds a long lock. Returns how many rows went.
 */
export async function pruneRateLimitHits(db: DbOrTx, now: Date, batch = 5_000): Promise<number> {
  const cutoff = new Date(now.getTime() - LONGEST_RATE_LIMIT_WINDOW_MS);
  let pruned = 0;
  for (let round = 0; round < 1_000; round++) {
    const gone = await db
      .delete(rateLimitHits)
      .where(
        inArray(
          rateLimitHits.key,
          db.select({ key: rateLimitHits.key }).from(rateLimitHits).where(lt(rateLimitHits.windowStart, cutoff)).limit(batch),
        ),
      )
      .returning({ key: rateLimitHits.key });
    pruned += gone.length;
    if (gone.length < batch) break;
  }
  return pruned;
}
