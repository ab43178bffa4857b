import { type DbOrTx, schema } from '@hairsalon/db';
import { addSalonDays, salonDayKey, salonDayStart, salonToday } from '@hairsalon/shared';
import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { type LocationScope, stylistLocation } from '../location/scope.js';
import { type BookingView, loadBookingViews } from './booking.details.js';

/* The lists of bookings: a day's, a stylist's day, a customer's (whole or one page at a time). */

const { bookings, users } = schema;

/** The bookings whose stylist works at the location (a booking's location is its stylist's, docs/decisions/021). */
export const atLocation = (locationId: number) =>
  inArray(bookings.stylistId, sql`(select ${users.id} from ${users} where ${users.locationId} = ${locationId})`);

/** Every booking of a location's salon days [fromMs, fromMs + days), on its calendar, by time (the front desk's calendar). */
export function listBookingsForDays(db: DbOrTx, fromMs: number, days: number, place: LocationScope): Promise<BookingView[]> {
  const first = salonDayStart(fromMs, place.timeZone);
  const last = addSalonDays(first, days - 1, place.timeZone);
  return loadBookingViews(
    db,
    and(atLocation(place.id), gte(bookings.day, salonDayKey(first, place.timeZone)), lte(bookings.day, salonDayKey(last, place.timeZone))),
  );
}

/** Every booking of a location's salon day (the day `dateMs` falls on there). */
export function listBookingsByDate(db: DbOrTx, dateMs: number, place: LocationScope): Promise<BookingView[]> {
  return loadBookingViews(db, and(atLocation(place.id), eq(bookings.day, salonDayKey(dateMs, place.timeZone))));
}

/** A stylist's bookings of a salon day on their location's calendar (absent: today there). */
export async function listBookingsForStylist(db: DbOrTx, stylistId: number, dateMs: number | undefined, now: Date): Promise<BookingView[]> {
  const { timeZone: zone } = await stylistLocation(db, stylistId);
  const day = salonDayKey(dateMs ?? salonToday(now.getTime(), zone), zone);
  return loadBookingViews(db, and(eq(bookings.stylistId, stylistId), eq(bookings.day, day)));
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
