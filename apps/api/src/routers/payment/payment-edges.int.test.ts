import { schema } from '@hairsalon/db';
import { BookingStatus, messages } from '@hairsalon/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PaymentProviderError } from '../../payments/provider.js';
import { capturedLog } from '../../testing/captured-log.js';
import { captureWithLostAnswer, type PayingBooking, payingBooking, paymentState, verifyReturn } from '../../testing/payment-fixtures.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { expireBooking } from '../booking/cancel.service.js';
import { reconcilePayment, reconcileUnsettledPayments } from './payment.service.js';

/*
 * The payment paths at their edges. What they do when something fails half-way: the database drops a statement while a payment is being
 * reconciled, a refund fails again on its retry (PayPal, or the network), PayPal captures another amount than the
 * order's. The money always ends where it belongs, a later run finishes the work, and the operator reads why in the
 * log. Counts are over every payment of the run: a database of its own.
 */

const captured = capturedLog('info');
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ isolated: true, log: captured.log });
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** A customer's pending $31.25 booking, approved by the buyer at PayPal, ready to be captured. */
const approvedBooking = () => payingBooking(t, { priceCents: 3125, daysAhead: 6 });
type Approved = PayingBooking;
const verify = (b: Approved) => verifyReturn(t, b);
const state = (bookingId: number) => paymentState(t, bookingId);

/** The log lines with this message (pino's `msg`). */
const logged = (msg: string) => captured.lines.filter((line) => line.msg === msg);

/** The database drops the next transaction (a lost connection, a failover) before it runs. */
const failNextTransaction = () => vi.spyOn(t.deps.db, 'transaction').mockRejectedValueOnce(new Error('Connection terminated unexpectedly'));

describe('the minute reconciliation, when one payment fails half-way', () => {
  it('counts it unreachable and logs it, settles the others of the run, and settles it on the next run', async () => {
    const first = await approvedBooking();
    await captureWithLostAnswer(t, first);
    t.advance(1_000);
    const second = await approvedBooking();
    await captureWithLostAnswer(t, second);
    t.advance(60_000);

    // The first payment's capture was asked first, so it is reconciled first: its confirming transaction fails.
    failNextTransaction();
    expect(await reconcileUnsettledPayments(t.deps)).toMatchObject({ unreachable: 1, confirmed: 1 });
    expect((await state(first.bookingId)).booking?.statusId).toBe(BookingStatus.Pending);
    expect((await state(second.bookingId)).booking?.statusId).toBe(BookingStatus.Confirmed);
    expect(logged('reconciling a payment failed; retried on the next run')).toEqual([
      expect.objectContaining({
        level: 50,
        paymentId: first.paymentId,
        err: expect.objectContaining({ message: 'Connection terminated unexpectedly' }),
      }),
    ]);

    expect(await reconcileUnsettledPayments(t.deps)).toMatchObject({ unreachable: 0, confirmed: 1 });
    const after = await state(first.bookingId);
    expect(after.booking?.statusId).toBe(BookingStatus.Confirmed);
    expect(after.payment).toMatchObject({ status: 'captured', reconciledAt: expect.any(Date) });
    expect(after.outcomes).toEqual(['confirmed']);
  });
});

describe('a hold running out while its capture is in doubt', () => {
  it('expires even when asking about the capture fails, logs why, and the money captured is refunded by the next reconciliation', async () => {
    const b = await approvedBooking();
    await captureWithLostAnswer(t, b);
    t.advance(16 * 60_000);

    failNextTransaction();
    expect(await expireBooking(t.deps, b.bookingId)).toBe(true);
    expect((await state(b.bookingId)).booking?.statusId).toBe(BookingStatus.Cancelled);
    expect(logged('could not reconcile a payment before its hold expired')).toEqual([
      expect.objectContaining({ level: 50, paymentId: b.paymentId }),
    ]);

    t.advance(60_000);
    expect(await reconcileUnsettledPayments(t.deps)).toMatchObject({ refunded: 1 });
    const after = await state(b.bookingId);
    expect(after.payment).toMatchObject({ status: 'refunded', refundedCents: 3125 });
    expect(t.paypal.mock.refundCount(after.payment?.providerCaptureId ?? '')).toBe(1);
  });
});

describe('a refund left due, retried by the reconciliation', () => {
  /** A booking cancelled after PayPal took its money, whose refund failed: refund due. */
  async function refundDue() {
    const b = await approvedBooking();
    await captureWithLostAnswer(t, b);
    await (await t.caller(b.customer)).booking.cancelByCustomer({ bookingId: b.bookingId });
    t.paypal.mock.failNextRefund();
    t.advance(60_000);
    expect(await reconcileUnsettledPayments(t.deps)).toMatchObject({ 'refund-due': 1, refunded: 0 });
    expect((await state(b.bookingId)).payment?.status).toBe('refund_due');
    return b;
  }

  it('stays due while each retry fails, records each failure as the operator can read it, then goes through once', async () => {
    const b = await refundDue();

    // PayPal out of reach: its error has no issue code.
    t.advance(30_000);
    vi.spyOn(t.deps.payments, 'refundCapture').mockRejectedValueOnce(new PaymentProviderError('UNAVAILABLE', 'PayPal did not answer'));
    expect(await reconcileUnsettledPayments(t.deps)).toMatchObject({ 'refund-due': 1, refunded: 0 });
    // The network itself failed: not a PayPal error at all.
    t.advance(30_000);
    vi.spyOn(t.deps.payments, 'refundCapture').mockRejectedValueOnce(new Error('socket hang up'));
    expect(await reconcileUnsettledPayments(t.deps)).toMatchObject({ 'refund-due': 1, refunded: 0 });
    const due = await state(b.bookingId);
    expect(due.payment).toMatchObject({ status: 'refund_due', refundedCents: 0, reconciledAt: null });
    expect(due.outcomes).toEqual(['refund-failed', 'refund-failed', 'refund-failed']);
    expect(due.details.slice(1)).toEqual(['UNAVAILABLE: PayPal did not answer', 'Error: socket hang up']);

    t.advance(30_000);
    expect(await reconcileUnsettledPayments(t.deps)).toMatchObject({ 'refund-due': 0, refunded: 1 });
    const after = await state(b.bookingId);
    expect(after.payment).toMatchObject({ status: 'refunded', refundedCents: 3125, reconciledAt: expect.any(Date) });
    expect(t.paypal.mock.refundCount(after.payment?.providerCaptureId ?? '')).toBe(1);
    // Settled: a later run has nothing left to do.
    t.advance(30_000);
    expect(await reconcileUnsettledPayments(t.deps)).toMatchObject({ 'refund-due': 0, refunded: 0 });
  });

  it('counts one with no capture to refund as still due and logs it, asking PayPal nothing', async () => {
    const b = await approvedBooking();
    // A row damaged by hand: refund due, but the capture it should refund is not recorded.
    await t.deps.db
      .update(schema.payments)
      .set({ status: 'refund_due', providerCaptureId: null, updatedAt: new Date(t.now().getTime() - 60_000) })
      .where(eq(schema.payments.id, b.paymentId));
    const refunds = vi.spyOn(t.deps.payments, 'refundCapture');
    expect(await reconcileUnsettledPayments(t.deps)).toMatchObject({ 'refund-due': 1, refunded: 0 });
    expect(refunds).not.toHaveBeenCalled();
    expect(logged('a refund is due but the payment has no capture id')).toEqual([
      expect.objectContaining({ level: 50, paymentId: b.paymentId }),
    ]);
    expect((await state(b.bookingId)).payment?.status).toBe('refund_due');
    // Out of the way of the next tests' counts.
    await t.deps.db.update(schema.payments).set({ status: 'voided' }).where(eq(schema.payments.id, b.paymentId));
  });
});

describe('a capture PayPal answers with another amount than the order’s', () => {
  it('confirms the booking the customer paid for and logs the difference for staff; a normal capture logs nothing', async () => {
    const normal = await approvedBooking();
    await expect(verify(normal)).resolves.toMatchObject({ message: messages.payment.success, amount: 31.25 });
    expect(logged('captured amount differs from the booking amount')).toEqual([]);

    for (const [i, change] of [{ amountCents: 3100 }, { currency: 'EUR' }].entries()) {
      const b = await approvedBooking();
      const real = t.deps.payments.captureOrder.bind(t.deps.payments);
      vi.spyOn(t.deps.payments, 'captureOrder').mockImplementationOnce(async (orderId, requestId) => ({
        ...(await real(orderId, requestId)),
        ...change,
      }));
      await expect(verify(b)).resolves.toMatchObject({ message: messages.payment.success });
      expect((await state(b.bookingId)).booking?.statusId).toBe(BookingStatus.Confirmed);
      const lines = logged('captured amount differs from the booking amount');
      expect(lines).toHaveLength(i + 1);
      expect(lines[i]).toMatchObject({ level: 50, paymentId: b.paymentId, captured: expect.objectContaining(change) });
    }
  });
});

describe('a return for a booking cancelled before paying, when PayPal cannot be asked about the order', () => {
  it('tells the customer the booking expired, captures nothing and logs that the order could not be checked', async () => {
    const b = await approvedBooking();
    await (await t.caller(b.customer)).booking.cancelByCustomer({ bookingId: b.bookingId });
    vi.spyOn(t.deps.payments, 'getOrder').mockRejectedValueOnce(new PaymentProviderError('UNAVAILABLE', 'PayPal could not be reached'));
    await expect(verify(b)).rejects.toThrow(messages.payment.expired);
    expect(t.paypal.mock.captureCount(b.orderId)).toBe(0);
    expect(logged('could not check the order of a return for a booking no longer held')).toEqual([
      expect.objectContaining({ level: 50, paymentId: b.paymentId }),
    ]);
  });
});

describe('the reconciliation of one payment, against the customer’s own return', () => {
  it('answers "settled" for a payment already captured, asking PayPal nothing', async () => {
    const b = await approvedBooking();
    await verify(b);
    const orders = vi.spyOn(t.deps.payments, 'getOrder');
    expect(await reconcilePayment(t.deps, b.paymentId)).toBe('settled');
    expect(orders).not.toHaveBeenCalled();
  });

  it('leaves a booking the customer’s return confirmed while PayPal was being asked: "settled", nothing refunded', async () => {
    const b = await approvedBooking();
    await captureWithLostAnswer(t, b);
    t.advance(60_000);
    const real = t.deps.payments.getOrder.bind(t.deps.payments);
    vi.spyOn(t.deps.payments, 'getOrder').mockImplementationOnce(async (orderId) => {
      const order = await real(orderId);
      // The customer reloads the return page meanwhile: the capture is sent again (same key) and the booking confirmed.
      await expect(verify(b)).resolves.toMatchObject({ message: messages.payment.success });
      return order;
    });
    expect(await reconcilePayment(t.deps, b.paymentId)).toBe('settled');
    const after = await state(b.bookingId);
    expect(after.booking?.statusId).toBe(BookingStatus.Confirmed);
    expect(after.payment?.status).toBe('captured');
    expect(after.outcomes).toEqual([]);
    expect(t.paypal.mock.refundCount(after.payment?.providerCaptureId ?? '')).toBe(0);
  });
});

describe('a return from PayPal that does not fit its payment', () => {
  it('refuses the token of another customer’s order for the same amount, capturing neither', async () => {
    const mine = await approvedBooking();
    const theirs = await approvedBooking();
    await expect(
      (await t.caller()).payment.verify({ token: theirs.orderId, paymentId: mine.paymentId, stylistId: mine.stylist.id }),
    ).rejects.toThrow(messages.payment.mismatch);
    expect(t.paypal.mock.captureCount(theirs.orderId)).toBe(0);
    expect(t.paypal.mock.captureCount(mine.orderId)).toBe(0);
    expect((await state(mine.bookingId)).booking?.statusId).toBe(BookingStatus.Pending);
  });

  it('refuses an order PayPal reads back in another currency, capturing nothing', async () => {
    const b = await approvedBooking();
    const real = t.deps.payments.getOrder.bind(t.deps.payments);
    vi.spyOn(t.deps.payments, 'getOrder').mockImplementationOnce(async (orderId) => ({ ...(await real(orderId)), currency: 'EUR' }));
    await expect(verify(b)).rejects.toThrow(messages.payment.mismatch);
    expect(t.paypal.mock.captureCount(b.orderId)).toBe(0);
  });

  it('answers a lost database as "try again" (503), not as a payment that does not match', async () => {
    const b = await approvedBooking();
    vi.spyOn(t.deps.db, 'update').mockImplementationOnce(() => {
      throw new Error('Connection terminated unexpectedly');
    });
    const error = await verify(b).then(
      () => undefined,
      (e: unknown) => e as { code?: string; message?: string },
    );
    expect(error?.code).toBe('SERVICE_UNAVAILABLE');
    expect(error?.message).toBe(messages.generic.unavailable);
    expect(t.paypal.mock.captureCount(b.orderId)).toBe(0);
    // Nothing was lost: the customer's next try captures and confirms.
    await expect(verify(b)).resolves.toMatchObject({ message: messages.payment.success });
  });

  it('answers a bug of its own as a server error (500), not as "try again" or a payment that does not match', async () => {
    const b = await approvedBooking();
    vi.spyOn(t.deps.db, 'update').mockImplementationOnce(() => {
      throw new TypeError('Cannot read properties of undefined');
    });
    const error = await verify(b).then(
      () => undefined,
      (e: unknown) => e as { code?: string; message?: string },
    );
    expect(error?.code).toBe('INTERNAL_SERVER_ERROR');
    expect(error?.message).not.toBe(messages.payment.mismatch);
    await expect(verify(b)).resolves.toMatchObject({ message: messages.payment.success });
  });

  it('puts a payment an earlier version marked declined back in doubt, so a capture whose answer is lost is still confirmed', async () => {
    const b = await approvedBooking();
    await t.deps.db.update(schema.payments).set({ status: 'declined' }).where(eq(schema.payments.id, b.paymentId));
    await captureWithLostAnswer(t, b);
    expect((await state(b.bookingId)).payment?.status).toBe('created');
    t.advance(60_000);
    expect(await reconcileUnsettledPayments(t.deps)).toMatchObject({ confirmed: 1 });
    expect((await state(b.bookingId)).booking?.statusId).toBe(BookingStatus.Confirmed);
  });
});

describe('a booking cancelled while PayPal was capturing its payment', () => {
  /** The customer cancels the booking in another tab while the capture is on its way to PayPal. */
  async function cancelDuringCapture(b: Approved) {
    const real = t.deps.payments.captureOrder.bind(t.deps.payments);
    vi.spyOn(t.deps.payments, 'captureOrder').mockImplementationOnce(async (orderId, requestId) => {
      const capture = await real(orderId, requestId);
      await (await t.caller(b.customer)).booking.cancelByCustomer({ bookingId: b.bookingId });
      return capture;
    });
  }

  it('gives the money back at once and tells the customer it was refunded', async () => {
    const b = await approvedBooking();
    await cancelDuringCapture(b);
    await expect(verify(b)).rejects.toThrow(messages.payment.refunded);
    const after = await state(b.bookingId);
    expect(after.booking?.statusId).toBe(BookingStatus.Cancelled);
    expect(after.payment).toMatchObject({ status: 'refunded', refundedCents: 3125 });
    const refundRows = await t.deps.db.select().from(schema.refunds).where(eq(schema.refunds.paymentId, b.paymentId));
    expect(refundRows).toMatchObject([{ amountCents: 3125, reason: 'cancelled or expired before payment' }]);
  });

  it('tells the customer the refund is on its way when PayPal refuses it for now, and leaves it due', async () => {
    const b = await approvedBooking();
    await cancelDuringCapture(b);
    t.paypal.mock.failNextRefund();
    await expect(verify(b)).rejects.toThrow(messages.payment.refundPending);
    expect((await state(b.bookingId)).payment).toMatchObject({ status: 'refund_due', refundedCents: 0 });
    // The customer comes back to the page: still on its way, nothing refunded twice.
    await expect(verify(b)).rejects.toThrow(messages.payment.refundPending);
    t.advance(60_000);
    expect(await reconcileUnsettledPayments(t.deps)).toMatchObject({ refunded: 1 });
    await expect(verify(b)).rejects.toThrow(messages.payment.refunded);
  });
});

describe('the reconciliation of a payment with nothing left to ask', () => {
  it('answers "settled" for one already settled as never captured, or with no PayPal order, and records nothing again', async () => {
    const b = await approvedBooking();
    vi.spyOn(t.deps.payments, 'captureOrder').mockRejectedValueOnce(new PaymentProviderError('UNAVAILABLE', 'down'));
    await expect(verify(b)).rejects.toThrow(messages.payment.unavailable);
    await (await t.caller(b.customer)).booking.cancelByCustomer({ bookingId: b.bookingId });
    t.advance(5 * 60_000);
    expect(await reconcilePayment(t.deps, b.paymentId)).toBe('not-captured');
    expect((await state(b.bookingId)).outcomes).toEqual(['not-captured']);
    const orders = vi.spyOn(t.deps.payments, 'getOrder');
    expect(await reconcilePayment(t.deps, b.paymentId)).toBe('settled');
    expect((await state(b.bookingId)).outcomes).toEqual(['not-captured']);

    const noOrder = await approvedBooking();
    await t.deps.db.update(schema.payments).set({ providerOrderId: null }).where(eq(schema.payments.id, noOrder.paymentId));
    expect(await reconcilePayment(t.deps, noOrder.paymentId)).toBe('settled');
    expect(orders).not.toHaveBeenCalled();
  });

  it('logs PayPal out of reach as a warning naming the payment, and each outcome it records', async () => {
    const b = await approvedBooking();
    await captureWithLostAnswer(t, b);
    t.advance(60_000);
    vi.spyOn(t.deps.payments, 'getOrder').mockRejectedValueOnce(new PaymentProviderError('UNAVAILABLE', 'PayPal could not be reached'));
    expect(await reconcilePayment(t.deps, b.paymentId)).toBe('unreachable');
    expect(logged('could not ask the provider about a payment; reconciliation retries')).toEqual([
      expect.objectContaining({ level: 40, paymentId: b.paymentId }),
    ]);
    expect(await reconcilePayment(t.deps, b.paymentId)).toBe('confirmed');
    expect(logged('payment reconciled')).toContainEqual(
      expect.objectContaining({
        level: 30,
        paymentId: b.paymentId,
        bookingId: b.bookingId,
        outcome: 'confirmed',
        providerStatus: 'COMPLETED',
      }),
    );
  });
});
