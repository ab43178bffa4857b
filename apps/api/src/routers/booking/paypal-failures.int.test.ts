import { schema } from '@hairsalon/db';
import { BookingStatus, messages, Role } from '@hairsalon/shared';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentProviderError } from '../../payments/provider.js';
import { bookableSlot } from '../../testing/booking-fixtures.js';
import { capturedLog } from '../../testing/captured-log.js';
import { startTestAppForFile } from '../../testing/test-app.js';

/*
 * What a booking does when PayPal fails it. PayPal cannot open the payment order of a new online booking (down, or
 * refusing it): the customer is told which, the slot is free again at once, the points put towards it are back, and
 * no email goes out about a booking that never was. PayPal refuses the refund of a paid booking staff cancel: the
 * booking stays as it was, paid and held, and staff are told to try again.
 */

const captured = capturedLog('info');
const t = startTestAppForFile({ log: captured.log });
afterEach(() => {
  vi.restoreAllMocks();
});

/** A stylist with one open slot, a $30 service, and a customer with 40 points. */
const openSlot = () => bookableSlot(t, { priceCents: 3000, daysAhead: 3, timeType: 'T4', pointsToUse: 10 });

async function pointsOf(userId: number) {
  const [row] = await t.deps.db.select({ points: schema.users.points }).from(schema.users).where(eq(schema.users.id, userId));
  return row?.points;
}

async function bookingsOf(customerId: number) {
  return t.deps.db.select().from(schema.bookings).where(eq(schema.bookings.customerId, customerId));
}

async function emailsTo(address: string) {
  return t.deps.db.select({ kind: schema.emails.kind }).from(schema.emails).where(eq(schema.emails.to, address));
}

describe('a new online booking whose PayPal order cannot be opened', () => {
  it.each([
    ['PayPal is out of reach', new PaymentProviderError('UNAVAILABLE', 'PayPal could not be reached'), messages.payment.unavailable],
    ['PayPal refuses the order', new PaymentProviderError('INVALID', 'A PayPal order needs an amount above zero'), messages.booking.failed],
    ['the request fails some other way', new Error('socket hang up'), messages.booking.failed],
  ])('%s: tells the customer, frees the slot, gives the points back and sends nothing', async (_case, failure, message) => {
    const s = await openSlot();
    vi.spyOn(t.deps.payments, 'createOrder').mockRejectedValueOnce(failure);
    const customer = await t.caller(s.customer);
    await expect(customer.booking.create(s.input)).rejects.toThrow(message);

    const [held] = await bookingsOf(s.customer.id);
    expect(held).toMatchObject({ statusId: BookingStatus.Cancelled, cancelledBy: 'system' });
    expect(await pointsOf(s.customer.id)).toBe(40);
    expect(await emailsTo(s.customer.email)).toEqual([]);
    expect(captured.lines.filter((l) => l.msg === 'could not open a payment order; releasing the slot')).toContainEqual(
      expect.objectContaining({ level: 50, bookingId: held?.id }),
    );

    // The slot is free again: the same booking goes through once PayPal answers.
    const again = await customer.booking.create(s.input);
    expect(again).toMatchObject({ message: messages.booking.success, pointsUsed: 10 });
    expect(await pointsOf(s.customer.id)).toBe(30);
  });
});

describe('staff cancelling a paid booking whose refund PayPal refuses', () => {
  it('leaves the booking confirmed and paid, tells staff the refund failed (errCode 409), logs it, and cancels on a later try', async () => {
    const s = await openSlot();
    const customer = await t.caller(s.customer);
    const created = await customer.booking.create({ ...s.input, pointsToUse: 0 });
    const orderId = t.paypal.orderIdOf(created.approvalUrl);
    t.paypal.mock.approve(orderId);
    await (await t.caller()).payment.verify({ token: orderId, paymentId: created.paymentId, stylistId: s.stylist.id });
    const staff = await t.createUser({ roleId: Role.Staff });

    t.paypal.mock.failNextRefund();
    const res = await t.server.inject({
      method: 'POST',
      url: '/api/cancel-booking-for-staff',
      headers: { authorization: `Bearer ${await t.tokenFor(staff)}` },
      payload: { bookingId: created.bookingId },
    });
    // The spec's REST shape: the status in errCode.
    expect(res.json()).toMatchObject({ errCode: 409, success: false, message: messages.booking.refundFailed });
    const [booking] = await t.deps.db.select().from(schema.bookings).where(eq(schema.bookings.id, created.bookingId));
    expect(booking?.statusId).toBe(BookingStatus.Confirmed);
    const [payment] = await t.deps.db.select().from(schema.payments).where(eq(schema.payments.id, created.paymentId));
    expect(payment).toMatchObject({ status: 'captured', refundedCents: 0 });
    expect(captured.lines.filter((l) => l.msg === 'refund failed; booking left as it was')).toContainEqual(
      expect.objectContaining({ level: 50, bookingId: created.bookingId }),
    );

    await expect((await t.caller(staff)).booking.cancelByStaff({ bookingId: created.bookingId })).resolves.toMatchObject({
      statusId: BookingStatus.Cancelled,
      refunded: 30,
    });
    const [cancelled] = await t.deps.db.select().from(schema.bookings).where(eq(schema.bookings.id, created.bookingId));
    expect(cancelled).toMatchObject({ statusId: BookingStatus.Cancelled, cancelledBy: 'staff' });
    expect(await t.deps.db.select().from(schema.refunds).where(eq(schema.refunds.paymentId, created.paymentId))).toMatchObject([
      { amountCents: 3000, reason: 'cancelled by staff' },
    ]);
    // Cancelled already: a second try changes nothing and says so.
    await expect((await t.caller(staff)).booking.cancelByStaff({ bookingId: created.bookingId })).rejects.toThrow(
      messages.booking.notCancellable,
    );
  });
});
