import { schema } from '@hairsalon/db';
import { BookingStatus, messages } from '@hairsalon/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PaymentProviderError } from '../../payments/provider.js';
import {
  captureUnanswered,
  captureWithLostAnswer,
  type PayingBooking,
  payingBooking,
  paymentState,
  verifyReturn,
} from '../../testing/payment-fixtures.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { reconcileUnsettledPayments } from './payment.service.js';

/*
 * What the customer reads on coming back from PayPal, and what the minute reconciliation does with a capture whose
 * answer was lost, at the edges of its waits (30 seconds in flight, 5 minutes before "never captured").
 */

let t: TestApp;
/** The reconciliation's tests count what a run did over every payment: a database of their own. */
let own: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  own = await startTestApp({ isolated: true });
});
afterAll(async () => {
  await own?.close();
  await t?.close();
});

const defaultApp = () => t;

/** A customer's pending $27.50 booking, waiting for the buyer at PayPal (approved unless told otherwise). */
const pendingBooking = (options: { approved?: boolean } = {}, app: TestApp = defaultApp()) =>
  payingBooking(app, { priceCents: 2750, daysAhead: 5, ...options });
const verify = (b: PayingBooking, overrides: { stylistId?: number; payerId?: string } = {}, app: TestApp = defaultApp()) =>
  verifyReturn(app, b, overrides);
const state = (bookingId: number, app: TestApp = defaultApp()) => paymentState(app, bookingId);

describe('coming back from PayPal', () => {
  it('confirms with the amount paid in dollars, and keeps the PayPal payer', async () => {
    const b = await pendingBooking();
    expect(await verify(b, { payerId: 'PAYER42' })).toEqual({
      bookingId: b.bookingId,
      statusId: BookingStatus.Confirmed,
      amount: 27.5,
      message: messages.payment.success,
    });
    const after = await state(b.bookingId);
    expect(after.payment).toMatchObject({ status: 'captured', payerId: 'PAYER42', providerCaptureId: expect.any(String) });
    expect(after.booking).toMatchObject({ statusId: BookingStatus.Confirmed, holdExpiresAt: null });
    // Coming back again answers the same, without a second capture.
    expect(await verify(b)).toMatchObject({ statusId: BookingStatus.Confirmed, amount: 27.5, message: messages.payment.success });
    expect(t.paypal.mock.captureCount(b.orderId)).toBe(1);
  });

  it("refuses a return naming another stylist than the booking's, and captures nothing", async () => {
    const b = await pendingBooking();
    await expect(verify(b, { stylistId: b.stylist.id + 1000 })).rejects.toThrow(messages.payment.mismatch);
    expect(t.paypal.mock.captureCount(b.orderId)).toBe(0);
    expect((await state(b.bookingId)).booking?.statusId).toBe(BookingStatus.Pending);
  });

  it('refuses a return for an unknown payment', async () => {
    const b = await pendingBooking();
    await expect((await t.caller()).payment.verify({ token: b.orderId, paymentId: 999_999_999, stylistId: b.stylist.id })).rejects.toThrow(
      messages.payment.mismatch,
    );
  });

  it('tells a customer who has not approved the payment at PayPal yet, and leaves the booking pending', async () => {
    const b = await pendingBooking({ approved: false });
    await expect(verify(b)).rejects.toThrow(messages.payment.notApproved);
    expect((await state(b.bookingId)).booking?.statusId).toBe(BookingStatus.Pending);
  });

  it('refuses to capture an order whose amount is not the booking’s', async () => {
    const b = await pendingBooking();
    // The booking's price changed after the order was opened (or the order was tampered with): PayPal's order says $27.50.
    await t.deps.db.update(schema.payments).set({ amountCents: 3000 }).where(eq(schema.payments.id, b.paymentId));
    await expect(verify(b)).rejects.toThrow(messages.payment.mismatch);
    expect(t.paypal.mock.captureCount(b.orderId)).toBe(0);
    expect((await state(b.bookingId)).booking?.statusId).toBe(BookingStatus.Pending);
  });

  it('tells a customer coming back to a booking no longer held (cancelled before paying) that it expired', async () => {
    const b = await pendingBooking();
    await (await t.caller(b.customer)).booking.cancelByCustomer({ bookingId: b.bookingId });
    await expect(verify(b)).rejects.toThrow(messages.payment.expired);
    expect(t.paypal.mock.captureCount(b.orderId)).toBe(0);
  });

  it('reads a PayPal failure it cannot name as a payment that does not match', async () => {
    const b = await pendingBooking();
    const spy = vi.spyOn(t.deps.payments, 'captureOrder').mockRejectedValueOnce(new PaymentProviderError('NOT_FOUND', 'no such order'));
    await expect(verify(b)).rejects.toThrow(messages.payment.mismatch);
    spy.mockRestore();
  });
});

describe('the minute reconciliation of a capture whose answer was lost', () => {
  it('leaves a capture sent less than 30 seconds ago to its own request, then confirms it', async () => {
    const b = await pendingBooking({}, own);
    await captureWithLostAnswer(own, b);
    own.advance(29_000);
    expect(await reconcileUnsettledPayments(own.deps)).toMatchObject({ confirmed: 0 });
    expect((await state(b.bookingId, own)).booking?.statusId).toBe(BookingStatus.Pending);
    own.advance(1_000);
    expect(await reconcileUnsettledPayments(own.deps)).toMatchObject({ confirmed: 1, refunded: 0, 'not-captured': 0 });
    const after = await state(b.bookingId, own);
    expect(after.booking?.statusId).toBe(BookingStatus.Confirmed);
    expect(after.outcomes).toEqual(['confirmed']);
  });

  it('waits 5 minutes after the capture request before settling a booking gone as never captured', async () => {
    const b = await pendingBooking({}, own);
    await captureUnanswered(own, b);
    await (await own.caller(b.customer)).booking.cancelByCustomer({ bookingId: b.bookingId });

    own.advance(5 * 60_000 - 1_000);
    expect(await reconcileUnsettledPayments(own.deps)).toMatchObject({ 'not-captured': 0, pending: 1 });
    expect((await state(b.bookingId, own)).outcomes).toEqual([]);
    own.advance(1_000);
    expect(await reconcileUnsettledPayments(own.deps)).toMatchObject({ 'not-captured': 1, pending: 0 });
    expect((await state(b.bookingId, own)).outcomes).toEqual(['not-captured']);
    // Settled: later runs leave it.
    own.advance(60_000);
    expect(await reconcileUnsettledPayments(own.deps)).toMatchObject({ 'not-captured': 0, pending: 0 });
  });

  it('counts a refund of money captured for a cancelled booking, and PayPal out of reach as unreachable', async () => {
    const b = await pendingBooking({}, own);
    await captureWithLostAnswer(own, b);
    await (await own.caller(b.customer)).booking.cancelByCustomer({ bookingId: b.bookingId });
    const spy = vi.spyOn(own.deps.payments, 'getOrder').mockRejectedValueOnce(new PaymentProviderError('UNAVAILABLE', 'down'));
    own.advance(60_000);
    expect(await reconcileUnsettledPayments(own.deps)).toMatchObject({ unreachable: 1, refunded: 0 });
    spy.mockRestore();
    expect(await reconcileUnsettledPayments(own.deps)).toMatchObject({ refunded: 1, unreachable: 0 });
    expect((await state(b.bookingId, own)).payment).toMatchObject({ status: 'refunded', refundedCents: 2750 });
  });

  it('tries a refund left due again 30 seconds after the last try, not sooner, and records why it failed', async () => {
    const b = await pendingBooking({}, own);
    await captureWithLostAnswer(own, b);
    await (await own.caller(b.customer)).booking.cancelByCustomer({ bookingId: b.bookingId });
    own.paypal.mock.failNextRefund();
    own.advance(60_000);
    expect(await reconcileUnsettledPayments(own.deps)).toMatchObject({ 'refund-due': 1, refunded: 0 });
    const due = await state(b.bookingId, own);
    expect(due.payment).toMatchObject({ status: 'refund_due', refundedCents: 0 });
    const [failure] = await own.deps.db
      .select({ detail: schema.paymentReconciliations.detail })
      .from(schema.paymentReconciliations)
      .where(eq(schema.paymentReconciliations.paymentId, b.paymentId));
    expect(failure?.detail).toMatch(/^INVALID REFUND_FAILED_INSUFFICIENT_FUNDS: /);

    own.advance(29_000);
    expect(await reconcileUnsettledPayments(own.deps)).toMatchObject({ 'refund-due': 0, refunded: 0 });
    expect(own.paypal.mock.refundCount(due.payment?.providerCaptureId ?? '')).toBe(0);
    own.advance(1_000);
    expect(await reconcileUnsettledPayments(own.deps)).toMatchObject({ 'refund-due': 0, refunded: 1 });
    const after = await state(b.bookingId, own);
    expect(after.payment).toMatchObject({ status: 'refunded', refundedCents: 2750, reconciledAt: expect.any(Date) });
    expect(after.outcomes).toEqual(['refund-failed', 'refunded']);
    const refundRows = await own.deps.db.select().from(schema.refunds).where(eq(schema.refunds.paymentId, b.paymentId));
    expect(refundRows).toMatchObject([{ amountCents: 2750, status: 'completed', reason: 'refund due, retried by reconciliation' }]);
  });

  // Last: it leaves its payment waiting.
  it('keeps asking about a booking still held whose capture never happened', async () => {
    const b = await pendingBooking({}, own);
    await captureUnanswered(own, b);
    own.advance(10 * 60_000);
    expect(await reconcileUnsettledPayments(own.deps)).toMatchObject({ pending: 1, 'not-captured': 0 });
    expect((await state(b.bookingId, own)).payment?.reconciledAt).toBeNull();
  });
});
