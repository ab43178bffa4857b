import { type DbOrTx, schema } from '@hairsalon/db';
import { BookingStatus, salonDisplayName } from '@hairsalon/shared';
import { and, desc, eq, isNull, or } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { loadBookingView } from './booking.details.js';
import { type BookingEmailSource, bookingReceivedMessage } from './booking.emails.js';

const { payments } = schema;

export const BOOKING_EXPIRE_JOB = 'booking.expire';

/** What opening a pending booking's PayPal order reads of it: the pay-link email's fields, its stylist, payment and hold. */
export interface OrderSource extends BookingEmailSource {
  stylistId: number;
  paymentId: number;
  holdExpiresAt: Date;
}

/**
 * Opens the PayPal order of a pending booking and records it with the pay-link email in one statement (both or
 * neither), then queues the email's delivery and the hold's expiry. The order's PayPal-Request-Id is the payment's,
 * so opening it again (a repeat of a request whose answer was lost, or one that died before it recorded the order)
 * gets the same order from PayPal, and the email (its dedupe key names the link) goes out once. Throws the
 * provider's error when no order could be opened. Returns the approval URL the customer pays at.
 */
export async function openPaymentOrder(deps: AppDeps, source: OrderSource): Promise<string> {
  const { db } = deps;
  const now = deps.now();
  const returnQuery = `paymentId=${source.paymentId}&stylistId=${source.stylistId}`;
  const order = await deps.payments.createOrder({
    amountCents: source.amountCents,
    currency: 'USD',
    referenceId: `booking-${source.id}`,
    description: `${salonDisplayName(deps.salon.current())} booking #${source.id}: ${source.services.map((s) => s.name).join(', ')}`.slice(
      0,
      127,
    ),
    // PayPal sends the customer back to the web app's pages, wherever it is served (APP_URL).
    returnUrl: `${deps.config.appUrl}/payment/success?${returnQuery}`,
    cancelUrl: `${deps.config.appUrl}/payment/cancel?${returnQuery}`,
    requestId: `order-${source.paymentId}`,
  });
  const orderRecorded = db.$with('order_recorded').as(
    db
      .update(payments)
      .set({ providerOrderId: order.orderId, approvalUrl: order.approvalUrl, updatedAt: now })
      .where(and(eq(payments.id, source.paymentId), or(isNull(payments.providerOrderId), eq(payments.providerOrderId, order.orderId))))
      .returning({ id: payments.id }),
  );
  const stored = await deps.mail.store(db, [bookingReceivedMessage(deps, source, order.approvalUrl)], { with: [orderRecorded] });
  await deps.jobs
    .sendBatch([
      ...deps.mail.deliveryJobs(stored),
      { name: BOOKING_EXPIRE_JOB, data: { bookingId: source.id }, startAfter: source.holdExpiresAt },
    ])
    .catch((error: unknown) => {
      // The email is stored and the booking has its hold time: the email sweep and the minute expiry sweep take over.
      deps.log.warn({ err: error, bookingId: source.id }, 'could not queue the pay-link email and the hold expiry');
    });
  return order.approvalUrl;
}

/** A booking's payment (the latest attempt, the one that counts) as a pay link answers it. */
export interface BookingPayment {
  paymentId: number;
  status: string;
  approvalUrl: string | null;
}

export async function latestPayment(db: DbOrTx, bookingId: number): Promise<BookingPayment | null> {
  const [row] = await db
    .select({ paymentId: payments.id, status: payments.status, approvalUrl: payments.approvalUrl })
    .from(payments)
    .where(eq(payments.bookingId, bookingId))
    .orderBy(desc(payments.id))
    .limit(1);
  return row ?? null;
}

/**
 * The pay link of a booking: the approval URL kept on its payment, or, for a pending booking whose order was never
 * recorded (the request that made it died between its commit and PayPal's answer), the order opened now. An order
 * the customer approved but did not pay stays payable at the same link (PayPal's approval page, and the emulator's,
 * take it again), so a kept link is never replaced. Throws the provider's error when an order had to be opened and
 * could not be, unless another request recorded one meanwhile.
 */
export async function ensurePaymentOrder(deps: AppDeps, bookingId: number): Promise<BookingPayment | null> {
  const payment = await latestPayment(deps.db, bookingId);
  if (!payment || payment.approvalUrl) return payment;
  const view = await loadBookingView(deps.db, bookingId);
  if (!view || view.statusId !== BookingStatus.Pending || !view.holdExpiresAt || payment.status !== 'created') return payment;
  try {
    await openPaymentOrder(deps, { ...view, paymentId: payment.paymentId, holdExpiresAt: new Date(view.holdExpiresAt) });
    // The order recorded: this one, or the same one recorded by the request it repeats.
    return await latestPayment(deps.db, bookingId);
  } catch (error) {
    const recorded = await latestPayment(deps.db, bookingId);
    if (recorded?.approvalUrl) return recorded;
    throw error;
  }
}
