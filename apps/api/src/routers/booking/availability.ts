import { type DbOrTx, schema } from '@hairsalon/db';
import {
  blockedByTimeOff,
  coveredRange,
  type DayAvailability,
  freeStartsOf,
  isPastSalonDay,
  isSlotPast,
  messages,
  SALON_TIME_ZONE,
  type ServiceTiming,
  SlotStatus,
  salonDayKeyToMs,
  slotsNeeded,
  TIME_SLOTS,
  type TimeOffRange,
  type TimeSlotId,
  type TimeZone,
} from '@hairsalon/shared';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { badRequest, conflict } from '../../errors.js';
import { loadDayTimeOff } from '../time-off/time-off.service.js';

const { scheduleSlots, bookingSlots, services } = schema;

/**
 * A stylist's day as availability sees it: the slots on their schedule that are switched on, and the slots taken.
 * This is the one place that says what takes a slot (docs/decisions/009): today the service and buffer slots of
 * active bookings; any further rule (time off, …) adds its slots to `blocked` here, and the booking form, the
 * booking rules, reschedule and the waitlist all follow.
 */
export async function loadDayAvailability(
  db: DbOrTx,
  stylistId: number,
  day: string,
  options: { ignoreBookingId?: number; zone?: TimeZone } = {},
): Promise<DayAvailability> {
  // The stylist's location's zone: their day and slots are its wall clock (docs/decisions/021).
  const zone = options.zone ?? SALON_TIME_ZONE;
  const scheduled = await db
    .select({ timeType: scheduleSlots.timeType, statusTime: scheduleSlots.statusTime })
    .from(scheduleSlots)
    .where(and(eq(scheduleSlots.stylistId, stylistId), eq(scheduleSlots.day, day)));
  const held = await db
    .select({ timeType: bookingSlots.timeType })
    .from(bookingSlots)
    .where(
      and(
        eq(bookingSlots.stylistId, stylistId),
        eq(bookingSlots.day, day),
        eq(bookingSlots.active, true),
        options.ignoreBookingId === undefined ? undefined : ne(bookingSlots.bookingId, options.ignoreBookingId),
      ),
    );
  const off = await loadDayTimeOff(db, stylistId, salonDayKeyToMs(day, zone), zone);
  return dayAvailabilityOf({ scheduled, held, off }, day, zone);
}

/** loadDayAvailability's rule over a stylist's rows of the day already read (their schedule, held slots, time off). */
export function dayAvailabilityOf(
  rows: {
    scheduled: readonly { timeType: string; statusTime: string }[];
    held: readonly { timeType: string }[];
    off: readonly TimeOffRange[];
  },
  day: string,
  zone: TimeZone,
): DayAvailability {
  // Time off (docs/decisions/010): every slot the stylist is off for is taken too.
  const dayMs = salonDayKeyToMs(day, zone);
  const offSlots = TIME_SLOTS.filter((slot) => blockedByTimeOff(rows.off, dayMs, slot, undefined, zone)).map((slot) => slot.keyMap);
  return {
    open: new Set(rows.scheduled.filter((s) => s.statusTime === SlotStatus.Enable).map((s) => s.timeType)),
    blocked: new Set([...rows.held.map((h) => h.timeType), ...offSlots]),
  };
}

export interface ChosenService extends ServiceTiming {
  id: number;
  name: string;
  priceCents: number;
}

/** Bookable services in the order given; a missing or archived one is refused. */
export async function loadChosenServices(db: DbOrTx, serviceIds: readonly number[]): Promise<ChosenService[]> {
  const rows = await db
    .select({
      id: services.id,
      name: services.name,
      priceCents: services.priceCents,
      durationMinutes: services.durationMinutes,
      bufferMinutes: services.bufferMinutes,
    })
    .from(services)
    .where(and(inArray(services.id, [...new Set(serviceIds)]), isNull(services.archivedAt)));
  return chosenServicesFrom(rows, serviceIds);
}

/** The chosen services in the order given, from the bookable ones found; a missing or archived one is refused. */
export function chosenServicesFrom(bookable: readonly ChosenService[], serviceIds: readonly number[]): ChosenService[] {
  const ids = [...new Set(serviceIds)];
  const chosen = ids.map((id) => bookable.find((r) => r.id === id));
  if (!chosen.every((r): r is ChosenService => Boolean(r)))
    throw badRequest(messages.booking.serviceUnavailable, { serviceIds: messages.booking.serviceUnavailable });
  return chosen;
}

export interface FreeStartsQuery {
  stylistId: number;
  /** YYYY-MM-DD salon day */
  day: string;
  services: readonly ServiceTiming[];
  /** A booking being moved does not stand in its own way. */
  ignoreBookingId?: number;
  /** The stylist's location's zone (docs/decisions/021). */
  zone: TimeZone;
}

/** The start slots of a stylist's day where a booking of these services fits now (nothing past, nothing taken). */
export async function freeStarts(db: DbOrTx, query: FreeStartsQuery, now: Date): Promise<TimeSlotId[]> {
  const { zone } = query;
  const dayMs = salonDayKeyToMs(query.day, zone);
  if (isPastSalonDay(dayMs, now.getTime(), zone)) return [];
  const day = await loadDayAvailability(db, query.stylistId, query.day, { ignoreBookingId: query.ignoreBookingId, zone });
  return freeStartsOf(day, slotsNeeded(query.services), (slot) => isSlotPast(dayMs, slot, now.getTime(), zone));
}

export type CoveredRange = NonNullable<ReturnType<typeof coveredRange>>;

/** The range a booking of these services starting at `start` covers; refused when it does not fit before a gap. */
export function rangeFor(start: string, chosen: readonly ServiceTiming[]): CoveredRange {
  const range = coveredRange(start, slotsNeeded(chosen));
  if (!range) throw conflict(messages.booking.rangeTaken);
  return range;
}

/**
 * Checks (inside the booking's transaction) that every service slot of the range is on the stylist's schedule and
 * switched on; returns the start slot's schedule row id.
 */
export async function requireOpenRange(tx: DbOrTx, stylistId: number, day: string, range: CoveredRange): Promise<number> {
  const rows = await tx
    .select({ id: scheduleSlots.id, timeType: scheduleSlots.timeType, statusTime: scheduleSlots.statusTime })
    .from(scheduleSlots)
    .where(and(eq(scheduleSlots.stylistId, stylistId), eq(scheduleSlots.day, day), inArray(scheduleSlots.timeType, range.serviceSlots)));
  return openRangeStart(rows, range);
}

/** requireOpenRange's rule over the stylist's schedule rows of the day (any of them): the start slot's row id. */
export function openRangeStart(rows: readonly { id: number; timeType: string; statusTime: string }[], range: CoveredRange): number {
  const open = new Map(rows.filter((r) => r.statusTime === SlotStatus.Enable).map((r) => [r.timeType, r.id]));
  if (!range.serviceSlots.every((id) => open.has(id)))
    throw conflict(range.serviceSlots.length > 1 ? messages.booking.rangeTaken : messages.booking.slotTaken);
  const startId = open.get(range.serviceSlots[0] ?? '');
  if (startId === undefined) throw conflict(messages.booking.slotTaken);
  return startId;
}

/**
 * Takes the slots of a range for a booking. The database refuses a slot another active booking covers (partial
 * unique index on booking_slots): the caller turns that into 409. `startCovered`: the insert trigger already took the
 * start slot of a booking just inserted.
 */
export async function takeRange(
  tx: DbOrTx,
  booking: { id: number; stylistId: number; day: string },
  range: CoveredRange,
  options: { startCovered: boolean },
): Promise<void> {
  const rows = rangeSlots(range, options);
  if (rows.length === 0) return;
  await tx.insert(bookingSlots).values(
    rows.map((r) => ({
      bookingId: booking.id,
      stylistId: booking.stylistId,
      day: booking.day,
      timeType: r.timeType,
      kind: r.kind,
      active: true,
    })),
  );
}

/** The booking_slots rows a range takes: its service slots, then its buffer (less the start when already covered). */
export function rangeSlots(range: CoveredRange, options: { startCovered: boolean }): { timeType: string; kind: 'service' | 'buffer' }[] {
  return [
    ...range.serviceSlots.map((timeType) => ({ timeType, kind: 'service' as const })),
    ...range.bufferSlots.map((timeType) => ({ timeType, kind: 'buffer' as const })),
  ].slice(options.startCovered ? 1 : 0);
}
