import { schema } from '@hairsalon/db';
import { messages, salonDayKey, salonDisplayName } from '@hairsalon/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentProviderError } from '../../payments/provider.js';
import { bookableSlot, heldOnlineBooking } from '../../testing/booking-fixtures.js';
import { capturedLog } from '../../testing/captured-log.js';
import { startTestAppForFile } from '../../testing/test-app.js';
import { BOOKING_EXPIRE_JOB } from './payment-order.js';

/*
 * The PayPal order of an online booking, as PayPal and the customer see it (what it says, where it sends the buyer
 * back, the hold's expiry it queues), and the pay link of a hold whose order was never recorded while PayPal fails.
 */

const captured = capturedLog('info');
const t = startTestAppForFile({ log: captured.log });
afterEach(() => {
  vi.restoreAllMocks();
});

let slot = 0;
const nextSlot = () => `T${(slot++ % 8) + 1}`;

/** A customer's pending $25 booking, its order opened at PayPal. */
const heldBooking = () => heldOnlineBooking(t, { priceCents: 2500, daysAhead: 4, timeType: nextSlot() });

/** The request that made the booking died before it recorded PayPal's answer: the payment has no order yet. */
async function forgetOrder(paymentId: number) {
  await t.deps.db.update(schema.payments).set({ providerOrderId: null, approvalUrl: null }).where(eq(schema.payments.id, paymentId));
}

/** The rows of a query on the job queue's tables (the tests run on PostgreSQL: node-postgres answers `rows`). */
async function rowsOf<T>(query: SQL): Promise<T[]> {
  return ((await t.deps.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const orderCreations = () => t.paypal.mock.state.calls.filter((c) => c.method === 'POST' && /\/v2\/checkout\/orders$/.test(c.path));

describe('the PayPal order of a new online booking', () => {
  it('names the salon, the booking and each service, charges in dollars, and sends the buyer back to the web app', async () => {
    const s = await bookableSlot(t, { priceCents: 2500, daysAhead: 4, timeType: 'T1' });
    // Two one-hour services take two slots.
    await t.deps.db.insert(schema.scheduleSlots).values({ stylistId: s.stylist.id, day: salonDayKey(s.date), timeType: 'T2' });
    const [beard] = await t.deps.db
      .insert(schema.services)
      .values({ name: `Beard ${Math.random()}`, description: 'A trim', priceCents: 1200 })
      .returning();
    const [cut] = await t.deps.db
      .select()
      .from(schema.services)
      .where(eq(schema.services.id, s.input.serviceIds[0] ?? 0));
    const created = await (await t.caller(s.customer)).booking.create({ ...s.input, serviceIds: [cut?.id ?? 0, beard?.id ?? 0] });
    const orderId = t.paypal.orderIdOf(created.approvalUrl);
    const order = t.paypal.mock.state.orders.get(orderId);

    const back = `paymentId=${created.paymentId}&stylistId=${s.stylist.id}`;
    expect(order).toMatchObject({
      referenceId: `booking-${created.bookingId}`,
      description: `${salonDisplayName(t.deps.salon.current())} booking #${created.bookingId}: ${cut?.name}, ${beard?.name}`,
      amount: { currency_code: 'USD', value: '37.00' },
      returnUrl: `${t.config.appUrl}/payment/success?${back}`,
      cancelUrl: `${t.config.appUrl}/payment/cancel?${back}`,
    });
    // The buyer approves at PayPal and lands on the web app's success page, which can name the payment.
    expect(t.paypal.mock.approve(orderId).redirectUrl).toMatch(
      new RegExp(`^${t.config.appUrl}/payment/success\\?paymentId=${created.paymentId}&stylistId=${s.stylist.id}&`),
    );
  });

  it('queues the hold’s expiry for the moment the hold ends', async () => {
    const b = await heldBooking();
    const [row] = await t.deps.db.select().from(schema.bookings).where(eq(schema.bookings.id, b.bookingId));
    const jobs = await rowsOf<{ data: { bookingId: number }; start_after: Date | string }>(
      sql`select data, start_after from pgboss.job where name = ${BOOKING_EXPIRE_JOB} and (data->>'bookingId')::int = ${b.bookingId}`,
    );
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.data).toEqual({ bookingId: b.bookingId });
    expect(new Date(jobs[0]?.start_after ?? 0).getTime()).toBe(row?.holdExpiresAt?.getTime());
  });

  it('still gives the customer the pay link when the queue refuses the email and the expiry job, and warns the operator', async () => {
    vi.spyOn(t.deps.jobs, 'sendBatch').mockRejectedValueOnce(new Error('queue connection lost'));
    const b = await heldBooking();
    expect(b.approvalUrl).toContain('/checkoutnow?token=');
    expect(captured.lines.filter((l) => l.msg === 'could not queue the pay-link email and the hold expiry')).toContainEqual(
      expect.objectContaining({ level: 40, bookingId: b.bookingId }),
    );
    // The email is stored for the email sweep to deliver.
    const stored = await t.deps.db.select({ kind: schema.emails.kind }).from(schema.emails).where(eq(schema.emails.to, b.customer.email));
    expect(stored).toEqual([{ kind: 'booking-received' }]);
  });
});

describe('the pay link of a hold', () => {
  it('is the kept link, without opening another order at PayPal', async () => {
    const b = await heldBooking();
    const before = orderCreations().length;
    const link = await (await t.caller(b.customer)).booking.payLink({ bookingId: b.bookingId });
    expect(link.approvalUrl).toBe(b.approvalUrl);
    expect(orderCreations().length).toBe(before);
  });

  it('whose order was never recorded, while PayPal is out of reach, tells the customer PayPal is unavailable', async () => {
    const b = await heldBooking();
    await forgetOrder(b.paymentId);
    vi.spyOn(t.deps.payments, 'createOrder').mockRejectedValueOnce(new PaymentProviderError('UNAVAILABLE', 'PayPal could not be reached'));
    await expect((await t.caller(b.customer)).booking.payLink({ bookingId: b.bookingId })).rejects.toThrow(messages.payment.unavailable);
    // Once PayPal answers, the same order (the payment's request id) is the link.
    const link = await (await t.caller(b.customer)).booking.payLink({ bookingId: b.bookingId });
    expect(link.approvalUrl).toBe(b.approvalUrl);
  });

  it('whose order the first request records while this one fails at PayPal, is that order’s link', async () => {
    const b = await heldBooking();
    const orderId = t.paypal.orderIdOf(b.approvalUrl);
    await forgetOrder(b.paymentId);
    vi.spyOn(t.deps.payments, 'createOrder').mockImplementationOnce(async () => {
      // The request that made the booking gets PayPal's answer now and records it; this call then fails.
      await t.deps.db
        .update(schema.payments)
        .set({ providerOrderId: orderId, approvalUrl: b.approvalUrl })
        .where(eq(schema.payments.id, b.paymentId));
      throw new PaymentProviderError('UNAVAILABLE', 'PayPal could not be reached');
    });
    const link = await (await t.caller(b.customer)).booking.payLink({ bookingId: b.bookingId });
    expect(link).toMatchObject({ bookingId: b.bookingId, paymentId: b.paymentId, approvalUrl: b.approvalUrl });
  });
});
