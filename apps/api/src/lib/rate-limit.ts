import { createHash } from 'node:crypto';
import { type DbOrTx, schema } from '@hairsalon/db';
import { messages } from '@hairsalon/shared';
import { and, gt, inArray, sql } from 'drizzle-orm';
import { tooManyRequests } from '../errors.js';

const { rateLimitHits } = schema;

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
  const cutoff = new Date(now.getTime() - windowMs);
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key: storedRateLimitKey(key), windowStart: now, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${rateLimitHits.windowStart} <= ${cutoff.toISOString()}::timestamptz then 1 else ${rateLimitHits.hits} + 1 end`,
        windowStart: sql`case when ${rateLimitHits.windowStart} <= ${cutoff.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${rateLimitHits.windowStart} end`,
      },
    })
    .returning({ hits: rateLimitHits.hits });
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
