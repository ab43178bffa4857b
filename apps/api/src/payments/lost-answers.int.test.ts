import { schema } from '@hairsalon/db';
import { EMULATOR_CLIENT_ID, EMULATOR_CLIENT_SECRET, type LostAnswerMatch } from '@hairsalon/paypal-mock';
import { BookingStatus, messages, Role } from '@hairsalon/shared';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expireBooking } from '../routers/booking/cancel.service.js';
import { reconcileUnsettledPayments } from '../routers/payment/payment.service.js';
import { bookableSlot } from '../testing/booking-fixtures.js';
import { type PayingBooking, payingBooking, verifyReturn } from '../testing/payment-fixtures.js';
import { startTestAppForFile } from '../testing/test-app.js';
import { createPayPalProvider } from './paypal.js';
import { PaymentProviderError } from './provider.js';

/*
 * Every call that moves money, when PayPal acts on it but its answer never arrives (docs/decisions/003): the
 * emulator makes the order, takes the capture or gives the refund, then closes the connection instead of answering.
 * What retries it in the product (the customer's second click, the return page reloaded, staff's second try, the
 * minute reconciliation, the hold expiry) must find what PayPal did, not do it again: one order per PayPal-Request-Id,
 * one capture, the booking confirmed once with one confirmation email, one refund recorded once.
 *
 * Every answer is lost until the retry (the first call's and its one resend's, which payments/http-json.ts sends when a
 * kept-alive connection was reset), so the caller really hears of it whichever connection it used.
 */

// The reconciliation runs over every unsettled payment: a database of this file's own.
const t = startTestAppForFile({ isolated: true });

const CAPTURE: LostAnswerMatch = { method: 'POST', path: /^\/v2\/checkout\/orders\/[^/]+\/capture$/ };
const REFUND: LostAnswerMatch = { method: 'POST', path: /^\/v2\/payments\/captures\/[^/]+\/refund$/ };
const CREATE_ORDER: LostAnswerMatch = { method: 'POST', path: /^\/v2\/checkout\/orders$/ };
/** PayPal acts on every matching call and none of its answers arrives, until the function returned is called. */
const loseEvery = (match: LostAnswerMatch) => t.paypal.mock.loseAnswers(match, Number.POSITIVE_INFINITY);
/** Past the 30 s a capture may still be answering its own request: reconciliation looks at it. */
const PAST_IN_FLIGHT = 31_000;

/** The PayPal-Request-Id of every call to a path, as PayPal received it (retries and replays included). */
function requestIds(match: LostAnswerMatch): (string | null)[] {
  return t.paypal.mock.state.calls
    .filter((call) => call.method === match.method && match.path.test(call.path))
    .map((call) => call.requestId);
}

async function bookingOf(id: number) {
  const [booking] = await t.deps.db.select().from(schema.bookings).where(eq(schema.bookings.id, id));
  return booking;
}
async function paymentOf(id: number) {
  const [payment] = await t.deps.db.select().from(schema.payments).where(eq(schema.payments.id, id));
  return payment;
}
async function confirmationEmails(bookingId: number) {
  return t.deps.db
    .select()
    .from(schema.emails)
    .where(eq(schema.emails.dedupeKey, `booking-confirmed:${bookingId}`));
}
async function refundsOf(paymentId: number) {
  return t.deps.db.select().from(schema.refunds).where(eq(schema.refunds.paymentId, paymentId));
}

/** A customer's $40 booking, approved at PayPal, waiting for their return. */
const approvedBooking = () => payingBooking(t, { priceCents: 4000, daysAhead: 4 });

/** The booking is confirmed once, by one capture, with one confirmation email, and every capture asked with its key. */
async function expectPaidOnce(b: PayingBooking) {
  expect(await bookingOf(b.bookingId)).toMatchObject({ statusId: BookingStatus.Confirmed });
  expect(await paymentOf(b.paymentId)).toMatchObject({
    status: 'captured',
    providerCaptureId: t.paypal.mock.state.orders.get(b.orderId)?.captureIds[0],
  });
  expect(t.paypal.mock.captureCount(b.orderId)).toBe(1);
  expect(await confirmationEmails(b.bookingId)).toHaveLength(1);
  expect(new Set(t.paypal.mock.captureRequestIds(b.orderId))).toEqual(new Set([`capture-${b.paymentId}`]));
}

describe('a capture PayPal takes but whose answer is lost', () => {
  it('the customer is told PayPal is unavailable; coming back again confirms the booking once, with no second charge', async () => {
    const b = await approvedBooking();
    const answersBack = loseEvery(CAPTURE);
    await expect(verifyReturn(t, b)).rejects.toThrow(messages.payment.unavailable);
    answersBack();
    expect(t.paypal.mock.captureCount(b.orderId)).toBe(1);
    expect(await bookingOf(b.bookingId)).toMatchObject({ statusId: BookingStatus.Pending });

    await expect(verifyReturn(t, b)).resolves.toMatchObject({ statusId: BookingStatus.Confirmed, message: messages.payment.success });
    await expect(verifyReturn(t, b)).resolves.toMatchObject({ statusId: BookingStatus.Confirmed });
    await expectPaidOnce(b);
  });

  it('over the spec’s REST return path too', async () => {
    const b = await approvedBooking();
    const verify = () =>
      t.server.inject({
        method: 'POST',
        url: '/api/payment-and-verify-book-appointment',
        payload: { token: b.orderId, paymentId: b.paymentId, stylistId: b.stylist.id },
      });
    const answersBack = loseEvery(CAPTURE);
    expect((await verify()).json()).toMatchObject({ success: false, message: messages.payment.unavailable });
    answersBack();
    expect((await verify()).json()).toMatchObject({ errCode: 0, message: messages.payment.success });
    await expectPaidOnce(b);
  });

  it('the customer never comes back: the minute reconciliation confirms the booking once, and a late return agrees', async () => {
    const b = await approvedBooking();
    const answersBack = loseEvery(CAPTURE);
    await expect(verifyReturn(t, b)).rejects.toThrow(messages.payment.unavailable);
    answersBack();

    t.advance(PAST_IN_FLIGHT);
    await reconcileUnsettledPayments(t.deps);
    await reconcileUnsettledPayments(t.deps);
    await expect(verifyReturn(t, b)).resolves.toMatchObject({ statusId: BookingStatus.Confirmed });
    await expectPaidOnce(b);
  });

  it('the hold runs out first: the expiry finds the capture and confirms instead of cancelling', async () => {
    const b = await approvedBooking();
    const answersBack = loseEvery(CAPTURE);
    await expect(verifyReturn(t, b)).rejects.toThrow(messages.payment.unavailable);
    answersBack();

    const hold = (await bookingOf(b.bookingId))?.holdExpiresAt;
    t.advance((hold?.getTime() ?? 0) - t.now().getTime() + 1000);
    expect(await expireBooking(t.deps, b.bookingId)).toBe(false);
    await expectPaidOnce(b);
  });

  it('a provider client whose time limit ends the wait gets the same capture on its retry', async () => {
    const provider = createPayPalProvider({
      clientId: EMULATOR_CLIENT_ID,
      clientSecret: EMULATOR_CLIENT_SECRET,
      apiBase: t.paypal.url,
      timeoutMs: 500,
    });
    const b = await approvedBooking();
    t.paypal.mock.loseAnswers(CAPTURE, 1, 'timeout');
    const lost = provider.captureOrder(b.orderId, `capture-${b.paymentId}`);
    await expect(lost).rejects.toThrow(PaymentProviderError);
    await expect(lost).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    const retried = await provider.captureOrder(b.orderId, `capture-${b.paymentId}`);
    expect(retried.captureId).toBe(t.paypal.mock.state.orders.get(b.orderId)?.captureIds[0]);
    expect(t.paypal.mock.captureCount(b.orderId)).toBe(1);
  });
});

describe('a refund PayPal gives but whose answer is lost', () => {
  async function paidBooking() {
    const b = await approvedBooking();
    await verifyReturn(t, b);
    const captureId = (await paymentOf(b.paymentId))?.providerCaptureId ?? '';
    expect(captureId).not.toBe('');
    return { ...b, captureId };
  }

  it('staff cancelling a paid booking are told the refund failed; their second try cancels it, refunded once', async () => {
    const b = await paidBooking();
    const staff = await t.caller(await t.createUser({ roleId: Role.Staff }));
    const answersBack = loseEvery(REFUND);
    await expect(staff.booking.cancelByStaff({ bookingId: b.bookingId })).rejects.toThrow(messages.booking.refundFailed);
    answersBack();
    expect(t.paypal.mock.refundCount(b.captureId)).toBe(1);
    expect(await bookingOf(b.bookingId)).toMatchObject({ statusId: BookingStatus.Confirmed });

    await expect(staff.booking.cancelByStaff({ bookingId: b.bookingId })).resolves.toMatchObject({
      statusId: BookingStatus.Cancelled,
      refunded: 40,
    });
    expect(t.paypal.mock.refundCount(b.captureId)).toBe(1);
    expect(await refundsOf(b.paymentId)).toMatchObject([{ amountCents: 4000 }]);
    expect(await paymentOf(b.paymentId)).toMatchObject({ status: 'refunded', refundedCents: 4000 });
    // The lost call (and its resend, if any) and staff's second try, all with the payment's key.
    const keys = t.paypal.mock.state.calls
      .filter((call) => call.path.endsWith(`/captures/${b.captureId}/refund`))
      .map((call) => call.requestId);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys)).toEqual(new Set([`refund-${b.paymentId}`]));
  });

  it('money taken for a booking then cancelled: the refund owed is retried by reconciliation and given once', async () => {
    const b = await approvedBooking();
    // The capture's answer is lost, so the booking still looks unpaid: the customer cancels it, then comes back.
    const capturesBack = loseEvery(CAPTURE);
    await expect(verifyReturn(t, b)).rejects.toThrow(messages.payment.unavailable);
    capturesBack();
    await (await t.caller(b.customer)).booking.cancelByCustomer({ bookingId: b.bookingId });
    const refundsBack = loseEvery(REFUND);
    await expect(verifyReturn(t, b)).rejects.toThrow(messages.payment.refundPending);
    refundsBack();
    const captureId = t.paypal.mock.state.orders.get(b.orderId)?.captureIds[0] ?? '';
    expect(t.paypal.mock.refundCount(captureId)).toBe(1);
    expect(await paymentOf(b.paymentId)).toMatchObject({ status: 'refund_due' });

    t.advance(PAST_IN_FLIGHT);
    await reconcileUnsettledPayments(t.deps);
    await reconcileUnsettledPayments(t.deps);
    expect(t.paypal.mock.refundCount(captureId)).toBe(1);
    expect(await refundsOf(b.paymentId)).toHaveLength(1);
    expect(await paymentOf(b.paymentId)).toMatchObject({ status: 'refunded', refundedCents: 4000 });
    expect(await bookingOf(b.bookingId)).toMatchObject({ statusId: BookingStatus.Cancelled });
  });
});

describe('a payment order PayPal opens but whose answer is lost', () => {
  /** PayPal's orders for a booking of ours (its reference), as the emulator holds them. */
  const ordersOfBooking = (bookingId: number) =>
    [...t.paypal.mock.state.orders.values()].filter((order) => order.referenceId === `booking-${bookingId}`);

  it('the customer’s second click with the same request key books once, pays once, and no order is left payable twice', async () => {
    const s = await bookableSlot(t, { priceCents: 4000, daysAhead: 6, timeType: 'T6' });
    const customer = await t.caller(s.customer);
    const input = { ...s.input, idempotencyKey: `click-${Math.random()}` };
    const answersBack = loseEvery(CREATE_ORDER);
    await expect(customer.booking.create(input)).rejects.toThrow(messages.payment.unavailable);
    answersBack();

    const again = await customer.booking.create(input);
    // The same answer to a third click: one booking for the key.
    expect(await customer.booking.create(input)).toMatchObject({ bookingId: again.bookingId, approvalUrl: again.approvalUrl });
    const orderId = t.paypal.orderIdOf(again.approvalUrl);
    t.paypal.mock.approve(orderId);
    await (await t.caller()).payment.verify({ token: orderId, paymentId: again.paymentId, stylistId: s.stylist.id });

    const mine = await t.deps.db.select().from(schema.bookings).where(eq(schema.bookings.customerId, s.customer.id));
    expect(mine.filter((row) => row.statusId === BookingStatus.Confirmed).map((row) => row.id)).toEqual([again.bookingId]);
    // Each PayPal-Request-Id made one order, whatever the retries; only the order the customer saw was paid.
    const payments = await t.deps.db
      .select()
      .from(schema.payments)
      .where(
        inArray(
          schema.payments.bookingId,
          mine.map((row) => row.id),
        ),
      );
    // One booking and one PayPal order for the key: the retry found the order PayPal made for the lost answer.
    expect(mine.map((row) => row.id)).toEqual([again.bookingId]);
    expect(ordersOfBooking(again.bookingId)).toHaveLength(1);
    const captured = mine.flatMap((row) => ordersOfBooking(row.id)).filter((order) => order.captureIds.length > 0);
    expect(captured.map((order) => order.id)).toEqual([orderId]);
    expect(payments.filter((p) => p.status === 'captured').map((p) => p.id)).toEqual([again.paymentId]);
    expect(await confirmationEmails(again.bookingId)).toHaveLength(1);
  });

  it('a pay link opened again after its order’s answer was lost gets the order PayPal made, not a second one', async () => {
    const b = await payingBooking(t, { priceCents: 4000, daysAhead: 7, approved: false });
    // The request that made the booking died before it recorded its order (PayPal had made it).
    await t.deps.db.update(schema.payments).set({ providerOrderId: null, approvalUrl: null }).where(eq(schema.payments.id, b.paymentId));
    const customer = await t.caller(b.customer);
    const answersBack = loseEvery(CREATE_ORDER);
    await expect(customer.booking.payLink({ bookingId: b.bookingId })).rejects.toThrow(messages.payment.unavailable);
    answersBack();

    const link = await customer.booking.payLink({ bookingId: b.bookingId });
    expect(t.paypal.orderIdOf(link.approvalUrl)).toBe(b.orderId);
    expect(ordersOfBooking(b.bookingId).map((order) => order.id)).toEqual([b.orderId]);
    expect(new Set(requestIds(CREATE_ORDER).filter((id) => id === `order-${b.paymentId}`))).toEqual(new Set([`order-${b.paymentId}`]));
  });
});
