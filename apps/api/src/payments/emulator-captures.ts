import { type Database, schema } from '@hairsalon/db';
import type { PayPalEmulator } from '@hairsalon/paypal-mock/server';
import { and, inArray, isNotNull } from 'drizzle-orm';
import { REFUND_DUE } from '../routers/payment/refund.service.js';
import { centsToPayPalValue } from './money.js';

/**
 * The local emulator keeps its orders in memory, so after a restart (and for the demo seed, whose payments were
 * never sent to it) it would not know the captures the database holds, and refunding them would fail. At start,
 * every capture the database holds is registered with the emulator: paid (captured), refunded (fully or in part),
 * and refund due (a refund that failed and that the reconciliation retries).
 */
export async function registerCapturesWithEmulator(db: Database, emulator: PayPalEmulator): Promise<number> {
  const { payments } = schema;
  const paid = await db
    .select({
      orderId: payments.providerOrderId,
      captureId: payments.providerCaptureId,
      amountCents: payments.amountCents,
      refundedCents: payments.refundedCents,
      currency: payments.currency,
    })
    .from(payments)
    .where(
      and(
        inArray(payments.status, ['captured', 'refunded', REFUND_DUE]),
        isNotNull(payments.providerCaptureId),
        isNotNull(payments.providerOrderId),
      ),
    );
  for (const p of paid) {
    if (!p.orderId || !p.captureId) continue;
    emulator.mock.registerCapture({
      orderId: p.orderId,
      captureId: p.captureId,
      amount: { currency_code: p.currency, value: centsToPayPalValue(p.amountCents) },
      refundedCents: p.refundedCents,
    });
  }
  return paid.length;
}
