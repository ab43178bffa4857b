import { type DbOrTx, schema } from '@hairsalon/db';
import { and, asc, eq, lte, ne, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { PaymentProviderError } from '../../payments/provider.js';

const { bookings, payments, refunds, paymentReconciliations } = schema;

/** A payment whose booking was cancelled after its money was captured, and whose refund has not gone through yet. */
export const REFUND_DUE = 'refund_due';

/** How long after a refund was last tried (or marked due) reconciliation tries it again. */
export const REFUND_RETRY_AFTER_MS = 30_000;

export interface RefundRequest {
  paymentId: number;
  bookingId: number;
  captureId: string;
  amountCents: number;
  /** Why the money goes back (kept on the refund row). */
  reason: string;
}

/**
 * The one way money goes back (docs/decisions/003): every refund path calls this. It asks the provider with the
 * idempotency key `refund-<paymentId>` (so a retry never refunds twice) and records the refund on `db` — pass the
 * caller's transaction to make the refund part of it. Throws the provider's error when the refund fails.
 */
export async function refundPayment(deps: AppDeps, db: DbOrTx, request: RefundRequest): Promise<number> {
  const refund = await deps.payments.refundCapture(request.captureId, {
    amountCents: request.amountCents,
    currency: 'USD',
    requestId: `refund-${request.paymentId}`,
  });
  // A replayed refund (same key) answers the first refund's id: recorded once.
  const [already] = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.paymentId, request.paymentId), eq(refunds.providerRefundId, refund.refundId)));
  if (!already) {
    await db.insert(refunds).values({
      paymentId: request.paymentId,
      providerRefundId: refund.refundId,
      amountCents: refund.amountCents,
      status: refund.status.toLowerCase(),
      reason: request.reason,
      createdAt: deps.now(),
    });
  }
  await db
    .update(payments)
    .set({
      status: 'refunded',
      providerCaptureId: request.captureId,
      refundedCents: already
        ? payments.refundedCents
        : sql`least(${payments.amountCents}, ${payments.refundedCents} + ${refund.amountCents})`,
      updatedAt: deps.now(),
    })
    .where(eq(payments.id, request.paymentId));
  return refund.amountCents;
}

/**
 * Gives money back that must go back whatever happens (captured on a booking already cancelled). The payment is
 * marked `refund_due` before the provider is asked, so the debt survives a failed refund or a crash; the periodic
 * reconciliation retries it (retryDueRefunds) until it goes through. Every attempt's outcome is recorded in
 * payment_reconciliations.
 */
export async function refundOrLeaveDue(deps: AppDeps, request: RefundRequest): Promise<'refunded' | 'refund-due'> {
  await deps.db
    .update(payments)
    .set({ status: REFUND_DUE, providerCaptureId: request.captureId, updatedAt: deps.now() })
    .where(and(eq(payments.id, request.paymentId), ne(payments.status, 'refunded')));
  try {
    await deps.db.transaction((tx) => refundPayment(deps, tx, request));
  } catch (error) {
    const detail =
      error instanceof PaymentProviderError ? `${error.code}${error.issue ? ` ${error.issue}` : ''}: ${error.message}` : String(error);
    deps.log.error({ err: error, paymentId: request.paymentId }, 'refund failed; the payment stays refund due and is retried');
    await recordOutcome(deps, request, 'refund-failed', detail);
    return 'refund-due';
  }
  await recordOutcome(deps, request, 'refunded', `capture ${request.captureId}: ${request.reason}`);
  return 'refunded';
}

async function recordOutcome(deps: AppDeps, request: RefundRequest, outcome: string, detail: string): Promise<void> {
  await insertReconciliation(deps, {
    paymentId: request.paymentId,
    bookingId: request.bookingId,
    providerStatus: 'COMPLETED',
    outcome,
    detail: detail.slice(0, 500),
  });
}

/**
 * Records a reconciliation row. Its foreign keys lock its payment and then its booking (key share), while a payment
 * return in flight locks the booking and then the payment: the booking is locked first here too, so the two wait for
 * each other in the same order instead of deadlocking (seen with parallel returns of a payment refunded on return).
 */
export async function insertReconciliation(
  deps: AppDeps,
  row: { paymentId: number; bookingId: number; providerStatus: string; outcome: string; detail?: string },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, row.bookingId)).for('key share');
    await tx.insert(paymentReconciliations).values({ ...row, createdAt: deps.now() });
  });
}

/** The reconciliation's retry of refunds still due; returns how many went through and how many are still due. */
export async function retryDueRefunds(deps: AppDeps, limit = 100): Promise<{ refunded: number; due: number }> {
  // A refund just tried (or just marked due, and being tried by its own request) waits a little before the next try.
  const triedBefore = new Date(deps.now().getTime() - REFUND_RETRY_AFTER_MS);
  const due = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.status, REFUND_DUE), lte(payments.updatedAt, triedBefore)))
    .orderBy(asc(payments.updatedAt))
    .limit(limit);
  const counts = { refunded: 0, due: 0 };
  for (const payment of due) {
    if (!payment.providerCaptureId) {
      deps.log.error({ paymentId: payment.id }, 'a refund is due but the payment has no capture id');
      counts.due++;
      continue;
    }
    const outcome = await refundOrLeaveDue(deps, {
      paymentId: payment.id,
      bookingId: payment.bookingId,
      captureId: payment.providerCaptureId,
      amountCents: payment.amountCents - payment.refundedCents,
      reason: 'refund due, retried by reconciliation',
    });
    if (outcome === 'refunded') {
      await deps.db.update(payments).set({ reconciledAt: deps.now() }).where(eq(payments.id, payment.id));
      counts.refunded++;
    } else counts.due++;
  }
  return counts;
}
