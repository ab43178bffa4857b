import { schema } from '@hairsalon/db';
import { addSalonDays, BookingStatus, messages, Role, salonDayKey, salonToday } from '@hairsalon/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PaymentProviderError } from '../../payments/provider.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { expireOverdueBookings } from '../booking/cancel.service.js';
import { reconcileUnsettledPayments } from './payment.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

let slotIndex = 0;
const SLOTS = ['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'T8'];

/** A customer's pending booking, approved by the buyer at the emulator, ready to be captured. */
async function approvedBooking() {
  const stylist = await t.createUser({ roleId: Role.Stylist, firstName: 'Lan', lastName: 'Tran' });
  await t.deps.db.insert(schema.stylistProfiles).values({ userId: stylist.id, positionId: 'P1' });
  const date = addSalonDays(salonToday(t.now().getTime()), 3);
  const timeType = SLOTS[slotIndex++ % SLOTS.length] ?? 'T1';
  await t.deps.db.insert(schema.scheduleSlots).values({ stylistId: stylist.id, day: salonDayKey(date), timeType });
  const [service] = await t.deps.db
    .insert(schema.services)
    .values({ name: `Cut ${Math.random()}`, description: 'A cut', priceCents: 2500 })
    .returning();
  const customer = await t.createUser({ roleId: Role.Customer });
  const created = await (await t.caller(customer)).booking.create({
    phone: '912345678',
    fullName: 'An Vo',
    email: customer.email,
    stylistId: stylist.id,
    date,
    timeType,
    serviceIds: [service?.id ?? 0],
    pointsToUse: 0,
  });
  const orderId = t.paypal.orderIdOf(created.approvalUrl);
  t.paypal.mock.approve(orderId);
  return { ...created, orderId, stylist, customer };
}

/** PayPal captures, but the answer never reaches us (a timeout, a crash): the customer sees an error. */
async function captureWithLostAnswer(b: Awaited<ReturnType<typeof approvedBooking>>) {
  const real = t.deps.payments.captureOrder.bind(t.deps.payments);
  const spy = vi.spyOn(t.deps.payments, 'captureOrder').mockImplementationOnce(async (orderId, requestId) => {
    await real(orderId, requestId);
    throw new PaymentProviderError('UNAVAILABLE', 'PayPal did not answer within 15000 ms');
  });
  await expect((await t.caller()).payment.verify({ token: b.orderId, paymentId: b.paymentId, stylistId: b.stylist.id })).rejects.toThrow(
    messages.payment.unavailable,
  );
  spy.mockRestore();
  expect(t.paypal.mock.captureCount(b.orderId)).toBe(1);
}

async function state(bookingId: number) {
  const [booking] = await t.deps.db.select().from(schema.bookings).where(eq(schema.bookings.id, bookingId));
  const [payment] = await t.deps.db.select().from(schema.payments).where(eq(schema.payments.bookingId, bookingId));
  const outcomes = await t.deps.db
    .select({ outcome: schema.paymentReconciliations.outcome })
    .from(schema.paymentReconciliations)
    .where(eq(schema.paymentReconciliations.bookingId, bookingId));
  return { booking, payment, outcomes: outcomes.map((o) => o.outcome) };
}

describe('a capture whose answer was lost', () => {
  it('is retried by the customer with the same PayPal-Request-Id, so PayPal captures once and the retry confirms', async () => {
    const b = await approvedBooking();
    await captureWithLostAnswer(b);
    // The customer reloads the return page: the capture is sent again, and must carry the first attempt's key.
    await expect(
      (await t.caller()).payment.verify({ token: b.orderId, paymentId: b.paymentId, stylistId: b.stylist.id }),
    ).resolves.toMatchObject({ message: messages.payment.success });
    const ids = t.paypal.mock.captureRequestIds(b.orderId);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toEqual(expect.stringMatching(/\S/));
    expect(ids[1]).toBe(ids[0]);
    expect(t.paypal.mock.captureCount(b.orderId)).toBe(1);
    expect((await state(b.bookingId)).booking?.statusId).toBe(BookingStatus.Confirmed);
    // Another payment's capture carries a key of its own.
    const other = await approvedBooking();
    await (await t.caller()).payment.verify({ token: other.orderId, paymentId: other.paymentId, stylistId: other.stylist.id });
    expect(t.paypal.mock.captureRequestIds(other.orderId)).toHaveLength(1);
    expect(t.paypal.mock.captureRequestIds(other.orderId)[0]).not.toBe(ids[0]);
  });

  it('confirms the booking at the next reconciliation, and the customer gets the confirmation', async () => {
    const b = await approvedBooking();
    await captureWithLostAnswer(b);
    expect((await state(b.bookingId)).booking?.statusId).toBe(BookingStatus.Pending);

    t.advance(60_000);
    await reconcileUnsettledPayments(t.deps);
    const after = await state(b.bookingId);
    expect(after.booking?.statusId).toBe(BookingStatus.Confirmed);
    expect(after.payment).toMatchObject({ status: 'captured', providerCaptureId: expect.any(String) });
    expect(after.outcomes).toEqual(['confirmed']);
    await t.smtp.waitFor((m) => JSON.stringify(m.to).includes(b.customer.email) && /confirmed/i.test(m.subject ?? ''));
    // A second run changes nothing.
    await reconcileUnsettledPayments(t.deps);
    expect((await state(b.bookingId)).outcomes).toEqual(['confirmed']);
  });

  it('is confirmed, not cancelled, when its hold runs out first', async () => {
    const b = await approvedBooking();
    await captureWithLostAnswer(b);
    t.advance(16 * 60_000);
    await expireOverdueBookings(t.deps);
    const after = await state(b.bookingId);
    expect(after.booking?.statusId).toBe(BookingStatus.Confirmed);
    expect(after.payment?.status).toBe('captured');
    expect(t.paypal.mock.refundCount(after.payment?.providerCaptureId ?? '')).toBe(0);
  });

  it('is refunded when the booking was cancelled meanwhile: never captured and cancelled', async () => {
    const b = await approvedBooking();
    await captureWithLostAnswer(b);
    await (await t.caller(b.customer)).booking.cancelByCustomer({ bookingId: b.bookingId });
    expect((await state(b.bookingId)).payment?.status).toBe('voided');

    t.advance(60_000);
    await reconcileUnsettledPayments(t.deps);
    const after = await state(b.bookingId);
    expect(after.booking?.statusId).toBe(BookingStatus.Cancelled);
    expect(after.payment).toMatchObject({ status: 'refunded', refundedCents: 2500 });
    expect(after.outcomes).toEqual(['refunded']);
    const captureId = after.payment?.providerCaptureId ?? '';
    expect(t.paypal.mock.refundCount(captureId)).toBe(1);
  });

  it('a capture that never happened is settled as such once the booking is gone', async () => {
    const b = await approvedBooking();
    const spy = vi.spyOn(t.deps.payments, 'captureOrder').mockRejectedValueOnce(new PaymentProviderError('UNAVAILABLE', 'down'));
    await expect((await t.caller()).payment.verify({ token: b.orderId, paymentId: b.paymentId, stylistId: b.stylist.id })).rejects.toThrow(
      messages.payment.unavailable,
    );
    spy.mockRestore();
    t.advance(16 * 60_000);
    await expireOverdueBookings(t.deps);
    expect((await state(b.bookingId)).booking?.statusId).toBe(BookingStatus.Cancelled);
    t.advance(5 * 60_000);
    await reconcileUnsettledPayments(t.deps);
    const after = await state(b.bookingId);
    expect(after.payment?.status).toBe('voided');
    expect(after.outcomes).toEqual(['not-captured']);
    expect(t.paypal.mock.captureCount(b.orderId)).toBe(0);
  });
});
