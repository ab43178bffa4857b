import { type DbOrTx, schema } from '@hairsalon/db';
import { salonDayKey, salonDayStart } from '@hairsalon/shared';
import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { type BookingView, loadBookingViews } from './booking.details.js';

/* The lists of bookings: a day's, a stylist's day, a customer's (whole or one page at a time). */

const { bookings } = schema;

/** Every booking of the salon days [fromMs, fromMs + days), by time (the front desk's calendar). */
export function listBookingsForDays(db: DbOrTx, fromMs: number, days: number): Promise<BookingView[]> {
  const first = salonDayStart(fromMs);
  return loadBookingViews(db, and(gte(bookings.day, salonDayKey(first)), lte(bookings.day, salonDayKey(first + (days - 1) * 86_400_000))));
}

export function listBookingsByDate(db: DbOrTx, dateMs: number): Promise<BookingView[]> {
  return loadBookingViews(db, eq(bookings.day, salonDayKey(dateMs)));
}

export function listBookingsForStylist(db: DbOrTx, stylistId: number, dateMs: number): Promise<BookingView[]> {
  return loadBookingViews(db, and(eq(bookings.stylistId, stylistId), eq(bookings.day, salonDayKey(dateMs))));
}

export function listBookingsForCustomer(db: DbOrTx, customerId: number): Promise<BookingView[]> {
  return loadBookingViews(db, eq(bookings.customerId, customerId), 'newest');
}

export interface CustomerBookingsPage {
  items: BookingView[];
  /** The id to pass as `cursor` for the next page; null on the last page. */
  nextCursor: number | null;
  /** The page size asked for. */
  limit: number;
}

/**
 * One page of a customer's bookings, newest first (created time, then id, both descending): those after the booking
 * `cursor` in that order. Keyset paging: a booking made between two pages sorts before the cursor, so later pages
 * neither repeat nor skip a booking. A cursor that names no booking gives an empty page.
 */
export async function pageBookingsForCustomer(
  db: DbOrTx,
  customerId: number,
  page: { cursor?: number; limit: number },
): Promise<CustomerBookingsPage> {
  const after =
    page.cursor === undefined
      ? undefined
      : sql`(${bookings.createdAt}, ${bookings.id}) < (select c.created_at, c.id from ${bookings} c where c.id = ${page.cursor})`;
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.customerId, customerId), after))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(page.limit + 1);
  const ids = rows.slice(0, page.limit).map((r) => r.id);
  if (ids.length === 0) return { items: [], nextCursor: null, limit: page.limit };
  // The views in the order the keyset query gave (timestamps there are exact to the microsecond).
  const byId = new Map((await loadBookingViews(db, inArray(bookings.id, ids))).map((v) => [v.id, v]));
  const items = ids.map((id) => byId.get(id)).filter((v): v is BookingView => v !== undefined);
  return { items, nextCursor: rows.length > page.limit ? (ids.at(-1) ?? null) : null, limit: page.limit };
}
