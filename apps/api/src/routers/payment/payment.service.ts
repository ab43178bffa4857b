import { schema } from '@hairsalon/db';
import { BookingStatus, messages } from '@hairsalon/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { badRequest } from '../../errors.js';
import { PaymentProviderError } from '../../payments/provider.js';
import { loadBookingView } from '../booking/booking.details.js';
import { enqueueBookingConfirmed } from '../booking/booking.emails.js';
import { canTransition } from '../booking/booking.service.js';

const { payments, bookings, refunds } = schema;

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
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, input.paymentId));
  if (!payment?.providerOrderId || payment.providerOrderId !== input.token) throw badRequest(messages.payment.mismatch);
  const [booking] = await deps.db.select().from(bookings).where(eq(bookings.id, payment.bookingId));
  if (!booking || booking.stylistId !== input.stylistId) throw badRequest(messages.payment.mismatch);

  const confirmed = () => ({
    bookingId: booking.id,
    statusId: BookingStatus.Confirmed,
    amount: payment.amountCents / 100,
    message: messages.payment.success,
  });
  if (payment.status === 'captured' && booking.statusId !== BookingStatus.Cancelled) return confirmed();
  if (payment.status === 'refunded') throw badRequest(messages.payment.refunded);
  if (!canTransition('confirm', booking.statusId)) {
    // Cancelled or expired. An earlier attempt may have captured before losing the race: give that money back.
    await refundStrayCapture(deps, payment.id, input.token);
    throw badRequest(messages.payment.expired);
  }

  let captured: { captureId: string; amountCents: number; currency: string };
  try {
    const order = await deps.payments.getOrder(input.token);
    if (order.amountCents !== payment.amountCents || order.currency !== payment.currency) throw badRequest(messages.payment.mismatch);
    captured = await deps.payments.captureOrder(input.token, `capture-${payment.id}`);
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      if (error.code === 'DECLINED') {
        await deps.db
          .update(payments)
          .set({ status: 'declined', updatedAt: now })
          .where(and(eq(payments.id, payment.id), eq(payments.status, 'created')));
      }
      throw badRequest(providerMessage(error));
    }
    throw error;
  }
  if (captured.amountCents !== payment.amountCents || captured.currency !== payment.currency) {
    deps.log.error({ paymentId: payment.id, captured }, 'captured amount differs from the booking amount');
  }

  const outcome = await deps.db.transaction(async (tx) => {
    // Lock the booking before the payment, in the same order as cancelling does, so the two never deadlock.
    const [locked] = await tx.select({ statusId: bookings.statusId }).from(bookings).where(eq(bookings.id, booking.id)).for('update');
    await tx
      .update(payments)
      .set({ status: 'captured', providerCaptureId: captured.captureId, payerId: input.payerId ?? null, capturedAt: now, updatedAt: now })
      .where(and(eq(payments.id, payment.id), ne(payments.status, 'captured'), ne(payments.status, 'refunded')));
    if (locked?.statusId === BookingStatus.Confirmed) return 'confirmed' as const;
    if (!locked || !canTransition('confirm', locked.statusId)) return 'too-late' as const;
    await tx
      .update(bookings)
      .set({ statusId: BookingStatus.Confirmed, confirmedAt: now, holdExpiresAt: null, updatedAt: now })
      .where(eq(bookings.id, booking.id));
    const view = await loadBookingView(tx, booking.id);
    if (view) await enqueueBookingConfirmed(deps, tx, view);
    return 'confirmed' as const;
  });
  if (outcome === 'confirmed') return confirmed();

  // The booking was cancelled or expired while the customer was paying: give the money back at once.
  await refundCapture(deps, payment.id, captured.captureId, captured.amountCents, 'cancelled or expired before payment');
  throw badRequest(messages.payment.refunded);
}

/** Refunds a capture once (idempotency key per payment) and records it. */
async function refundCapture(deps: AppDeps, paymentId: number, captureId: string, amountCents: number, reason: string): Promise<void> {
  const refund = await deps.payments.refundCapture(captureId, { amountCents, currency: 'USD', requestId: `refund-${paymentId}` });
  await deps.db.transaction(async (tx) => {
    const [already] = await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.paymentId, paymentId));
    if (!already)
      await tx.insert(refunds).values({ paymentId, providerRefundId: refund.refundId, amountCents: refund.amountCents, reason });
    await tx
      .update(payments)
      .set({ status: 'refunded', providerCaptureId: captureId, refundedCents: refund.amountCents, updatedAt: deps.now() })
      .where(eq(payments.id, paymentId));
  });
}

/** When PayPal holds a completed capture for a payment our records do not count as paid, refund it. */
async function refundStrayCapture(deps: AppDeps, paymentId: number, orderId: string): Promise<void> {
  const [row] = await deps.db.select({ status: payments.status }).from(payments).where(eq(payments.id, paymentId));
  if (row?.status === 'refunded') return;
  try {
    const order = await deps.payments.getOrder(orderId);
    if (order.status === 'COMPLETED' && order.captureId) {
      await refundCapture(deps, paymentId, order.captureId, order.amountCents, 'captured after the booking was cancelled');
    }
  } catch (error) {
    deps.log.error({ err: error, paymentId }, 'could not check the order for a stray capture');
  }
}
