import { BookingStatus, messages } from '@hairsalon/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PaymentProviderError } from '../../payments/provider.js';
import { captureWithLostAnswer, payingBooking, paymentState, verifyReturn } from '../../testing/payment-fixtures.js';
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

/** A customer's pending $25 booking, approved by the buyer at PayPal, ready to be captured. */
const approvedBooking = () => payingBooking(t, { priceCents: 2500, daysAhead: 3 });
const state = (bookingId: number) => paymentState(t, bookingId);

describe('a capture whose answer was lost', () => {
  it('is retried by the customer with the same PayPal-Request-Id, so PayPal captures once and the retry confirms', async () => {
    const b = await approvedBooking();
    await captureWithLostAnswer(t, b);
    // The customer reloads the return page: the capture is sent again, and must carry the first attempt's key.
    await expect(verifyReturn(t, b)).resolves.toMatchObject({ message: messages.payment.success });
    const ids = t.paypal.mock.captureRequestIds(b.orderId);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toEqual(expect.stringMatching(/\S/));
    expect(ids[1]).toBe(ids[0]);
    expect(t.paypal.mock.captureCount(b.orderId)).toBe(1);
    expect((await state(b.bookingId)).booking?.statusId).toBe(BookingStatus.Confirmed);
    // Another payment's capture carries a key of its own.
    const other = await approvedBooking();
    await verifyReturn(t, other);
    expect(t.paypal.mock.captureRequestIds(other.orderId)).toHaveLength(1);
    expect(t.paypal.mock.captureRequestIds(other.orderId)[0]).not.toBe(ids[0]);
  });

  it('confirms the booking at the next reconciliation, and the customer gets the confirmation', async () => {
    const b = await approvedBooking();
    await captureWithLostAnswer(t, b);
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
    await captureWithLostAnswer(t, b);
    t.advance(16 * 60_000);
    await expireOverdueBookings(t.deps);
    const after = await state(b.bookingId);
    expect(after.booking?.statusId).toBe(BookingStatus.Confirmed);
    expect(after.payment?.status).toBe('captured');
    expect(t.paypal.mock.refundCount(after.payment?.providerCaptureId ?? '')).toBe(0);
  });

  it('is refunded when the booking was cancelled meanwhile: never captured and cancelled', async () => {
    const b = await approvedBooking();
    await captureWithLostAnswer(t, b);
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
    await expect(verifyReturn(t, b)).rejects.toThrow(messages.payment.unavailable);
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
