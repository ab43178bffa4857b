import { createHash } from 'node:crypto';
import { type DbOrTx, schema } from '@hairsalon/db';
import { type CreateBookingInput, normalizeEmail } from '@hairsalon/shared';
import { and, eq } from 'drizzle-orm';

/*
 * The Idempotency-Key of an online booking request (issue 22 item 3, docs/decisions/015): the statements that claim,
 * read and release a key. The rules (what a repeat answers, when a key has expired) are createOnlineBooking's.
 */

const { bookingIdempotencyKeys, bookings } = schema;

/** A booking request's key, with whose it is and what it asked for. */
export interface BookingKey {
  /** 'user:<id>' for a signed-in caller, 'email:<normalised email>' for a guest: one caller's keys never meet another's. */
  scope: string;
  key: string;
  /** sha256 (hex) of what the request asked for. */
  requestHash: string;
}

/**
 * The key of a request that carries one (null otherwise). What it asked for is every field that makes the booking
 * (stylist, salon day, start, services in their order, who, points), as validated; not the client's `amount`, which
 * is only compared (ARCHITECTURE §4), nor the date's exact instant within the day, which books the same day.
 */
export function bookingKeyOf(input: CreateBookingInput, callerId: number | null, day: string): BookingKey | null {
  if (input.idempotencyKey === undefined) return null;
  const content = JSON.stringify([
    input.stylistId,
    day,
    input.timeType,
    input.serviceIds,
    input.fullName,
    normalizeEmail(input.email),
    input.phone,
    input.pointsToUse,
  ]);
  return {
    scope: callerId === null ? `email:${normalizeEmail(input.email)}` : `user:${callerId}`,
    key: input.idempotencyKey,
    requestHash: createHash('sha256').update(content).digest('hex'),
  };
}

/**
 * Claims the key, first in the booking's transaction (before the hold locks, which a repeat from the same person
 * would otherwise queue on and then find its own slot taken). A claim of a key another transaction holds waits on
 * the unique index until that one ends: it committed (nothing claimed: its booking is the answer) or rolled back
 * (claimed). Returns the claim's id, or null when the key is someone else's already.
 */
export async function claimBookingKey(tx: DbOrTx, key: BookingKey, now: Date): Promise<number | null> {
  const [claimed] = await tx
    .insert(bookingIdempotencyKeys)
    .values({ scope: key.scope, key: key.key, requestHash: key.requestHash, createdAt: now })
    .onConflictDoNothing({ target: [bookingIdempotencyKeys.scope, bookingIdempotencyKeys.key] })
    .returning({ id: bookingIdempotencyKeys.id });
  return claimed?.id ?? null;
}

export interface StoredBookingKey {
  id: number;
  requestHash: string;
  bookingId: number | null;
  statusId: string | null;
  holdExpiresAt: Date | null;
}

/** The committed key and the state of its booking, or null when no request holds it. */
export async function findBookingKey(db: DbOrTx, key: BookingKey): Promise<StoredBookingKey | null> {
  const [row] = await db
    .select({
      id: bookingIdempotencyKeys.id,
      requestHash: bookingIdempotencyKeys.requestHash,
      bookingId: bookingIdempotencyKeys.bookingId,
      statusId: bookings.statusId,
      holdExpiresAt: bookings.holdExpiresAt,
    })
    .from(bookingIdempotencyKeys)
    .leftJoin(bookings, eq(bookings.id, bookingIdempotencyKeys.bookingId))
    .where(and(eq(bookingIdempotencyKeys.scope, key.scope), eq(bookingIdempotencyKeys.key, key.key)));
  return row ?? null;
}

/** Frees an expired key (its booking was cancelled or its hold ran out), so the next request with it books afresh. */
export async function releaseBookingKey(db: DbOrTx, id: number): Promise<void> {
  await db.delete(bookingIdempotencyKeys).where(eq(bookingIdempotencyKeys.id, id));
}
