import { schema } from '@hairsalon/db';
import { BookingStatus, canTransition, messages } from '@hairsalon/shared';
import { and, asc, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { badRequest } from '../../errors.js';
import { type PaymentOrder, PaymentProviderError } from '../../payments/provider.js';
import { loadBookingView } from '../booking/booking.details.js';
import { enqueueBookingConfirmed } from '../booking/booking.emails.js';
import { insertReconciliation, REFUND_DUE, refundOrLeaveDue, retryDueRefunds } from './refund.service.js';

const { payments, bookings } = schema;

export interface VerifyPaymentInput {
  /** PayPal's order id, from the return URL */
  token: string;
  /** our payment id, from the return URL */
  paymentId: number;
  payerId?: string;
  stylistId: number;
}

export interface VerifiedPayment {
  bookingId: number;
  statusId: string;
  amount: number;
  message: string;
}

function providerMessage(error: PaymentProviderError): string {
  switch (error.code) {
    case 'DECLINED':
      return messages.payment.declined;
    case 'NOT_APPROVED':
      return messages.payment.notApproved;
    case 'UNAVAILABLE':
      return messages.payment.unavailable;
    default:
      return messages.payment.mismatch;
  }
}

/**
 * Verifies a payment on return from PayPal: the order must be this payment's, for its amount in USD; the
 * capture uses an idempotency key, so verifying twice captures once and confirms once (S1 → S2).
 */
export async function verifyPayment(deps: AppDeps, input: VerifyPaymentInput): Promise<VerifiedPayment> {
  const now = deps.now();
  // One statement, so payment and booking come from one snapshot: a parallel return commits both at once, and a
  // read of one before and the other after that commit would take a confirmed booking for an expired one.
  const [row] = await deps.db
    .select({ payment: payments, booking: { id: bookings.id, stylistId: bookings.stylistId, statusId: bookings.statusId } })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(eq(payments.id, input.paymentId));
  if (!row?.payment.providerOrderId || row.payment.providerOrderId !== input.token) throw badRequest(messages.payment.mismatch);
  const { payment, booking } = row;
  if (booking.stylistId !== input.stylistId) throw badRequest(messages.payment.mismatch);

  const confirmed = () => ({
    bookingId: booking.id,
    statusId: BookingStatus.Confirmed,
    amount: payment.amountCents / 100,
    message: messages.payment.success,
  });
  if (payment.status === 'captured' && booking.statusId !== BookingStatus.Cancelled) return confirmed();
  if (payment.status === 'refunded') throw badRequest(messages.payment.refunded);
  if (payment.status === REFUND_DUE) throw badRequest(messages.payment.refundPending);
  if (!canTransition('confirm', booking.statusId)) {
    // Cancelled or expired, as first read: decided again under the locks, where a parallel return that confirmed it
    // shows, and an earlier attempt that captured before the booking was cancelled gives its money back.
    await settleUnconfirmableReturn(deps, payment.id, booking.id, input.token);
    return confirmed();
  }

  let captured: { captureId: string; amountCents: number; currency: string };
  try {
    const order = await deps.payments.getOrder(input.token);
    if (order.amountCents !== payment.amountCents || order.currency !== payment.currency) throw badRequest(messages.payment.mismatch);
    // From here only the provider knows whether money moved, should the answer be lost: reconciliation asks it.
    // ('declined' is what an earlier version wrote after a decline: a retry puts it back in doubt.)
    await deps.db
      .update(payments)
      .set({ status: 'created', captureRequestedAt: now, updatedAt: now })
      .where(and(eq(payments.id, payment.id), inArray(payments.status, ['created', 'declined'])));
    captured = await deps.payments.captureOrder(input.token, `capture-${payment.id}`);
  } catch (error) {
    // Whatever the answer (declined, lost, refused), the payment stays 'created' with its capture request stamped:
    // a decline may answer a retry of a capture that went through, so only the order look-up of reconciliation
    // (or of the hold expiry) settles it, never this answer.
    if (error instanceof PaymentProviderError) throw badRequest(providerMessage(error));
    throw error;
  }
  if (captured.amountCents !== payment.amountCents || captured.currency !== payment.currency) {
    deps.log.error({ paymentId: payment.id, captured }, 'captured amount differs from the booking amount');
  }

  const outcome = await deps.db.transaction(async (tx) => {
    // Lock the booking before the payment, in the same order as cancelling does, so the two never deadlock.
    const [locked] = await tx.select({ statusId: bookings.statusId }).from(bookings).where(eq(bookings.id, booking.id)).for('update');
    const [current] = await tx.select({ status: payments.status }).from(payments).where(eq(payments.id, payment.id)).for('update');
    // A parallel return of the same payment got here first: its outcome stands (the capture is the same one).
    if (current?.status === 'captured' && locked?.statusId !== BookingStatus.Cancelled) return 'confirmed' as const;
    if (current?.status === 'refunded') return 'refunded' as const;
    if (current?.status === REFUND_DUE) return 'refund-pending' as const;
    const tooLate = !locked || !canTransition('confirm', locked.statusId);
    // On a booking no longer held, the capture is a debt from this moment on: recorded as such in the same commit.
    await tx
      .update(payments)
      .set({
        status: tooLate ? REFUND_DUE : 'captured',
        providerCaptureId: captured.captureId,
        payerId: input.payerId ?? null,
        capturedAt: now,
        updatedAt: now,
      })
      .where(eq(payments.id, payment.id));
    if (tooLate) return 'refund' as const;
    await tx
      .update(bookings)
      .set({ statusId: BookingStatus.Confirmed, confirmedAt: now, holdExpiresAt: null, updatedAt: now })
      .where(eq(bookings.id, booking.id));
    const view = await loadBookingView(tx, booking.id);
    if (view) await enqueueBookingConfirmed(deps, tx, view);
    return 'confirmed' as const;
  });
  if (outcome === 'confirmed') return confirmed();
  if (outcome === 'refunded') throw badRequest(messages.payment.refunded);
  if (outcome === 'refund-pending') throw badRequest(messages.payment.refundPending);

  // The booking was cancelled or expired while the customer was paying: give the money back at once.
  const refunded = await refundOrLeaveDue(deps, {
    paymentId: payment.id,
    bookingId: booking.id,
    captureId: captured.captureId,
    amountCents: captured.amountCents,
    reason: 'cancelled or expired before payment',
  });
  throw badRequest(refunded === 'refunded' ? messages.payment.refunded : messages.payment.refundPending);
}

/**
 * A return for a booking that could not be confirmed when it was read. Returns when the booking is in fact confirmed
 * with this payment's capture (a parallel return confirmed it); otherwise throws the message the customer reads. A
 * refund is decided only here, under the booking's and the payment's locks, so it sees the booking's final state; the
 * provider is asked first, outside the locks. One return claims the refund (refund due, in the same commit): any
 * other answers that it is on its way.
 */
async function settleUnconfirmableReturn(deps: AppDeps, paymentId: number, bookingId: number, orderId: string): Promise<void> {
  let order: PaymentOrder | null = null;
  try {
    order = await deps.payments.getOrder(orderId);
  } catch (error) {
    // A capture request stamped on this payment keeps it on reconciliation's list, which asks again.
    deps.log.error({ err: error, paymentId }, 'could not check the order of a return for a booking no longer held');
  }
  const decision = await deps.db.transaction(async (tx) => {
    const [booking] = await tx.select({ statusId: bookings.statusId }).from(bookings).where(eq(bookings.id, bookingId)).for('update');
    const [payment] = await tx.select({ status: payments.status }).from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!booking || !payment) return { kind: 'expired' as const };
    if (payment.status === 'captured' && booking.statusId !== BookingStatus.Cancelled) return { kind: 'confirmed' as const };
    if (payment.status === 'refunded') return { kind: 'refunded' as const };
    if (payment.status === REFUND_DUE) return { kind: 'refund-pending' as const };
    // Money the provider took for a booking cancelled (or expired) before this payment was recorded as captured.
    if (booking.statusId === BookingStatus.Cancelled && order?.status === 'COMPLETED' && order.captureId) {
      await tx
        .update(payments)
        .set({ status: REFUND_DUE, providerCaptureId: order.captureId, updatedAt: deps.now() })
        .where(eq(payments.id, paymentId));
      return { kind: 'refund' as const, captureId: order.captureId, amountCents: order.amountCents };
    }
    return { kind: 'expired' as const };
  });
  switch (decision.kind) {
    case 'confirmed':
      return;
    case 'refunded':
      throw badRequest(messages.payment.refunded);
    case 'refund-pending':
      throw badRequest(messages.payment.refundPending);
    case 'expired':
      throw badRequest(messages.payment.expired);
    case 'refund': {
      const refunded = await refundOrLeaveDue(deps, {
        paymentId,
        bookingId,
        captureId: decision.captureId,
        amountCents: decision.amountCents,
        reason: 'captured after the booking was cancelled',
      });
      throw badRequest(refunded === 'refunded' ? messages.payment.refunded : messages.payment.refundPending);
    }
  }
}

/** A capture sent less than this long ago may still be answering its own request: reconciliation leaves it be. */
const CAPTURE_IN_FLIGHT_MS = 30_000;
/** A booking no longer payable whose order was not captured this long after the capture request is settled as such. */
const NOT_CAPTURED_FINAL_MS = 5 * 60_000;

export type ReconcileOutcome = 'confirmed' | 'refunded' | 'refund-due' | 'not-captured' | 'pending' | 'settled' | 'unreachable';

async function recordReconciliation(
  deps: AppDeps,
  row: { paymentId: number; bookingId: number; providerStatus: string; outcome: string; detail?: string },
): Promise<void> {
  await insertReconciliation(deps, row);
  deps.log.info(row, 'payment reconciled');
}

/**
 * Settles a payment whose capture was sent but whose outcome we never recorded (a crash, or an answer that came too
 * late): asks the provider for the order. Captured → the booking is confirmed if it still holds its slot (S1), else
 * the money is refunded; not captured and the booking is gone → nothing to do. Every outcome is recorded in
 * payment_reconciliations. Never leaves a captured payment on a cancelled booking.
 */
export async function reconcilePayment(deps: AppDeps, paymentId: number): Promise<ReconcileOutcome> {
  const now = deps.now();
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment?.providerOrderId || payment.reconciledAt || !['created', 'voided'].includes(payment.status)) return 'settled';
  let order: PaymentOrder;
  try {
    order = await deps.payments.getOrder(payment.providerOrderId);
  } catch (error) {
    deps.log.warn({ err: error, paymentId }, 'could not ask the provider about a payment; reconciliation retries');
    return 'unreachable';
  }
  const base = { paymentId, bookingId: payment.bookingId, providerStatus: order.status };

  if (order.status === 'COMPLETED' && order.captureId) {
    const captureId = order.captureId;
    const confirmed = await deps.db.transaction(async (tx) => {
      // Booking first, then payment: the lock order verifying and cancelling use.
      const [booking] = await tx
        .select({ statusId: bookings.statusId })
        .from(bookings)
        .where(eq(bookings.id, payment.bookingId))
        .for('update');
      if (!booking || !canTransition('confirm', booking.statusId)) return false;
      const [updated] = await tx
        .update(payments)
        .set({ status: 'captured', providerCaptureId: captureId, capturedAt: now, reconciledAt: now, updatedAt: now })
        .where(and(eq(payments.id, paymentId), inArray(payments.status, ['created', 'voided']), isNull(payments.reconciledAt)))
        .returning({ id: payments.id });
      if (!updated) return false;
      await tx
        .update(bookings)
        .set({ statusId: BookingStatus.Confirmed, confirmedAt: now, holdExpiresAt: null, updatedAt: now })
        .where(eq(bookings.id, payment.bookingId));
      const view = await loadBookingView(tx, payment.bookingId);
      if (view) await enqueueBookingConfirmed(deps, tx, view);
      return true;
    });
    if (confirmed) {
      await recordReconciliation(deps, { ...base, outcome: 'confirmed', detail: `capture ${captureId}` });
      return 'confirmed';
    }
    const [latest] = await deps.db.select({ status: payments.status }).from(payments).where(eq(payments.id, paymentId));
    if (latest?.status === 'captured') return 'settled';
    // The booking no longer holds its slot: the money goes back (idempotent per payment). A refund that fails leaves
    // the payment refund due, retried by every later run (retryDueRefunds); both outcomes are recorded.
    const refunded = await refundOrLeaveDue(deps, {
      paymentId,
      bookingId: payment.bookingId,
      captureId,
      amountCents: order.amountCents,
      reason: 'captured, but the booking was no longer held (reconciliation)',
    });
    if (refunded === 'refund-due') return 'refund-due';
    await deps.db.update(payments).set({ reconciledAt: now }).where(eq(payments.id, paymentId));
    return 'refunded';
  }

  const [booking] = await deps.db.select({ statusId: bookings.statusId }).from(bookings).where(eq(bookings.id, payment.bookingId));
  const requestedAt = payment.captureRequestedAt?.getTime() ?? 0;
  if (booking && !canTransition('confirm', booking.statusId) && now.getTime() - requestedAt >= NOT_CAPTURED_FINAL_MS) {
    await deps.db.update(payments).set({ reconciledAt: now }).where(eq(payments.id, paymentId));
    await recordReconciliation(deps, { ...base, outcome: 'not-captured' });
    return 'not-captured';
  }
  return 'pending';
}

/** The periodic reconciliation: every payment with a capture sent and no outcome recorded. */
export async function reconcileUnsettledPayments(deps: AppDeps, limit = 200): Promise<Record<ReconcileOutcome, number>> {
  const counts: Record<ReconcileOutcome, number> = {
    confirmed: 0,
    refunded: 0,
    'refund-due': 0,
    'not-captured': 0,
    pending: 0,
    settled: 0,
    unreachable: 0,
  };
  // Refunds still owed first: each is retried until the provider takes it.
  const retried = await retryDueRefunds(deps, limit);
  counts.refunded += retried.refunded;
  counts['refund-due'] += retried.due;
  const unsettled = await deps.db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        isNotNull(payments.captureRequestedAt),
        isNull(payments.reconciledAt),
        inArray(payments.status, ['created', 'voided']),
        lte(payments.captureRequestedAt, new Date(deps.now().getTime() - CAPTURE_IN_FLIGHT_MS)),
      ),
    )
    .orderBy(asc(payments.captureRequestedAt))
    .limit(limit);
  for (const { id } of unsettled) {
    try {
      counts[await reconcilePayment(deps, id)] += 1;
    } catch (error) {
      counts.unreachable += 1;
      deps.log.error({ err: error, paymentId: id }, 'reconciling a payment failed; retried on the next run');
    }
  }
  return counts;
}

/** Before a hold expires: settle the booking's payments whose capture answer was lost. True when one confirmed it. */
export async function reconcileBeforeExpiry(deps: AppDeps, bookingId: number): Promise<boolean> {
  const unsettled = await deps.db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.bookingId, bookingId),
        isNotNull(payments.captureRequestedAt),
        isNull(payments.reconciledAt),
        eq(payments.status, 'created'),
      ),
    );
  let confirmed = false;
  for (const { id } of unsettled) {
    try {
      if ((await reconcilePayment(deps, id)) === 'confirmed') confirmed = true;
    } catch (error) {
      // Expire anyway: the periodic reconciliation refunds a capture it finds later.
      deps.log.error({ err: error, paymentId: id }, 'could not reconcile a payment before its hold expired');
    }
  }
  return confirmed;
}
