import { type DbOrTx, schema } from '@hairsalon/db';
import {
  type BookingAmount,
  BookingSource,
  BookingStatus,
  type BookingStatusId,
  bookingTransitions,
  type CreateBookingInput,
  canMarkNoShow,
  canTransition,
  centsToDollars,
  computeBookingAmount,
  DEFAULT_LANGUAGE,
  type DeskBookingInput,
  dollarsToCents,
  formatSalonLongDate,
  isLanguage,
  isPastSalonDay,
  isSlotPast,
  type Language,
  MAX_POINTS_PER_BOOKING,
  messages,
  normalizeEmail,
  normalizePhone,
  PaymentProvider,
  POINTS_EARNED_PER_COMPLETED_BOOKING,
  pointsError,
  Role,
  type RoleId,
  SLOT_MINUTES,
  salonDayKey,
  salonDayKeyToMs,
  salonDayStart,
  slotStartMs,
  timeSlotById,
} from '@hairsalon/shared';
import { and, desc, eq, gte, inArray, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { badRequest, conflict, forbidden, notFound } from '../../errors.js';
import { clientAddressKey, enforceRateLimits, rateLimitKey } from '../../lib/rate-limit.js';
import type { StoredRef } from '../../mail/mailer.js';
import { PaymentProviderError } from '../../payments/provider.js';
import { isUniqueViolation } from '../auth/auth.service.js';
import { reconcileBeforeExpiry } from '../payment/payment.service.js';
import { refundPayment } from '../payment/refund.service.js';
import { activeStylist, type StylistRow } from '../schedule/schedule.service.js';
import { refuseTimeOff } from '../time-off/time-off.service.js';
import { closeWaitlistOnBooking, waitlistEmails } from '../waitlist/waitlist.service.js';
import { type ChosenService, chosenServicesFrom, openRangeStart, rangeFor, rangeSlots } from './availability.js';
import { type BookingView, loadBookingView, loadBookingViews } from './booking.details.js';
import {
  bookingCancelledMessage,
  bookingReceivedMessage,
  enqueueBookingCompleted,
  enqueueBookingConfirmed,
  enqueueBookingReminder,
} from './booking.emails.js';
import { type HoldLimit, insertBooking, loadBookingGround } from './booking.statements.js';

const { bookings, users, payments, pointsMovements } = schema;

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
 * addresses cannot hold a stylist's whole week. Email and phone count normalised (case and spaces; +84, 0 and
 * separators), the address by clientAddressKey (an IPv6 client by its /64). The three keys are locked (transaction
 * advisory locks, taken by loadBookingGround) so concurrent bookings cannot both slip under the limit; insertBooking
 * counts and writes.
 */
function holdLimit(deps: AppDeps, who: { email: string; phone: string; ip: string }): { keys: string[]; limit: HoldLimit } {
  const email = normalizeEmail(who.email);
  const phone = normalizePhone(who.phone);
  return {
    keys: [rateLimitKey('hold:email', email), rateLimitKey('hold:phone', phone), rateLimitKey('hold:ip', who.ip)].sort(),
    limit: { email, phone, ip: who.ip, max: deps.config.unpaidHoldsMax },
  };
}

/**
 * How a booking is made. Online (the default): a pending hold paid through PayPal. At the front desk (issue 12): a
 * walk-in or phone booking made by staff, confirmed (S2) at once and paid at the salon when the stylist completes it.
 */
export type BookingChannel =
  | { kind: 'online' }
  | { kind: 'desk'; source: DeskBookingInput['source']; customerId: number | null; staffId: number };

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
 * PayPal order and emails the pay link. The booking covers as many consecutive slots as its services need (docs/decisions/009);
 * two active bookings can never cover the same slot (partial unique index on booking_slots).
 * Through the front desk (`channel.kind === 'desk'`) the same path books a confirmed (S2) booking paid at the salon:
 * no hold, no PayPal order, no points used; the slot rules and the slots' uniqueness are the same.
 * A guest's online booking is a handful of round trips (issue 9): the rate limit; one transaction of three statements
 * (begin with the rules' reads, the writes, commit); the PayPal order; the order and the pay-link email in one
 * statement; the email's delivery and the hold's expiry queued in one more.
 */
/** `language`: the one the booking is made in; a guest's emails about it go out in it. */
export async function createBooking(
  deps: AppDeps,
  input: CreateBookingInput,
  actor: Actor | null,
  ip: string,
  channel: BookingChannel = { kind: 'online' },
  language: Language = DEFAULT_LANGUAGE,
): Promise<CreatedBooking> {
  const now = deps.now();
  const { db } = deps;
  const desk = channel.kind === 'desk' ? channel : null;
  // The address limits count by: an IPv6 client by its /64 (it is also what the booking keeps as clientIp).
  const clientAddress = clientAddressKey(ip);
  if (!desk) {
    await enforceRateLimits(
      db,
      [{ key: rateLimitKey('booking:ip', clientAddress), limit: deps.config.bookingRateLimitPerMinute }],
      60_000,
      now,
    );
  }
  const slot = timeSlotById(input.timeType);
  if (!slot) throw badRequest(messages.booking.timeSlotRequired, { timeType: messages.booking.timeSlotRequired });
  if (isPastSalonDay(input.date, now.getTime())) throw badRequest(messages.booking.dateInPast, { date: messages.booking.dateInPast });
  const dayStart = salonDayStart(input.date);
  if (isSlotPast(dayStart, slot, now.getTime())) throw badRequest(messages.booking.slotPast, { timeType: messages.booking.slotPast });
  const day = salonDayKey(dayStart);

  // Points are only for signed-in customers; a guest's pointsToUse counts as 0, and so does a desk booking's.
  const customerId = desk ? desk.customerId : actor?.roleId === Role.Customer ? actor.id : null;
  const pointsToUse = customerId && !desk ? Math.min(input.pointsToUse, MAX_POINTS_PER_BOOKING) : 0;
  const holds = desk ? null : holdLimit(deps, { email: input.email, phone: input.phone, ip: clientAddress });
  const holdExpiresAt = new Date(now.getTime() + deps.config.bookingHoldMinutes * 60_000);

  let created: {
    bookingId: number;
    paymentId: number;
    stylist: StylistRow;
    ordered: ChosenService[];
    amount: BookingAmount;
    emailLanguage: Language;
  };
  try {
    created = await db.transaction(async (tx) => {
      const ground = await loadBookingGround(tx, {
        holdKeys: holds?.keys ?? [],
        stylistId: input.stylistId,
        serviceIds: input.serviceIds,
        day,
        dayStartMs: dayStart,
        customerId,
      });
      const stylist = activeStylist(ground.stylist);
      const ordered = chosenServicesFrom(ground.services, input.serviceIds);
      const range = rangeFor(slot.keyMap, ordered);
      const scheduleSlotId = openRangeStart(ground.schedule, range);
      // Time off: the stylist must not be off during any slot the booking covers.
      refuseTimeOff(ground.timeOff, dayStart, slot, (range.serviceSlots.length + range.bufferSlots.length) * SLOT_MINUTES);
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
      if (customerId && pointsToUse > 0) {
        // The points rule the form uses too (packages/shared pointsError: at most 30, never above the balance),
        // checked on the balance locked for this transaction.
        const [current] = await tx.select({ points: users.points }).from(users).where(eq(users.id, customerId)).for('update');
        const problem = pointsError(pointsToUse, current?.points ?? 0);
        if (problem) throw badRequest(problem, { pointsToUse: problem });
        await tx
          .update(users)
          .set({ points: sql`${users.points} - ${pointsToUse}` })
          .where(eq(users.id, customerId));
      }
      const inserted = await insertBooking(
        tx,
        {
          customerId,
          stylistId: stylist.id,
          scheduleSlotId,
          day,
          timeType: slot.keyMap,
          statusId: desk ? BookingStatus.Confirmed : BookingStatus.Pending,
          source: desk ? desk.source : BookingSource.Online,
          confirmedAt: desk ? now : null,
          fullName: input.fullName,
          email: input.email,
          phone: input.phone,
          timeString: `${slot.valueEn} - ${formatSalonLongDate(dayStart)}`,
          subtotalCents: amount.subtotalCents,
          discountCents: amount.discountCents,
          amountCents: amount.totalCents,
          pointsUsed: pointsToUse,
          holdExpiresAt: desk ? null : holdExpiresAt,
          clientIp: desk ? null : clientAddress,
          language,
          slots: rangeSlots(range, { startCovered: true }),
          services: ordered,
          // At the salon: due until the stylist completes the booking, which records it as captured.
          payment: desk ? { provider: PaymentProvider.AtSalon, status: 'due' } : { provider: PaymentProvider.PayPal, status: 'created' },
        },
        holds?.limit ?? null,
        now,
      );
      if ('tooManyHolds' in inserted) throw conflict(messages.booking.tooManyHolds(deps.config.unpaidHoldsMax));
      if (customerId) await closeWaitlistOnBooking(tx, customerId, stylist.id, day, now);
      if (customerId && pointsToUse > 0) {
        await tx
          .insert(pointsMovements)
          .values({ userId: customerId, bookingId: inserted.bookingId, delta: -pointsToUse, reason: 'reserved', createdAt: now });
      }
      if (desk) {
        const view = await loadBookingView(tx, inserted.bookingId);
        if (view?.email) await enqueueBookingConfirmed(deps, tx, view);
      }
      const emailLanguage = isLanguage(ground.customerLanguage) ? ground.customerLanguage : language;
      return { ...inserted, stylist, ordered, amount, emailLanguage };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.booking.slotTaken);
    throw error;
  }
  const { stylist, ordered, amount: total } = created;
  if (desk) {
    deps.log.info({ bookingId: created.bookingId, source: desk.source, staffId: desk.staffId }, 'front-desk booking made');
    return {
      bookingId: created.bookingId,
      paymentId: created.paymentId,
      approvalUrl: '',
      amount: centsToDollars(total.totalCents),
      amountCents: total.totalCents,
      pointsUsed: 0,
      message: messages.frontDesk.booked,
    };
  }

  // Outside the transaction: the provider call is remote, and the hold job is queued only once the booking exists.
  let order: { orderId: string; approvalUrl: string };
  try {
    const returnQuery = `paymentId=${created.paymentId}&stylistId=${stylist.id}`;
    order = await deps.payments.createOrder({
      amountCents: total.totalCents,
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
  // The order and the pay-link email in one statement (both or neither), from the values the booking was written with.
  const orderRecorded = db
    .$with('order_recorded')
    .as(
      db
        .update(payments)
        .set({ providerOrderId: order.orderId, approvalUrl: order.approvalUrl, updatedAt: now })
        .where(eq(payments.id, created.paymentId))
        .returning({ id: payments.id }),
    );
  const payLinkEmail = bookingReceivedMessage(
    deps,
    {
      id: created.bookingId,
      email: input.email,
      fullName: input.fullName,
      dateMs: dayStart,
      stylistDataBooking: { firstName: stylist.firstName, lastName: stylist.lastName },
      timeTypeDataBooking: { valueEn: slot.valueEn, valueVi: slot.valueVi },
      services: ordered,
      amountCents: total.totalCents,
      emailLanguage: created.emailLanguage,
    },
    order.approvalUrl,
  );
  const stored = await deps.mail.store(db, [payLinkEmail], { with: [orderRecorded] });
  await deps.jobs
    .sendBatch([
      ...deps.mail.deliveryJobs(stored),
      { name: BOOKING_EXPIRE_JOB, data: { bookingId: created.bookingId }, startAfter: holdExpiresAt },
    ])
    .catch((error: unknown) => {
      // The email is stored and the booking has its hold time: the email sweep and the minute expiry sweep take over.
      deps.log.warn({ err: error, bookingId: created.bookingId }, 'could not queue the pay-link email and the hold expiry');
    });
  return {
    bookingId: created.bookingId,
    paymentId: created.paymentId,
    approvalUrl: order.approvalUrl,
    amount: centsToDollars(total.totalCents),
    amountCents: total.totalCents,
    pointsUsed: pointsToUse,
    message: messages.booking.success,
  };
}

type CancelSource = 'customer' | 'staff' | 'expiry' | 'system';

interface CancelledRow {
  id: number;
  customerId: number | null;
  pointsUsed: number;
  stylistId: number;
  day: string;
}

/**
 * The one cancel path (a customer's, staff's, the hold expiry's, one booking or a batch): moves the bookings that
 * match `where` to S4, returns their reserved points (at most once each), refunds what was captured (through the
 * payment area's one refund function, inside this transaction: a refused refund rolls everything back), voids their
 * open payment orders and stores their cancellation emails, to be queued by the caller once this commits.
 */
async function cancelBookingsInTx(
  deps: AppDeps,
  tx: DbOrTx,
  where: SQL,
  source: CancelSource,
  options: { silent?: boolean } = {},
): Promise<{ cancelled: CancelledRow[]; refundCents: number; stored: StoredRef[] }> {
  const now = deps.now();
  const cancelled = await tx
    .update(bookings)
    .set({ statusId: BookingStatus.Cancelled, cancelledAt: now, cancelledBy: source, holdExpiresAt: null, updatedAt: now })
    .where(where)
    .returning({
      id: bookings.id,
      customerId: bookings.customerId,
      pointsUsed: bookings.pointsUsed,
      stylistId: bookings.stylistId,
      day: bookings.day,
    });
  if (cancelled.length === 0) return { cancelled, refundCents: 0, stored: [] };
  const ids = cancelled.map((c) => c.id);
  for (const row of cancelled) await returnReservedPoints(tx, row);
  const refundedByBooking = new Map<number, number>();
  const paid = await tx
    .select()
    .from(payments)
    .where(and(inArray(payments.bookingId, ids), eq(payments.status, 'captured')));
  for (const payment of paid) {
    const due = payment.amountCents - payment.refundedCents;
    if (due <= 0 || !payment.providerCaptureId) continue;
    const cents = await refundPayment(deps, tx, {
      paymentId: payment.id,
      bookingId: payment.bookingId,
      captureId: payment.providerCaptureId,
      amountCents: due,
      reason: `cancelled by ${source}`,
    });
    refundedByBooking.set(payment.bookingId, (refundedByBooking.get(payment.bookingId) ?? 0) + cents);
  }
  await tx
    .update(payments)
    .set({ status: 'voided', updatedAt: now })
    // An unpaid online order, or a payment due at the salon, is voided with the booking.
    .where(and(inArray(payments.bookingId, ids), inArray(payments.status, ['created', 'due'])));
  const refundCents = [...refundedByBooking.values()].reduce((sum, cents) => sum + cents, 0);
  if (options.silent) return { cancelled, refundCents, stored: [] };
  const views = await loadBookingViews(tx, inArray(bookings.id, ids));
  const cancelledBy = source === 'system' ? 'expiry' : source;
  // Their ranges are free now (the status trigger released them): whoever waits for one hears so.
  const freed = await waitlistEmails(
    deps,
    tx,
    cancelled.map((c) => ({ stylistId: c.stylistId, day: c.day })),
  );
  const stored = await deps.mail.store(tx, [
    ...views.map((view) => bookingCancelledMessage(view, cancelledBy, refundedByBooking.get(view.id) ?? 0)),
    ...freed,
  ]);
  return { cancelled, refundCents, stored };
}

/** Cancels one booking when its status is one of `from` (see cancelBookingsInTx); the emails go once it committed. */
async function cancelBooking(
  deps: AppDeps,
  bookingId: number,
  source: CancelSource,
  from: readonly BookingStatusId[],
  options: { silent?: boolean; expiredBefore?: Date } = {},
): Promise<{ cancelled: boolean; refundCents: number }> {
  const conditions = [eq(bookings.id, bookingId), inArray(bookings.statusId, [...from])];
  if (options.expiredBefore) conditions.push(lte(bookings.holdExpiresAt, options.expiredBefore));
  const result = await deps.db.transaction((tx) => cancelBookingsInTx(deps, tx, and(...conditions) as SQL, source, options));
  await deps.mail.queueStored(result.stored);
  return { cancelled: result.cancelled.length > 0, refundCents: result.refundCents };
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
    // The same cancel path as any cancel: points returned once, open orders voided, the same emails.
    const { cancelled, stored: refs } = await cancelBookingsInTx(
      deps,
      tx,
      and(inArray(bookings.id, clear), eq(bookings.statusId, BookingStatus.Pending)) as SQL,
      'expiry',
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
export async function markNoShow(deps: AppDeps, bookingId: number) {
  const now = deps.now();
  const row = await requireBooking(deps.db, bookingId);
  if (!canTransition('markNoShow', row.statusId)) throw badRequest(messages.frontDesk.notNoShowable);
  const slot = timeSlotById(row.timeType);
  const startMs = slot ? slotStartMs(salonDayKeyToMs(row.day), slot) : Number.POSITIVE_INFINITY;
  if (!canMarkNoShow(row.statusId, startMs, now.getTime())) throw badRequest(messages.frontDesk.noShowTooEarly);
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

export { ACTIVE as ACTIVE_STATUSES, type BookingView };
