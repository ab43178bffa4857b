import { type DbOrTx, schema } from '@hairsalon/db';
import {
  addSalonDays,
  BookingStatus,
  blockedByTimeOff,
  messages,
  SALON_TIME_ZONE,
  salonDayKey,
  type TimeOffInput,
  type TimeOffRange,
  type TimeSlotDefinition,
  type TimeZone,
  timeOffRangeOf,
  timeSlotById,
} from '@hairsalon/shared';
import { and, asc, eq, gt, gte, inArray, lt, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { badRequest, conflict, notFound } from '../../errors.js';
import { type BookingView, heldSlots, loadBookingViews } from '../booking/booking.details.js';
import { requireActiveStylist } from '../stylist/active-stylist.js';

const { stylistTimeOff, bookings, users, locations } = schema;

export interface TimeOffEntry extends TimeOffRange {
  id: number;
  stylistId: number;
  reason: string;
}

/** Time off of the given stylists that overlaps [fromMs, toMs). */
export async function loadTimeOff(db: DbOrTx, stylistIds: number[], fromMs: number, toMs: number): Promise<TimeOffEntry[]> {
  if (stylistIds.length === 0) return [];
  const rows = await db
    .select()
    .from(stylistTimeOff)
    .where(
      and(
        inArray(stylistTimeOff.stylistId, stylistIds),
        lt(stylistTimeOff.startsAt, new Date(toMs)),
        gt(stylistTimeOff.endsAt, new Date(fromMs)),
      ),
    )
    .orderBy(asc(stylistTimeOff.startsAt));
  return rows.map((r) => ({
    id: r.id,
    stylistId: r.stylistId,
    reason: r.reason,
    startsAt: r.startsAt.getTime(),
    endsAt: r.endsAt.getTime(),
  }));
}

/** A stylist's time off covering a salon day of their location's zone (what the schedule of that day must respect). */
export function loadDayTimeOff(
  db: DbOrTx,
  stylistId: number,
  dayStartMs: number,
  zone: TimeZone = SALON_TIME_ZONE,
): Promise<TimeOffEntry[]> {
  return loadTimeOff(db, [stylistId], dayStartMs, addSalonDays(dayStartMs, 1, zone));
}

/** Every booking path calls this before it takes a slot: the stylist must not be off at that hour. */
export async function assertStylistNotOff(
  db: DbOrTx,
  stylistId: number,
  dayStartMs: number,
  slot: Pick<TimeSlotDefinition, 'startMinutes'>,
  /** How long the booking runs from the slot's start (a multi-slot booking covers several slots). */
  minutes?: number,
  zone: TimeZone = SALON_TIME_ZONE,
): Promise<void> {
  refuseTimeOff(await loadDayTimeOff(db, stylistId, dayStartMs, zone), dayStartMs, slot, minutes, zone);
}

/** assertStylistNotOff's rule over the stylist's time off already read for the day. */
export function refuseTimeOff(
  off: readonly TimeOffRange[],
  dayStartMs: number,
  slot: Pick<TimeSlotDefinition, 'startMinutes'>,
  minutes?: number,
  zone: TimeZone = SALON_TIME_ZONE,
): void {
  if (blockedByTimeOff(off, dayStartMs, slot, minutes, zone)) throw conflict(messages.frontDesk.stylistOff);
}

/**
 * Active (pending or confirmed) bookings of a stylist that cover any hour of the range, their service and buffer slots
 * counted as a booking path counts them: the ones staff must move.
 */
export async function bookingsInTimeOff(db: DbOrTx, entry: TimeOffEntry, zone: TimeZone = SALON_TIME_ZONE): Promise<BookingView[]> {
  const candidates = await loadBookingViews(
    db,
    and(
      eq(bookings.stylistId, entry.stylistId),
      inArray(bookings.statusId, [BookingStatus.Pending, BookingStatus.Confirmed]),
      gte(bookings.day, salonDayKey(entry.startsAt, zone)),
      lte(bookings.day, salonDayKey(entry.endsAt, zone)),
    ),
  );
  return candidates.filter((b) =>
    heldSlots(b).some((timeType) => {
      const slot = timeSlotById(timeType);
      return slot ? blockedByTimeOff([entry], b.dateMs, slot, undefined, b.timeZone) : false;
    }),
  );
}

export interface TimeOffView extends TimeOffEntry {
  stylistName: string;
  /** Bookings still in the range, for the staff to move. */
  affected: BookingView[];
}

/** Time off that has not ended yet at a location (or of one of its stylists), soonest first, each with the bookings to move. */
export async function listTimeOff(db: DbOrTx, now: Date, where: { locationId: number; stylistId?: number }): Promise<TimeOffView[]> {
  const stylist = alias(users, 'stylist');
  const rows = await db
    .select({ entry: stylistTimeOff, firstName: stylist.firstName, lastName: stylist.lastName, timeZone: locations.timeZone })
    .from(stylistTimeOff)
    .innerJoin(stylist, eq(stylist.id, stylistTimeOff.stylistId))
    .innerJoin(locations, eq(locations.id, stylist.locationId))
    .where(
      and(
        gt(stylistTimeOff.endsAt, now),
        eq(stylist.locationId, where.locationId),
        where.stylistId === undefined ? undefined : eq(stylistTimeOff.stylistId, where.stylistId),
      ),
    )
    .orderBy(asc(stylistTimeOff.startsAt), asc(stylistTimeOff.id));
  const views: TimeOffView[] = [];
  for (const { entry: r, firstName, lastName, timeZone } of rows) {
    const entry = { id: r.id, stylistId: r.stylistId, reason: r.reason, startsAt: r.startsAt.getTime(), endsAt: r.endsAt.getTime() };
    views.push({ ...entry, stylistName: `${firstName} ${lastName}`.trim(), affected: await bookingsInTimeOff(db, entry, timeZone) });
  }
  return views;
}

/**
 * Staff mark a stylist unavailable; the answer lists the bookings already in that range. The days and hours are
 * the wall clock of the stylist's location (`zone`); the caller has checked the stylist is at a location it may change.
 */
export async function createTimeOff(db: DbOrTx, input: TimeOffInput, staffId: number, now: Date, zone: TimeZone = SALON_TIME_ZONE) {
  await requireActiveStylist(db, input.stylistId);
  const range = timeOffRangeOf(input, zone);
  if (range.endsAt <= now.getTime()) throw badRequest(messages.timeOff.inPast, { endDay: messages.timeOff.inPast });
  const [row] = await db
    .insert(stylistTimeOff)
    .values({
      stylistId: input.stylistId,
      startsAt: new Date(range.startsAt),
      endsAt: new Date(range.endsAt),
      reason: input.reason,
      createdBy: staffId,
    })
    .returning();
  if (!row) throw new Error('time off insert returned nothing');
  const entry = { id: row.id, stylistId: row.stylistId, reason: row.reason, startsAt: range.startsAt, endsAt: range.endsAt };
  const affected = await bookingsInTimeOff(db, entry, zone);
  return { ...entry, affected, message: messages.timeOff.saved(affected.length) };
}

/** The stylist a time-off entry is about (404 when there is no such entry): whose location decides who may remove it. */
export async function timeOffStylist(db: DbOrTx, id: number): Promise<number> {
  const [row] = await db.select({ stylistId: stylistTimeOff.stylistId }).from(stylistTimeOff).where(eq(stylistTimeOff.id, id));
  if (!row) throw notFound(messages.timeOff.notFound);
  return row.stylistId;
}

export async function removeTimeOff(db: DbOrTx, id: number) {
  const [row] = await db.delete(stylistTimeOff).where(eq(stylistTimeOff.id, id)).returning({ id: stylistTimeOff.id });
  if (!row) throw notFound(messages.timeOff.notFound);
  return { id, message: messages.timeOff.removed };
}
