import { type DbOrTx, schema } from '@hairsalon/db';
import {
  type BookingStatus,
  bookingTransitions,
  formatSalonLongDate,
  isLanguage,
  isPastSalonDay,
  isSlotPast,
  messages,
  Role,
  type RoleId,
  SLOT_MINUTES,
  salonDayKey,
  salonDayKeyToMs,
  salonDayStart,
  slotStartMs,
  type TimeSlotId,
  timeSlotById,
} from '@hairsalon/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { badRequest, conflict, forbidden, notFound } from '../../errors.js';
import { isUniqueViolation } from '../auth/auth.service.js';
import { requireStylistInScope } from '../location/scope.js';
import { requireActiveStylist } from '../stylist/active-stylist.js';
import { assertStylistNotOff } from '../time-off/time-off.service.js';
import { notifyWaitlist } from '../waitlist/waitlist.service.js';
import { freeStarts, rangeFor, requireOpenRange, takeRange } from './availability.js';
import { loadBookingView } from './booking.details.js';
import { enqueueBookingRescheduled } from './booking.emails.js';

const { bookings, bookingServices, bookingSlots, services, users } = schema;

export interface RescheduleActor {
  id: number;
  roleId: RoleId;
  /** Staff move only their own location's bookings, to its stylists (docs/decisions/021). */
  locationId: number | null;
}

export interface RescheduleTarget {
  stylistId: number;
  /** any instant of the salon day, epoch ms */
  date: number;
  timeType: string;
}

/** The booking's services with their timings as they are now (a booking keeps its services when it moves). */
async function servicesOf(db: DbOrTx, bookingId: number) {
  return db
    .select({ durationMinutes: services.durationMinutes, bufferMinutes: services.bufferMinutes })
    .from(bookingServices)
    .innerJoin(services, eq(services.id, bookingServices.serviceId))
    .where(eq(bookingServices.bookingId, bookingId))
    .orderBy(asc(bookingServices.position));
}

/**
 * Who may move this booking, now: its customer (pending or confirmed, up to RESCHEDULE_MIN_HOURS_BEFORE hours before
 * it starts) or staff and admins (any active booking). Returns the booking row.
 */
async function requireReschedulable(deps: AppDeps, bookingId: number, actor: RescheduleActor) {
  const [row] = await deps.db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!row) throw notFound(messages.booking.notFound);
  const staff = actor.roleId === Role.Staff || actor.roleId === Role.Admin;
  if (!staff && row.customerId !== actor.id) throw forbidden(messages.session.forbidden);
  // The booking's location is its stylist's: staff only their own; its start is that location's wall clock.
  const place = await requireStylistInScope(deps.db, actor, row.stylistId);
  if (!(bookingTransitions.reschedule as readonly string[]).includes(row.statusId)) throw badRequest(messages.booking.notReschedulable);
  if (!staff) {
    const slot = timeSlotById(row.timeType);
    const dayMs = salonDayKeyToMs(row.day, place.timeZone);
    const startsAt = slot ? slotStartMs(dayMs, slot, place.timeZone) : dayMs;
    const hours = deps.config.rescheduleMinHoursBefore;
    if (startsAt - deps.now().getTime() < hours * 3_600_000) throw badRequest(messages.booking.rescheduleTooLate(hours));
  }
  return row;
}

/** The starts a booking could move to on a stylist's day: where its services fit, its own slots not counting. */
export async function rescheduleOptions(
  deps: AppDeps,
  bookingId: number,
  target: Omit<RescheduleTarget, 'timeType'>,
  actor: RescheduleActor,
): Promise<{ starts: TimeSlotId[] }> {
  await requireReschedulable(deps, bookingId, actor);
  await requireActiveStylist(deps.db, target.stylistId);
  const { timeZone: zone } = await requireStylistInScope(deps.db, actor, target.stylistId);
  const chosen = await servicesOf(deps.db, bookingId);
  const starts = await freeStarts(
    deps.db,
    { stylistId: target.stylistId, day: salonDayKey(target.date, zone), services: chosen, ignoreBookingId: bookingId, zone },
    deps.now(),
  );
  return { starts };
}

/**
 * Moves a pending or confirmed booking to another start of the same or another stylist. The old range is released and
 * the new one taken in one transaction (the partial unique index refuses a taken slot, and then nothing changes);
 * payment, points and the unpaid hold stay with the booking. The customer and the stylists get the new .ics, and
 * whoever waits for the released range is told.
 */
export async function rescheduleBooking(deps: AppDeps, bookingId: number, target: RescheduleTarget, actor: RescheduleActor) {
  const now = deps.now();
  const before = await requireReschedulable(deps, bookingId, actor);
  // The new start is a wall-clock time at the new stylist's location (staff: one of their own location's stylists).
  const { timeZone: zone } = await requireStylistInScope(deps.db, actor, target.stylistId);
  const slot = timeSlotById(target.timeType);
  if (!slot) throw badRequest(messages.booking.timeSlotRequired, { timeType: messages.booking.timeSlotRequired });
  if (isPastSalonDay(target.date, now.getTime(), zone))
    throw badRequest(messages.booking.dateInPast, { date: messages.booking.dateInPast });
  const dayStart = salonDayStart(target.date, zone);
  if (isSlotPast(dayStart, slot, now.getTime(), zone)) throw badRequest(messages.booking.slotPast, { timeType: messages.booking.slotPast });
  const day = salonDayKey(dayStart, zone);
  if (before.stylistId === target.stylistId && before.day === day && before.timeType === slot.keyMap)
    throw badRequest(messages.booking.sameTime);
  const stylist = await requireActiveStylist(deps.db, target.stylistId);
  const range = rangeFor(slot.keyMap, await servicesOf(deps.db, bookingId));
  const previousView = await loadBookingView(deps.db, bookingId);
  if (!previousView) throw notFound(messages.booking.notFound);

  try {
    await deps.db.transaction(async (tx) => {
      // The row lock orders this move against a cancel, an expiry or another move of the same booking.
      const [locked] = await tx
        .select({ statusId: bookings.statusId, stylistId: bookings.stylistId, day: bookings.day, timeType: bookings.timeType })
        .from(bookings)
        .where(eq(bookings.id, bookingId))
        .for('update');
      if (!locked || !(bookingTransitions.reschedule as readonly string[]).includes(locked.statusId))
        throw badRequest(messages.booking.notReschedulable);
      if (locked.stylistId !== before.stylistId || locked.day !== before.day || locked.timeType !== before.timeType)
        throw conflict(messages.booking.slotTaken);
      const scheduleSlotId = await requireOpenRange(tx, stylist.id, day, range);
      // Time off, as a new booking checks it: the stylist must not be off during any slot the moved booking covers.
      await assertStylistNotOff(
        tx,
        stylist.id,
        dayStart,
        slot,
        (range.serviceSlots.length + range.bufferSlots.length) * SLOT_MINUTES,
        zone,
      );
      await tx.delete(bookingSlots).where(eq(bookingSlots.bookingId, bookingId));
      await tx
        .update(bookings)
        .set({
          stylistId: stylist.id,
          day,
          timeType: slot.keyMap,
          scheduleSlotId,
          timeString: `${slot.valueEn} - ${formatSalonLongDate(dayStart, zone)}`,
          reminderSentAt: null,
          updatedAt: now,
        })
        .where(eq(bookings.id, bookingId));
      await takeRange(tx, { id: bookingId, stylistId: stylist.id, day }, range, { startCovered: false });
      const view = await loadBookingView(tx, bookingId);
      if (!view) throw notFound(messages.booking.notFound);
      const stylistIds = [...new Set([before.stylistId, stylist.id])];
      const stylistRows = await tx
        .select({ email: users.email, firstName: users.firstName, lastName: users.lastName, language: users.language })
        .from(users)
        .where(inArray(users.id, stylistIds));
      await enqueueBookingRescheduled(
        deps,
        tx,
        view,
        {
          view: previousView,
          stylistName: `${previousView.stylistDataBooking.firstName} ${previousView.stylistDataBooking.lastName}`.trim(),
        },
        stylistRows.map((s) => ({
          email: s.email,
          name: `${s.firstName} ${s.lastName}`.trim(),
          language: isLanguage(s.language) ? s.language : null,
        })),
      );
      // The old range is free now: whoever waits for it hears so, in this same transaction.
      await notifyWaitlist(deps, tx, [{ stylistId: before.stylistId, day: before.day }]);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.booking.slotTaken);
    throw error;
  }
  return {
    bookingId,
    statusId: before.statusId as (typeof BookingStatus)[keyof typeof BookingStatus],
    message: messages.booking.rescheduled,
  };
}
