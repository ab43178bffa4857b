import { type Database, type DbOrTx, schema } from '@hairsalon/db';
import { BookingStatus, type BookingStatusId, centsToDollars, messages } from '@hairsalon/shared';
import { and, eq, inArray, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '../../context.js';
import type { AppDeps } from '../../deps.js';
import { badRequest, conflict, forbidden } from '../../errors.js';
import type { StoredRef } from '../../mail/mailer.js';
import { PaymentProviderError } from '../../payments/provider.js';
import { requireStylistInScope } from '../location/scope.js';
import { reconcileBeforeExpiry } from '../payment/payment.service.js';
import { refundPayment } from '../payment/refund.service.js';
import { waitlistEmails } from '../waitlist/waitlist.service.js';
import { loadBookingViews } from './booking.details.js';
import { bookingCancelledMessage } from './booking.emails.js';
import { requireBooking, transitions } from './booking.rules.js';

/*
 * Cancel and expire: a customer's cancel, staff's (with a refund), the hold's expiry (one booking, or the sweep's
 * batches), all through one cancel path.
 */

const { bookings, users, payments, pointsMovements } = schema;

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
    ...views.map((view) => bookingCancelledMessage(deps, view, cancelledBy, refundedByBooking.get(view.id) ?? 0)),
    ...freed,
  ]);
  return { cancelled, refundCents, stored };
}

/** Cancels one booking when its status is one of `from` (see cancelBookingsInTx); the emails go once it committed. */
export async function cancelBooking(
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

/** A customer cancels their own pending booking. */
export async function cancelByCustomer(deps: AppDeps, bookingId: number, customerId: number) {
  const row = await requireBooking(deps.db, bookingId);
  if (row.customerId !== customerId) throw forbidden(messages.session.forbidden);
  const result = await cancelBooking(deps, bookingId, 'customer', transitions.cancelByCustomer);
  if (!result.cancelled) throw badRequest(messages.booking.notCancellable);
  return { bookingId, statusId: BookingStatus.Cancelled, message: messages.booking.cancelled };
}

/**
 * Staff cancel a pending or confirmed booking; a paid one is refunded through the provider. `actor`: who asks (staff
 * only at their own location, docs/decisions/021); none for the app's own jobs.
 */
export async function cancelByStaff(deps: AppDeps, bookingId: number, actor?: Pick<SessionUser, 'roleId' | 'locationId'>) {
  const row = await requireBooking(deps.db, bookingId);
  await requireStylistInScope(deps.db, actor, row.stylistId);
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
      .select({ id: bookings.id, holdExpiresAt: bookings.holdExpiresAt })
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
    const expiresAt = new Map(due.map((d) => [d.id, d.holdExpiresAt?.getTime() ?? now.getTime()]));
    for (const booking of cancelled) {
      deps.metrics.holdExpiryLateness.observe(Math.max(0, (now.getTime() - (expiresAt.get(booking.id) ?? now.getTime())) / 1000));
    }
    return { stored: refs, expired: cancelled.length, inDoubt: [...doubtfulIds], full: ids.length === EXPIRE_BATCH };
  });
  await deps.mail.queueStored(stored);
  return { expired, inDoubt, full };
}

/** Seconds the most overdue unpaid hold has waited past its expiry, 0 when none is overdue (GET /metrics). */
export async function oldestOverdueHoldSeconds(db: Database, now: Date): Promise<number> {
  const [row] = await db
    .select({ oldest: sql<Date | null>`min(${bookings.holdExpiresAt})` })
    .from(bookings)
    .where(and(eq(bookings.statusId, BookingStatus.Pending), lte(bookings.holdExpiresAt, now)));
  const oldest = row?.oldest ? new Date(row.oldest).getTime() : undefined;
  return oldest === undefined ? 0 : Math.max(0, (now.getTime() - oldest) / 1000);
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
