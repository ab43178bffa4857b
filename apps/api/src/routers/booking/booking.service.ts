import { type DbOrTx, schema } from '@hairsalon/db';
import {
  BookingStatus,
  type BookingStatusId,
  bookingTransitions,
  type CreateBookingInput,
  canTransition,
  centsToDollars,
  computeBookingAmount,
  dollarsToCents,
  formatSalonLongDate,
  isPastSalonDay,
  isSlotPast,
  MAX_POINTS_PER_BOOKING,
  messages,
  POINTS_EARNED_PER_COMPLETED_BOOKING,
  Role,
  type RoleId,
  SlotStatus,
  salonDayKey,
  salonDayStart,
  slotStartMs,
  timeSlotById,
} from '@hairsalon/shared';
import { and, eq, gt, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { badRequest, conflict, forbidden, notFound } from '../../errors.js';
import { enforceRateLimits } from '../../lib/rate-limit.js';
import { PaymentProviderError } from '../../payments/provider.js';
import { isUniqueViolation } from '../auth/auth.service.js';
import { reconcileBeforeExpiry } from '../payment/payment.service.js';
import { requireActiveStylist } from '../schedule/schedule.service.js';
import { type BookingView, loadBookingView, loadBookingViews } from './booking.details.js';
import {
  bookingCancelledMessage,
  enqueueBookingCancelled,
  enqueueBookingCompleted,
  enqueueBookingReceived,
  enqueueBookingReminder,
} from './booking.emails.js';

const { bookings, bookingServices, services, users, payments, refunds, pointsMovements, scheduleSlots } = schema;

export const BOOKING_EXPIRE_JOB = 'booking.expire';
const ACTIVE: BookingStatusId[] = [BookingStatus.Pending, BookingStatus.Confirmed];

export interface Actor {
  id: number;
  roleId: RoleId;
}

/** The shared transition rules, under the names this area's callers use. */
export const transitions = bookingTransitions;
export { canTransition };

/** Returns reserved points to the customer, at most once per booking. */
async function returnReservedPoints(db: DbOrTx, booking: { id: number; customerId: number | null; pointsUsed: number }) {
  if (!booking.customerId || booking.pointsUsed <= 0) return;
  const [moved] = await db
    .insert(pointsMovements)
    .values({ userId: booking.customerId, bookingId: booking.id, delta: booking.pointsUsed, reason: 'returned' })
    .onConflictDoNothing()
    .returning({ id: pointsMovements.id });
  if (moved) {
    await db
      .update(users)
      .set({ points: sql`${users.points} + ${booking.pointsUsed}` })
      .where(eq(users.id, booking.customerId));
  }
}

/**
 * At most config.unpaidHoldsMax open unpaid holds per email, per phone and per client address, so a handful of
 * addresses cannot hold a stylist's whole week. The three keys are locked (transaction advisory locks, in a fixed
 * order) so concurrent bookings cannot both slip under the limit.
 */
async function assertHoldsAvailable(deps: AppDeps, tx: DbOrTx, who: { email: string; phone: string; ip: string }, now: Date) {
  const max = deps.config.unpaidHoldsMax;
  const keys = [`hold:email:${who.email}`, `hold:phone:${who.phone}`, `hold:ip:${who.ip}`].sort();
  for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
  const [open] = await tx
    .select({
      byEmail: sql<number>`count(*) filter (where ${bookings.email} = ${who.email})::int`,
      byPhone: sql<number>`count(*) filter (where ${bookings.phone} = ${who.phone})::int`,
      byIp: sql<number>`count(*) filter (where ${bookings.clientIp} = ${who.ip})::int`,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.statusId, BookingStatus.Pending),
        gt(bookings.holdExpiresAt, now),
        or(eq(bookings.email, who.email), eq(bookings.phone, who.phone), eq(bookings.clientIp, who.ip)),
      ),
    );
  if (open && Math.max(open.byEmail, open.byPhone, open.byIp) >= max) throw conflict(messages.booking.tooManyHolds(max));
}

export interface CreatedBooking {
  bookingId: number;
  paymentId: number;
  approvalUrl: string;
  /** dollars, as computed by the server */
  amount: number;
  amountCents: number;
  pointsUsed: number;
  message: string;
}

/**
 * Creates a pending (S1) booking that holds its slot, reserves the points, prices it on the server, opens a
 * PayPal order and emails the pay link. Two bookings can never hold the same slot (partial unique index).
 */
export async function createBooking(deps: AppDeps, input: CreateBookingInput, actor: Actor | null, ip: string): Promise<CreatedBooking> {
  const now = deps.now();
  const { db } = deps;
  await enforceRateLimits(db, [{ key: `booking:ip:${ip}`, limit: deps.config.bookingRateLimitPerMinute }], 60_000, now);
  const slot = timeSlotById(input.timeType);
  if (!slot) throw badRequest(messages.booking.timeSlotRequired, { timeType: messages.booking.timeSlotRequired });
  if (isPastSalonDay(input.date, now.getTime())) throw badRequest(messages.booking.dateInPast, { date: messages.booking.dateInPast });
  const dayStart = salonDayStart(input.date);
  if (isSlotPast(dayStart, slot, now.getTime())) throw badRequest(messages.booking.slotPast, { timeType: messages.booking.slotPast });
  const day = salonDayKey(dayStart);
  const stylist = await requireActiveStylist(db, input.stylistId);

  const serviceIds = [...new Set(input.serviceIds)];
  const chosen = await db
    .select({ id: services.id, name: services.name, priceCents: services.priceCents })
    .from(services)
    .where(and(inArray(services.id, serviceIds), isNull(services.archivedAt)));
  if (chosen.length !== serviceIds.length)
    throw badRequest(messages.booking.serviceUnavailable, { serviceIds: messages.booking.serviceUnavailable });
  const ordered = serviceIds.map((id) => chosen.find((c) => c.id === id)).filter((c): c is NonNullable<typeof c> => Boolean(c));

  // Points are only for signed-in customers; a guest's pointsToUse counts as 0.
  const customerId = actor?.roleId === Role.Customer ? actor.id : null;
  const pointsToUse = customerId ? Math.min(input.pointsToUse, MAX_POINTS_PER_BOOKING) : 0;
  const amount = computeBookingAmount(
    ordered.map((s) => s.priceCents),
    pointsToUse,
  );
  if (
    input.amount !== undefined &&
    dollarsToCents(input.amount) !== amount.subtotalCents &&
    dollarsToCents(input.amount) !== amount.totalCents
  ) {
    deps.log.warn(
      { clientAmount: input.amount, serverCents: amount.totalCents },
      'client amount differs from the server total; the server total is used',
    );
  }

  const holdExpiresAt = new Date(now.getTime() + deps.config.bookingHoldMinutes * 60_000);
  let created: { bookingId: number; paymentId: number };
  try {
    created = await db.transaction(async (tx) => {
      await assertHoldsAvailable(deps, tx, { email: input.email, phone: input.phone, ip }, now);
      const [scheduled] = await tx
        .select({ id: scheduleSlots.id, statusTime: scheduleSlots.statusTime })
        .from(scheduleSlots)
        .where(and(eq(scheduleSlots.stylistId, stylist.id), eq(scheduleSlots.day, day), eq(scheduleSlots.timeType, slot.keyMap)));
      if (!scheduled || scheduled.statusTime !== SlotStatus.Enable) throw conflict(messages.booking.slotTaken);
      if (customerId && pointsToUse > 0) {
        const [balance] = await tx
          .update(users)
          .set({ points: sql`${users.points} - ${pointsToUse}` })
          .where(and(eq(users.id, customerId), gte(users.points, pointsToUse)))
          .returning({ points: users.points });
        if (!balance) {
          const [current] = await tx.select({ points: users.points }).from(users).where(eq(users.id, customerId));
          const message = messages.booking.pointsNotEnough(current?.points ?? 0);
          throw badRequest(message, { pointsToUse: message });
        }
      }
      const [booking] = await tx
        .insert(bookings)
        .values({
          customerId,
          stylistId: stylist.id,
          scheduleSlotId: scheduled.id,
          day,
          timeType: slot.keyMap,
          statusId: BookingStatus.Pending,
          fullName: input.fullName,
          email: input.email,
          phone: input.phone,
          timeString: `${slot.valueEn} - ${formatSalonLongDate(dayStart)}`,
          subtotalCents: amount.subtotalCents,
          discountCents: amount.discountCents,
          amountCents: amount.totalCents,
          pointsUsed: pointsToUse,
          holdExpiresAt,
          clientIp: ip,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: bookings.id });
      if (!booking) throw new Error('booking insert returned nothing');
      await tx
        .insert(bookingServices)
        .values(ordered.map((s, position) => ({ bookingId: booking.id, serviceId: s.id, priceCents: s.priceCents, position })));
      if (customerId && pointsToUse > 0) {
        await tx
          .insert(pointsMovements)
          .values({ userId: customerId, bookingId: booking.id, delta: -pointsToUse, reason: 'reserved', createdAt: now });
      }
      const [payment] = await tx
        .insert(payments)
        .values({
          bookingId: booking.id,
          amountCents: amount.totalCents,
          currency: 'USD',
          status: 'created',
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: payments.id });
      if (!payment) throw new Error('payment insert returned nothing');
      return { bookingId: booking.id, paymentId: payment.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.booking.slotTaken);
    throw error;
  }

  // Outside the transaction: the provider call is remote, and the hold job is queued only once the booking exists.
  let order: { orderId: string; approvalUrl: string };
  try {
    const returnQuery = `paymentId=${created.paymentId}&stylistId=${stylist.id}`;
    order = await deps.payments.createOrder({
      amountCents: amount.totalCents,
      currency: 'USD',
      referenceId: `booking-${created.bookingId}`,
      description: `HairSalon booking #${created.bookingId}: ${ordered.map((s) => s.name).join(', ')}`.slice(0, 127),
      returnUrl: `${deps.config.publicUrl}/payment/success?${returnQuery}`,
      cancelUrl: `${deps.config.publicUrl}/payment/cancel?${returnQuery}`,
      requestId: `order-${created.paymentId}`,
    });
  } catch (error) {
    deps.log.error({ err: error, bookingId: created.bookingId }, 'could not open a payment order; releasing the slot');
    await cancelBooking(deps, created.bookingId, 'system', transitions.expire, { silent: true });
    throw badRequest(
      error instanceof PaymentProviderError && error.code === 'UNAVAILABLE' ? messages.payment.unavailable : messages.booking.failed,
    );
  }
  await db.transaction(async (tx) => {
    await tx
      .update(payments)
      .set({ providerOrderId: order.orderId, approvalUrl: order.approvalUrl, updatedAt: now })
      .where(eq(payments.id, created.paymentId));
    const view = await loadBookingView(tx, created.bookingId);
    if (view) await enqueueBookingReceived(deps, tx, view, order.approvalUrl);
  });
  await deps.jobs.send(BOOKING_EXPIRE_JOB, { bookingId: created.bookingId }, { startAfter: holdExpiresAt }).catch((error: unknown) => {
    // The minute sweep expires it anyway.
    deps.log.warn({ err: error, bookingId: created.bookingId }, 'could not queue the hold expiry job');
  });
  return {
    bookingId: created.bookingId,
    paymentId: created.paymentId,
    approvalUrl: order.approvalUrl,
    amount: centsToDollars(amount.totalCents),
    amountCents: amount.totalCents,
    pointsUsed: pointsToUse,
    message: messages.booking.success,
  };
}

type CancelSource = 'customer' | 'staff' | 'expiry' | 'system';

/**
 * Moves a booking to S4 when its status is one of `from`, returns reserved points, refunds a captured payment
 * (inside the transaction: if the refund fails nothing changes) and emails the customer.
 */
async function cancelBooking(
  deps: AppDeps,
  bookingId: number,
  source: CancelSource,
  from: readonly BookingStatusId[],
  options: { silent?: boolean; expiredBefore?: Date } = {},
): Promise<{ cancelled: boolean; refundCents: number }> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const conditions = [eq(bookings.id, bookingId), inArray(bookings.statusId, [...from])];
    if (options.expiredBefore) conditions.push(lte(bookings.holdExpiresAt, options.expiredBefore));
    const [row] = await tx
      .update(bookings)
      .set({ statusId: BookingStatus.Cancelled, cancelledAt: now, cancelledBy: source, holdExpiresAt: null, updatedAt: now })
      .where(and(...conditions))
      .returning();
    if (!row) return { cancelled: false, refundCents: 0 };
    await returnReservedPoints(tx, row);
    let refundCents = 0;
    const paid = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'captured')));
    for (const payment of paid) {
      const due = payment.amountCents - payment.refundedCents;
      if (due <= 0 || !payment.providerCaptureId) continue;
      const refund = await deps.payments.refundCapture(payment.providerCaptureId, {
        amountCents: due,
        currency: 'USD',
        requestId: `refund-${payment.id}`,
      });
      await tx.insert(refunds).values({
        paymentId: payment.id,
        providerRefundId: refund.refundId,
        amountCents: refund.amountCents,
        status: refund.status.toLowerCase(),
        reason: `cancelled by ${source}`,
      });
      await tx
        .update(payments)
        .set({ status: 'refunded', refundedCents: payment.refundedCents + refund.amountCents, updatedAt: now })
        .where(eq(payments.id, payment.id));
      refundCents += refund.amountCents;
    }
    await tx
      .update(payments)
      .set({ status: 'voided', updatedAt: now })
      .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'created')));
    if (!options.silent) {
      const view = await loadBookingView(tx, bookingId);
      if (view) await enqueueBookingCancelled(deps, tx, view, source === 'system' ? 'expiry' : source, refundCents);
    }
    return { cancelled: true, refundCents };
  });
}

async function requireBooking(db: DbOrTx, bookingId: number) {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!row) throw notFound(messages.booking.notFound);
  return row;
}

/** A customer cancels their own pending booking. */
export async function cancelByCustomer(deps: AppDeps, bookingId: number, customerId: number) {
  const row = await requireBooking(deps.db, bookingId);
  if (row.customerId !== customerId) throw forbidden(messages.session.forbidden);
  const result = await cancelBooking(deps, bookingId, 'customer', transitions.cancelByCustomer);
  if (!result.cancelled) throw badRequest(messages.booking.notCancellable);
  return { bookingId, statusId: BookingStatus.Cancelled, message: messages.booking.cancelled };
}

/** Staff cancel a pending or confirmed booking; a paid one is refunded through the provider. */
export async function cancelByStaff(deps: AppDeps, bookingId: number) {
  await requireBooking(deps.db, bookingId);
  let result: { cancelled: boolean; refundCents: number };
  try {
    result = await cancelBooking(deps, bookingId, 'staff', transitions.cancelByStaff);
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      deps.log.error({ err: error, bookingId }, 'refund failed; booking left as it was');
      throw conflict(messages.booking.refundFailed);
    }
    throw error;
  }
  if (!result.cancelled) throw badRequest(messages.booking.notCancellable);
  return {
    bookingId,
    statusId: BookingStatus.Cancelled,
    refunded: centsToDollars(result.refundCents),
    message: messages.booking.cancelledWithRefund(result.refundCents),
  };
}

/**
 * The hold ran out: an unpaid booking is cancelled, its slot freed and its points returned. A capture that was
 * sent for it first goes to the provider: if the money was taken, the booking is confirmed instead.
 */
export async function expireBooking(deps: AppDeps, bookingId: number): Promise<boolean> {
  if (await reconcileBeforeExpiry(deps, bookingId)) return false;
  const result = await cancelBooking(deps, bookingId, 'expiry', transitions.expire, { expiredBefore: deps.now() });
  return result.cancelled;
}

/** Holds expired per statement by the sweep. */
const EXPIRE_BATCH = 500;

/**
 * Expires one batch of due holds in one transaction, set-based: the bookings (oldest due first, skipping any another
 * instance is expiring), their points, their open payments and their emails. Bookings with a capture in doubt are
 * left out and returned: they go one by one through expireBooking, which asks the provider first.
 */
async function expireDueBatch(deps: AppDeps): Promise<{ expired: number; inDoubt: number[]; full: boolean }> {
  const now = deps.now();
  const { stored, expired, inDoubt, full } = await deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.statusId, BookingStatus.Pending), lte(bookings.holdExpiresAt, now)))
      .orderBy(bookings.holdExpiresAt)
      .limit(EXPIRE_BATCH)
      .for('update', { skipLocked: true });
    const ids = due.map((d) => d.id);
    if (ids.length === 0) return { stored: [], expired: 0, inDoubt: [], full: false };
    const doubtful = await tx
      .selectDistinct({ bookingId: payments.bookingId })
      .from(payments)
      .where(
        and(
          inArray(payments.bookingId, ids),
          eq(payments.status, 'created'),
          isNotNull(payments.captureRequestedAt),
          isNull(payments.reconciledAt),
        ),
      );
    const doubtfulIds = new Set(doubtful.map((d) => d.bookingId));
    const clear = ids.filter((id) => !doubtfulIds.has(id));
    if (clear.length === 0) return { stored: [], expired: 0, inDoubt: [...doubtfulIds], full: ids.length === EXPIRE_BATCH };
    const cancelled = await tx
      .update(bookings)
      .set({ statusId: BookingStatus.Cancelled, cancelledAt: now, cancelledBy: 'expiry', holdExpiresAt: null, updatedAt: now })
      .where(and(inArray(bookings.id, clear), eq(bookings.statusId, BookingStatus.Pending)))
      .returning({ id: bookings.id, customerId: bookings.customerId, pointsUsed: bookings.pointsUsed });
    for (const row of cancelled) await returnReservedPoints(tx, row);
    const cancelledIds = cancelled.map((c) => c.id);
    if (cancelledIds.length > 0) {
      await tx
        .update(payments)
        .set({ status: 'voided', updatedAt: now })
        .where(and(inArray(payments.bookingId, cancelledIds), eq(payments.status, 'created')));
    }
    const views = cancelledIds.length > 0 ? await loadBookingViews(tx, inArray(bookings.id, cancelledIds)) : [];
    const refs = await deps.mail.store(
      tx,
      views.map((view) => bookingCancelledMessage(view, 'expiry', 0)),
    );
    return { stored: refs, expired: cancelled.length, inDoubt: [...doubtfulIds], full: ids.length === EXPIRE_BATCH };
  });
  await deps.mail.queueStored(stored);
  return { expired, inDoubt, full };
}

/**
 * The expiry sweep: expires every due hold, in batches, until none is left (bounded); a hold whose capture is in
 * doubt asks the provider first. Returns how many were expired.
 */
export async function expireOverdueBookings(deps: AppDeps): Promise<number> {
  let expired = 0;
  for (let round = 0; round < 200; round++) {
    const batch = await expireDueBatch(deps);
    expired += batch.expired;
    for (const id of batch.inDoubt) if (await expireBooking(deps, id)) expired++;
    if (!batch.full) break;
  }
  return expired;
}

/** A stylist completes their own confirmed booking; the customer earns points exactly once. */
export async function completeBooking(deps: AppDeps, bookingId: number, actor: Actor) {
  const now = deps.now();
  const row = await requireBooking(deps.db, bookingId);
  if (actor.roleId === Role.Stylist && row.stylistId !== actor.id) throw forbidden(messages.session.forbidden);
  const done = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(bookings)
      .set({ statusId: BookingStatus.Completed, completedAt: now, updatedAt: now })
      .where(and(eq(bookings.id, bookingId), inArray(bookings.statusId, [...transitions.complete])))
      .returning();
    if (!updated) return false;
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

/** Emails a reminder about 24 hours before each confirmed booking, once. */
export async function sendDueReminders(deps: AppDeps): Promise<number> {
  const now = deps.now().getTime();
  const today = salonDayKey(now);
  const tomorrow = salonDayKey(now + 86_400_000);
  const candidates = await loadBookingViews(
    deps.db,
    and(eq(bookings.statusId, BookingStatus.Confirmed), isNull(bookings.reminderSentAt), inArray(bookings.day, [today, tomorrow])),
  );
  let sent = 0;
  for (const view of candidates) {
    const slot = timeSlotById(view.timeType);
    if (!slot) continue;
    const start = slotStartMs(view.dateMs, slot);
    if (start <= now || start - now > 24 * 3_600_000) continue;
    await deps.db.transaction(async (tx) => {
      const [marked] = await tx
        .update(bookings)
        .set({ reminderSentAt: new Date(now) })
        .where(and(eq(bookings.id, view.id), isNull(bookings.reminderSentAt)))
        .returning({ id: bookings.id });
      if (marked) {
        await enqueueBookingReminder(deps, tx, view);
        sent++;
      }
    });
  }
  return sent;
}

// ---------- lists ----------

export function listBookingsByDate(db: DbOrTx, dateMs: number): Promise<BookingView[]> {
  return loadBookingViews(db, eq(bookings.day, salonDayKey(dateMs)));
}

export function listBookingsForStylist(db: DbOrTx, stylistId: number, dateMs: number): Promise<BookingView[]> {
  return loadBookingViews(db, and(eq(bookings.stylistId, stylistId), eq(bookings.day, salonDayKey(dateMs))));
}

export function listBookingsForCustomer(db: DbOrTx, customerId: number): Promise<BookingView[]> {
  return loadBookingViews(db, eq(bookings.customerId, customerId), 'newest');
}

export { ACTIVE as ACTIVE_STATUSES, type BookingView };
