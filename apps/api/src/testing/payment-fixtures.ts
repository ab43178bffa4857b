import { schema } from '@hairsalon/db';
import { messages } from '@hairsalon/shared';
import { asc, eq } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { PaymentProviderError } from '../payments/provider.js';
import { bookableSlot } from './booking-fixtures.js';
import type { TestApp } from './test-app.js';

/*
 * What the payment tests set up again and again: a customer's booking waiting at PayPal, the return from PayPal, a
 * capture whose answer is lost or that never happens, and the booking's payment state as the tests read it.
 */

const SLOTS = ['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'T8'];
let slotIndex = 0;

export interface PayingBookingOptions {
  /** The one service's price. */
  priceCents: number;
  /** How many salon days from today the booking is for. */
  daysAhead: number;
  /** Whether the buyer approved the order at PayPal (default true). */
  approved?: boolean;
}

/**
 * A customer's pending booking of one service with a stylist of its own, its PayPal order waiting for the buyer
 * (approved unless told otherwise).
 */
export async function payingBooking(t: TestApp, options: PayingBookingOptions) {
  const timeType = SLOTS[slotIndex++ % SLOTS.length] ?? 'T1';
  const { stylist, customer, date, input } = await bookableSlot(t, { ...options, timeType });
  const created = await (await t.caller(customer)).booking.create(input);
  const orderId = t.paypal.orderIdOf(created.approvalUrl);
  if (options.approved !== false) t.paypal.mock.approve(orderId);
  return { ...created, orderId, stylist, customer, date };
}

export type PayingBooking = Awaited<ReturnType<typeof payingBooking>>;

/** The customer comes back from PayPal (the return page's call), optionally naming something else. */
export const verifyReturn = async (t: TestApp, b: PayingBooking, overrides: { stylistId?: number; payerId?: string } = {}) =>
  (await t.caller()).payment.verify({ token: b.orderId, paymentId: b.paymentId, stylistId: b.stylist.id, ...overrides });

/** PayPal captures, but its answer never arrives (a timeout, a crash): the customer is told PayPal is unavailable. */
export async function captureWithLostAnswer(t: TestApp, b: PayingBooking) {
  const real = t.deps.payments.captureOrder.bind(t.deps.payments);
  const spy = vi.spyOn(t.deps.payments, 'captureOrder').mockImplementationOnce(async (orderId, requestId) => {
    await real(orderId, requestId);
    throw new PaymentProviderError('UNAVAILABLE', 'PayPal did not answer within 15000 ms');
  });
  await expect(verifyReturn(t, b)).rejects.toThrow(messages.payment.unavailable);
  spy.mockRestore();
  expect(t.paypal.mock.captureCount(b.orderId)).toBe(1);
}

/** The capture fails outright: PayPal never took the money. */
export async function captureUnanswered(t: TestApp, b: PayingBooking) {
  const spy = vi.spyOn(t.deps.payments, 'captureOrder').mockRejectedValueOnce(new PaymentProviderError('UNAVAILABLE', 'down'));
  await expect(verifyReturn(t, b)).rejects.toThrow(messages.payment.unavailable);
  spy.mockRestore();
}

/** The booking, its payment, and the reconciliation's outcomes and details for it, oldest first. */
export async function paymentState(t: TestApp, bookingId: number) {
  const [booking] = await t.deps.db.select().from(schema.bookings).where(eq(schema.bookings.id, bookingId));
  const [payment] = await t.deps.db.select().from(schema.payments).where(eq(schema.payments.bookingId, bookingId));
  const rows = await t.deps.db
    .select({ outcome: schema.paymentReconciliations.outcome, detail: schema.paymentReconciliations.detail })
    .from(schema.paymentReconciliations)
    .where(eq(schema.paymentReconciliations.bookingId, bookingId))
    .orderBy(asc(schema.paymentReconciliations.id));
  return { booking, payment, outcomes: rows.map((r) => r.outcome), details: rows.map((r) => r.detail) };
}
