import { type DbOrTx, schema } from '@hairsalon/db';
import {
  BookingStatus,
  blockedByTimeOff,
  messages,
  salonDayKey,
  type TimeOffInput,
  type TimeOffRange,
  type TimeSlotDefinition,
  timeOffRangeOf,
  timeSlotById,
} from '@hairsalon/shared';
import { and, asc, eq, gt, gte, inArray, lt, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { badRequest, conflict, notFound } from '../../errors.js';
import { type BookingView, loadBookingViews } from '../booking/booking.details.js';
import { requireActiveStylist } from '../stylist/active-stylist.js';

const { stylistTimeOff, bookings, bookingSlots, users } = schema;
const DAY_MS = 86_400_000;

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

/** A stylist's time off covering a salon day (what the schedule of that day must respect). */
export function loadDayTimeOff(db: DbOrTx, stylistId: number, dayStartMs: number): Promise<TimeOffEntry[]> {
  return loadTimeOff(db, [stylistId], dayStartMs, dayStartMs + DAY_MS);
}

/** Every booking path calls this before it takes a slot: the stylist must not be off at that hour. */
export async function assertStylistNotOff(
  db: DbOrTx,
  stylistId: number,
  dayStartMs: number,
  slot: Pick<TimeSlotDefinition, 'startMinutes'>,
  /** How long the booking runs from the slot's start (a multi-slot booking covers several slots). */
  minutes?: number,
): Promise<void> {
  refuseTimeOff(await loadDayTimeOff(db, stylistId, dayStartMs), dayStartMs, slot, minutes);
}

/** assertStylistNotOff's rule over the stylist's time off already read for the day. */
export function refuseTimeOff(
  off: readonly TimeOffRange[],
  dayStartMs: number,
  slot: Pick<TimeSlotDefinition, 'startMinutes'>,
  minutes?: number,
): void {
  if (blockedByTimeOff(off, dayStartMs, slot, minutes)) throw conflict(messages.frontDesk.stylistOff);
}

/**
 * Active (pending or confirmed) bookings of a stylist that cover any hour of the range, their service and buffer slots
 * counted as a booking path counts them: the ones staff must move.
 */
export async function bookingsInTimeOff(db: DbOrTx, entry: TimeOffEntry): Promise<BookingView[]> {
  const candidates = await loadBookingViews(
    db,
    and(
      eq(bookings.stylistId, entry.stylistId),
      inArray(bookings.statusId, [BookingStatus.Pending, BookingStatus.Confirmed]),
      gte(bookings.day, salonDayKey(entry.startsAt)),
      lte(bookings.day, salonDayKey(entry.endsAt)),
    ),
  );
  if (candidates.length === 0) return [];
  const covered = await db
    .select({ bookingId: bookingSlots.bookingId, timeType: bookingSlots.timeType })
    .from(bookingSlots)
    .where(
      inArray(
        bookingSlots.bookingId,
        candidates.map((b) => b.id),
      ),
    );
  const slotsOf = new Map<number, string[]>();
  for (const row of covered) slotsOf.set(row.bookingId, [...(slotsOf.get(row.bookingId) ?? []), row.timeType]);
  return candidates.filter((b) =>
    (slotsOf.get(b.id) ?? [b.timeType]).some((timeType) => {
      const slot = timeSlotById(timeType);
      return slot ? blockedByTimeOff([entry], b.dateMs, slot) : false;
    }),
  );
}

export interface TimeOffView extends TimeOffEntry {
  stylistName: string;
  /** Bookings still in the range, for the staff to move. */
  affected: BookingView[];
}

/** Time off that has not ended yet (or of a stylist), soonest first, each with the bookings to move. */
export async function listTimeOff(db: DbOrTx, now: Date, stylistId?: number): Promise<TimeOffView[]> {
  const stylist = alias(users, 'stylist');
  const rows = await db
    .select({ entry: stylistTimeOff, firstName: stylist.firstName, lastName: stylist.lastName })
    .from(stylistTimeOff)
    .innerJoin(stylist, eq(stylist.id, stylistTimeOff.stylistId))
    .where(and(gt(stylistTimeOff.endsAt, now), stylistId === undefined ? undefined : eq(stylistTimeOff.stylistId, stylistId)))
    .orderBy(asc(stylistTimeOff.startsAt), asc(stylistTimeOff.id));
  const views: TimeOffView[] = [];
  for (const { entry: r, firstName, lastName } of rows) {
    const entry = { id: r.id, stylistId: r.stylistId, reason: r.reason, startsAt: r.startsAt.getTime(), endsAt: r.endsAt.getTime() };
    views.push({ ...entry, stylistName: `${firstName} ${lastName}`.trim(), affected: await bookingsInTimeOff(db, entry) });
  }
  return views;
}

/** Staff mark a stylist unavailable; the answer lists the bookings already in that range. */
export async function createTimeOff(db: DbOrTx, input: TimeOffInput, staffId: number, now: Date) {
  await requireActiveStylist(db, input.stylistId);
  const range = timeOffRangeOf(input);
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
  const affected = await bookingsInTimeOff(db, entry);
  return { ...entry, affected, message: messages.timeOff.saved(affected.length) };
}

export async function removeTimeOff(db: DbOrTx, id: number) {
  const [row] = await db.delete(stylistTimeOff).where(eq(stylistTimeOff.id, id)).returning({ id: stylistTimeOff.id });
  if (!row) throw notFound(messages.timeOff.notFound);
  return { id, message: messages.timeOff.removed };
}
