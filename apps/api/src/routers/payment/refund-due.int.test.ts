import { schema } from '@hairsalon/db';
import { BookingStatus, messages, Role } from '@hairsalon/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PaymentProviderError } from '../../payments/provider.js';
import { type PayingBooking, payingBooking, paymentState, verifyReturn } from '../../testing/payment-fixtures.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { trpcTestClient } from '../../testing/trpc-client.js';
import { expireOverdueBookings } from '../booking/cancel.service.js';
import { reconcileUnsettledPayments } from './payment.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A customer's pending $40 booking, approved by the buyer at PayPal, ready to be captured. */
const approvedBooking = () => payingBooking(t, { priceCents: 4000, daysAhead: 4 });
const state = (bookingId: number) => paymentState(t, bookingId);
const verify = (b: PayingBooking) => verifyReturn(t, b);

describe('money captured on a booking already cancelled, whose refund fails', () => {
  it('is left refund due, shown to staff, and refunded by the next reconciliation', async () => {
    const b = await approvedBooking();
    // The customer cancels while PayPal is capturing: the capture lands on a cancelled booking.
    const real = t.deps.payments.captureOrder.bind(t.deps.payments);
    const spy = vi.spyOn(t.deps.payments, 'captureOrder').mockImplementationOnce(async (orderId, requestId) => {
      await (await t.caller(b.customer)).booking.cancelByCustomer({ bookingId: b.bookingId });
      return real(orderId, requestId);
    });
    t.paypal.mock.failNextRefund();
    await expect(verify(b)).rejects.toThrow(messages.payment.refundPending);
    spy.mockRestore();

    const before = await state(b.bookingId);
    expect(before.booking?.statusId).toBe(BookingStatus.Cancelled);
    expect(before.payment).toMatchObject({ status: 'refund_due', refundedCents: 0, providerCaptureId: expect.any(String) });
    const captureId = before.payment?.providerCaptureId ?? '';
    expect(t.paypal.mock.refundCount(captureId)).toBe(0);
    expect(before.outcomes).toEqual(['refund-failed']);

    // Staff see it where the day's bookings are listed.
    const staff = await t.createUser({ roleId: Role.Staff });
    const day = await (await t.caller(staff)).booking.listByDate({ date: b.date });
    expect(day.find((v) => v.id === b.bookingId)?.payment).toMatchObject({ status: 'refund_due', refunded: 0 });

    // Coming back to the return page again says so, with a reason code the web app can branch on.
    const api = trpcTestClient(t.server);
    const again = await api.answer(api.client.payment.verify.mutate({ token: b.orderId, paymentId: b.paymentId, stylistId: b.stylist.id }));
    expect(again.error?.shape).toMatchObject({ message: messages.payment.refundPending, data: { reason: 'payment.refundPending' } });

    t.advance(60_000);
    await reconcileUnsettledPayments(t.deps);
    const after = await state(b.bookingId);
    expect(after.payment).toMatchObject({ status: 'refunded', refundedCents: 4000 });
    expect(after.outcomes).toEqual(['refund-failed', 'refunded']);
    expect(t.paypal.mock.refundCount(captureId)).toBe(1);
    const refundRows = await t.deps.db.select().from(schema.refunds).where(eq(schema.refunds.paymentId, b.paymentId));
    expect(refundRows).toHaveLength(1);

    // Later runs change nothing.
    t.advance(60_000);
    await reconcileUnsettledPayments(t.deps);
    expect(t.paypal.mock.refundCount(captureId)).toBe(1);
    expect((await state(b.bookingId)).outcomes).toEqual(['refund-failed', 'refunded']);
  });

  it('a lost capture found by reconciliation on a cancelled booking stays refund due until the refund goes through', async () => {
    const b = await approvedBooking();
    const real = t.deps.payments.captureOrder.bind(t.deps.payments);
    const spy = vi.spyOn(t.deps.payments, 'captureOrder').mockImplementationOnce(async (orderId, requestId) => {
      await real(orderId, requestId);
      throw new PaymentProviderError('UNAVAILABLE', 'PayPal did not answer within 15000 ms');
    });
    await expect(verify(b)).rejects.toThrow(messages.payment.unavailable);
    spy.mockRestore();
    await (await t.caller(b.customer)).booking.cancelByCustomer({ bookingId: b.bookingId });

    t.paypal.mock.failNextRefund();
    t.advance(60_000);
    await reconcileUnsettledPayments(t.deps);
    const failed = await state(b.bookingId);
    expect(failed.payment?.status).toBe('refund_due');
    expect(failed.outcomes).toEqual(['refund-failed']);

    t.advance(60_000);
    await reconcileUnsettledPayments(t.deps);
    const after = await state(b.bookingId);
    expect(after.payment).toMatchObject({ status: 'refunded', refundedCents: 4000 });
    expect(after.outcomes).toEqual(['refund-failed', 'refunded']);
    expect(t.paypal.mock.refundCount(after.payment?.providerCaptureId ?? '')).toBe(1);
  });
});

describe('a capture in doubt is resolved by the order look-up, never marked failed', () => {
  it('declined, then retried with the answer lost: reconciliation confirms the booking', async () => {
    const b = await approvedBooking();
    t.paypal.mock.failNextCapture();
    await expect(verify(b)).rejects.toThrow(messages.payment.declined);
    expect((await state(b.bookingId)).payment?.status).not.toBe('declined');

    const real = t.deps.payments.captureOrder.bind(t.deps.payments);
    const spy = vi.spyOn(t.deps.payments, 'captureOrder').mockImplementationOnce(async (orderId, requestId) => {
      await real(orderId, requestId);
      throw new PaymentProviderError('UNAVAILABLE', 'socket hang up');
    });
    await expect(verify(b)).rejects.toThrow(messages.payment.unavailable);
    spy.mockRestore();

    t.advance(60_000);
    await reconcileUnsettledPayments(t.deps);
    const after = await state(b.bookingId);
    expect(after.booking?.statusId).toBe(BookingStatus.Confirmed);
    expect(after.payment?.status).toBe('captured');
    expect(after.outcomes).toEqual(['confirmed']);
  });

  it('answered "declined" although PayPal captured: the hold expiry asks PayPal and confirms instead of cancelling', async () => {
    const b = await approvedBooking();
    const real = t.deps.payments.captureOrder.bind(t.deps.payments);
    const spy = vi.spyOn(t.deps.payments, 'captureOrder').mockImplementationOnce(async (orderId, requestId) => {
      await real(orderId, requestId);
      throw new PaymentProviderError('DECLINED', 'PayPal capture DECLINED', { issue: 'INSTRUMENT_DECLINED' });
    });
    await expect(verify(b)).rejects.toThrow(messages.payment.declined);
    spy.mockRestore();

    t.advance(16 * 60_000);
    await expireOverdueBookings(t.deps);
    const after = await state(b.bookingId);
    expect(after.booking?.statusId).toBe(BookingStatus.Confirmed);
    expect(after.payment?.status).toBe('captured');
    expect(t.paypal.mock.refundCount(after.payment?.providerCaptureId ?? '')).toBe(0);
  });
});
