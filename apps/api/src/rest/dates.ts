import { MAX_ID, salonDayKey, salonDayKeyToMs, type TimeZone } from '@hairsalon/shared';
import type { AppContext } from '../context.js';
import { firstOpenLocation, type LocationScope, scopedLocation, stylistLocation } from '../routers/location/scope.js';

/*
 * Dates on the spec's paths (ARCHITECTURE §5, docs/decisions/005): epoch milliseconds, answered as the UTC midnight
 * of the salon day, as the original system stored them, so a spec client in any browser zone shows the right day.
 * The procedures speak salon instants (a day is the salon day that contains the instant); this is the one place that
 * turns one into the other.
 */

const DAY_MS = 86_400_000;

/** True for an instant that is exactly a UTC midnight: how the original system, and its clients, wrote a day. */
export const isUtcMidnight = (ms: number) => Number.isSafeInteger(ms) && ms % DAY_MS === 0;

/**
 * The salon day (YYYY-MM-DD) a date received on a spec path means: a UTC midnight is that calendar day (it is how the
 * spec's clients send a day, and west of UTC it falls on the evening before); any other instant is the salon day
 * that contains it, in the zone of the location the call is about.
 */
export function specDayKey(ms: number, zone: TimeZone): string {
  return isUtcMidnight(ms) ? new Date(ms).toISOString().slice(0, 10) : salonDayKey(ms, zone);
}

/** The date a spec client reads for a salon day (YYYY-MM-DD): its UTC midnight, epoch ms. */
export const specDateOf = (dayKey: string): number => Date.parse(`${dayKey}T00:00:00.000Z`);

/** The spec date of the salon day an instant falls on in a zone (a salon-local midnight, say). */
export const specDateOfInstant = (ms: number, zone: TimeZone): number => specDateOf(salonDayKey(ms, zone));

const isId = (v: number | undefined): v is number => v !== undefined && Number.isInteger(v) && v >= 1 && v <= MAX_ID;

/**
 * A date received, as the instant the procedures read as the day it means: a UTC midnight becomes the salon-local
 * midnight of that calendar day at `place` (looked up only then); anything else, including what is not a date at all
 * (the procedure refuses it with the field's message), goes on as it came.
 */
export async function salonDateOf(ms: number | undefined, place: () => Promise<LocationScope>): Promise<number | undefined> {
  if (ms === undefined || !isUtcMidnight(ms)) return ms;
  const { timeZone } = await place();
  return salonDayKeyToMs(specDayKey(ms, timeZone), timeZone);
}

/** Where a stylist's day is: their location (the first open one for an id that names no stylist, refused later). */
export const stylistPlace = (ctx: AppContext, stylistId: number | undefined) => () =>
  isId(stylistId) ? stylistLocation(ctx.deps.db, stylistId) : firstOpenLocation(ctx.deps.db);

/** Where a call that names a location (or none: the caller's or the first open one) is about, as its procedure reads it. */
export const namedPlace = (ctx: AppContext, locationId: number | undefined) => () =>
  scopedLocation(ctx.deps.db, ctx.sessionUser, isId(locationId) ? locationId : undefined);

/** A booking as a spec client reads it: `date` the UTC midnight of its salon day (`day`), epoch ms as text. */
export const withSpecDate = <T extends { day: string }>(booking: T): T & { date: string } => ({
  ...booking,
  date: String(specDateOf(booking.day)),
});
