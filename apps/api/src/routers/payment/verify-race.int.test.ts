import { schema } from '@hairsalon/db';
import { addSalonDays, BookingStatus, messages, Role, salonToday } from '@hairsalon/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

// The same payment return sent many times at once, as a double-clicked or retried return page does. This race needs
// PostgreSQL: the embedded database runs one transaction at a time and would hide it.
let t: TestApp;
beforeAll(async () => {
  // A pool as wide as production's, so the parallel returns really overlap in the database.
  t = await startTestApp({ isolated: true });
});
afterAll(async () => {
  await t?.close();
});

const PARALLEL = 40;
const ROUNDS = 10;

async function stylistWithDay() {
  const stylist = await t.createUser({ roleId: Role.Stylist, firstName: 'Hoa', lastName: 'Le' });
  await t.deps.db.insert(schema.stylistProfiles).values({ userId: stylist.id, positionId: 'P1' });
  const date = addSalonDays(salonToday(t.now().getTime()), 3);
  const timeTypes = ['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'T8'];
  await (await t.caller(await t.createUser({ roleId: Role.Staff }))).schedule.create({ stylistId: stylist.id, date, timeTypes });
  const [cut] = await t.deps.db
    .insert(schema.services)
    .values({ name: `Race cut ${Math.random()}`, description: 'One hour', priceCents: 2500 })
    .returning();
  if (!cut) throw new Error('service');
  return { stylist, date, cut };
}

describe('the same payment return sent many times at once', () => {
  it(`confirms every booking once, keeps every capture and refunds nothing (${PARALLEL} returns × ${ROUNDS} rounds)`, async () => {
    const bookingIds: number[] = [];
    const paymentIds: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const day = await stylistWithDay();
      const created = await (await t.caller()).booking.create({
        phone: '912345678',
        fullName: 'Race Guest',
        email: `race.${round}.${Date.now()}@example.com`,
        stylistId: day.stylist.id,
        date: day.date,
        timeType: 'T3',
        serviceIds: [day.cut.id],
        pointsToUse: 0,
      });
      const orderId = t.paypal.orderIdOf(created.approvalUrl);
      t.paypal.mock.approve(orderId);
      const verify = () =>
        t.server.inject({
          method: 'POST',
          url: '/api/payment-and-verify-book-appointment',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: `token=${orderId}&paymentId=${created.paymentId}&PayerID=PAYER${round}&payerId=PAYER${round}&stylistId=${day.stylist.id}`,
        });
      // Spread over the time one verification takes, as returns from several tabs and retries arrive: some land
      // before the first capture, some while it commits, some after.
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, (_, i) => new Promise((resolve) => setTimeout(resolve, i)).then(verify)),
      );
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        expect(answer.json(), `round ${round}`).toMatchObject({ errCode: 0, message: messages.payment.success });
      }
      expect(t.paypal.mock.captureCount(orderId)).toBe(1);
      bookingIds.push(created.bookingId);
      paymentIds.push(created.paymentId);
    }

    const rows = await t.deps.db.select().from(schema.bookings).where(inArray(schema.bookings.id, bookingIds));
    expect(rows.map((b) => b.statusId)).toEqual(bookingIds.map(() => BookingStatus.Confirmed));
    const paid = await t.deps.db.select().from(schema.payments).where(inArray(schema.payments.id, paymentIds));
    expect(paid.map((p) => [p.status, p.refundedCents])).toEqual(paymentIds.map(() => ['captured', 0]));
    expect(await t.deps.db.select().from(schema.refunds).where(inArray(schema.refunds.paymentId, paymentIds))).toEqual([]);
    expect(
      await t.deps.db.select().from(schema.paymentReconciliations).where(inArray(schema.paymentReconciliations.paymentId, paymentIds)),
    ).toEqual([]);
    for (const bookingId of bookingIds) {
      const confirmations = await t.deps.db
        .select()
        .from(schema.emails)
        .where(eq(schema.emails.dedupeKey, `booking-confirmed:${bookingId}`));
      expect(confirmations).toHaveLength(1);
    }
    // 400 requests against PostgreSQL: a loaded two-core machine needs more than the default 30 s.
  }, 180_000);

  it('a return after the booking was cancelled, for an order an earlier attempt captured, refunds it once and records why', async () => {
    const day = await stylistWithDay();
    const customer = await t.createUser({ roleId: Role.Customer });
    const created = await (await t.caller(customer)).booking.create({
      phone: '912345678',
      fullName: 'Late Payer',
      email: customer.email,
      stylistId: day.stylist.id,
      date: day.date,
      timeType: 'T5',
      serviceIds: [day.cut.id],
      pointsToUse: 0,
    });
    const orderId = t.paypal.orderIdOf(created.approvalUrl);
    t.paypal.mock.approve(orderId);
    // PayPal captured, but the answer was lost; then the customer cancelled the booking, still pending to us.
    await t.deps.payments.captureOrder(orderId, `capture-${created.paymentId}`);
    await (await t.caller(customer)).booking.cancelByCustomer({ bookingId: created.bookingId });

    const verify = async () =>
      (await t.caller()).payment.verify({ token: orderId, paymentId: created.paymentId, stylistId: day.stylist.id });
    const answers = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => new Promise((r) => setTimeout(r, i)).then(verify)));
    for (const answer of answers) {
      expect(answer.status).toBe('rejected');
      const message = (answer as PromiseRejectedResult).reason.message;
      expect([messages.payment.refunded, messages.payment.refundPending]).toContain(message);
    }
    const [payment] = await t.deps.db.select().from(schema.payments).where(eq(schema.payments.id, created.paymentId));
    expect(payment).toMatchObject({ status: 'refunded', refundedCents: 2500 });
    expect(t.paypal.mock.refundCount(payment?.providerCaptureId ?? '')).toBe(1);
    const records = await t.deps.db
      .select({ outcome: schema.paymentReconciliations.outcome, detail: schema.paymentReconciliations.detail })
      .from(schema.paymentReconciliations)
      .where(eq(schema.paymentReconciliations.paymentId, created.paymentId));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ outcome: 'refunded' });
    expect(records[0]?.detail).toContain('captured after the booking was cancelled');
    const [booking] = await t.deps.db.select().from(schema.bookings).where(eq(schema.bookings.id, created.bookingId));
    expect(booking?.statusId).toBe(BookingStatus.Cancelled);
  });
});
