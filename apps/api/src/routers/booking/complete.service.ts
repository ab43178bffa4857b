import { schema } from '@hairsalon/db';
import {
  BookingStatus,
  canComplete,
  canMarkNoShow,
  messages,
  PaymentProvider,
  POINTS_EARNED_PER_COMPLETED_BOOKING,
  Role,
  salonDayKeyToMs,
  slotStartMs,
  type TimeZone,
  timeSlotById,
} from '@hairsalon/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SessionUser } from '../../context.js';
import type { AppDeps } from '../../deps.js';
import { badRequest, forbidden } from '../../errors.js';
import { requireStylistInScope, stylistLocation } from '../location/scope.js';
import { loadBookingView } from './booking.details.js';
import { enqueueBookingCompleted } from './booking.emails.js';
import { type Actor, canTransition, requireBooking, transitions } from './booking.rules.js';

/* How a confirmed booking ends once its time came: completed by its stylist, or marked no-show by staff. */

const { bookings, users, payments, pointsMovements } = schema;

/** The instant a booking starts: its slot on its day, on its location's wall clock (docs/decisions/021). */
function bookingStartMs(row: { day: string; timeType: string }, zone: TimeZone): number {
  const slot = timeSlotById(row.timeType);
  return slot ? slotStartMs(salonDayKeyToMs(row.day, zone), slot, zone) : Number.POSITIVE_INFINITY;
}

/** A stylist completes their own confirmed booking once it has started; the customer earns points exactly once. */
export async function completeBooking(deps: AppDeps, bookingId: number, actor: Actor) {
  const now = deps.now();
  const row = await requireBooking(deps.db, bookingId);
  if (actor.roleId === Role.Stylist && row.stylistId !== actor.id) throw forbidden(messages.session.forbidden);
  if (!canTransition('complete', row.statusId)) throw badRequest(messages.booking.notCompletable);
  const { timeZone: zone } = await stylistLocation(deps.db, row.stylistId);
  if (!canComplete(row.statusId, bookingStartMs(row, zone), now.getTime())) throw badRequest(messages.booking.completeTooEarly);
  const done = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(bookings)
      .set({ statusId: BookingStatus.Completed, completedAt: now, updatedAt: now })
      .where(and(eq(bookings.id, bookingId), inArray(bookings.statusId, [...transitions.complete])))
      .returning();
    if (!updated) return false;
    // Paid at the salon: the money is taken now, so the payment counts from now on (dashboard revenue).
    await tx
      .update(payments)
      .set({ status: 'captured', capturedAt: now, updatedAt: now })
      .where(and(eq(payments.bookingId, bookingId), eq(payments.provider, PaymentProvider.AtSalon), eq(payments.status, 'due')));
    if (updated.customerId) {
      const [earned] = await tx
        .insert(pointsMovements)
        .values({ userId: updated.customerId, bookingId, delta: POINTS_EARNED_PER_COMPLETED_BOOKING, reason: 'earned', createdAt: now })
        .onConflictDoNothing()
        .returning({ id: pointsMovements.id });
      if (earned) {
        await tx
          .update(users)
          .set({ points: sql`${users.points} + ${POINTS_EARNED_PER_COMPLETED_BOOKING}` })
          .where(eq(users.id, updated.customerId));
      }
    }
    const view = await loadBookingView(tx, bookingId);
    if (view) await enqueueBookingCompleted(deps, tx, view);
    return true;
  });
  if (!done) throw badRequest(messages.booking.notCompletable);
  return { bookingId, statusId: BookingStatus.Completed, message: messages.booking.completed };
}

/**
 * Staff mark a confirmed booking whose time has passed as no-show (S5). It earns no points, returns no reserved
 * points and refunds nothing (the slot was kept for the customer); a payment due at the salon is voided.
 */
export async function markNoShow(deps: AppDeps, bookingId: number, actor?: Pick<SessionUser, 'roleId' | 'locationId'>) {
  const now = deps.now();
  const row = await requireBooking(deps.db, bookingId);
  // Staff only at their own location; the booking's start is its location's wall clock (docs/decisions/021).
  const { timeZone: zone } = await requireStylistInScope(deps.db, actor, row.stylistId);
  if (!canTransition('markNoShow', row.statusId)) throw badRequest(messages.frontDesk.notNoShowable);
  if (!canMarkNoShow(row.statusId, bookingStartMs(row, zone), now.getTime())) throw badRequest(messages.frontDesk.noShowTooEarly);
  const marked = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(bookings)
      .set({ statusId: BookingStatus.NoShow, noShowAt: now, updatedAt: now })
      .where(and(eq(bookings.id, bookingId), inArray(bookings.statusId, [...transitions.markNoShow])))
      .returning({ id: bookings.id });
    if (!updated) return false;
    await tx
      .update(payments)
      .set({ status: 'voided', updatedAt: now })
      .where(and(eq(payments.bookingId, bookingId), eq(payments.provider, PaymentProvider.AtSalon), eq(payments.status, 'due')));
    return true;
  });
  // Another request changed it between the read and the update.
  if (!marked) throw badRequest(messages.frontDesk.notNoShowable);
  return { bookingId, statusId: BookingStatus.NoShow, message: messages.frontDesk.noShowMarked };
}
