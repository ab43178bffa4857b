import { schema } from '@hairsalon/db';
import { addSalonDays, Role, salonDayKey, salonToday, TIME_SLOTS } from '@hairsalon/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

/**
 * ARCHITECTURE §4: the amount is the services' total minus pointsToUse percent, rounded to cents (packages/shared
 * computeBookingAmount: the discount rounded to the cent, then subtracted). Each case below has a discount with
 * fractional cents, and a total that rounding to 10 cents, or truncating instead of rounding, would get wrong — so the
 * exact figure is asserted where a customer and PayPal see it: the amount answered (tRPC and REST), the booking and
 * payment rows, and the order opened at the PayPal emulator.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface RoundingCase {
  name: string;
  pricesCents: number[];
  points: number;
  /** the exact total, in cents */
  totalCents: number;
}

/** Rules a tired developer might write instead (subtotal in cents, points): every one must miss some case below. */
const WRONG_RULES: Record<string, (subtotal: number, points: number) => number> = {
  'the total rounded to 10 cents': (subtotal, points) => Math.round((subtotal - Math.round((subtotal * points) / 100)) / 10) * 10,
  'the discount rounded to 10 cents': (subtotal, points) => subtotal - Math.round((subtotal * points) / 1000) * 10,
  'the total truncated': (subtotal, points) => Math.trunc((subtotal * (100 - points)) / 100),
  'the discount truncated': (subtotal, points) => subtotal - Math.trunc((subtotal * points) / 100),
  'the discount rounded up': (subtotal, points) => subtotal - Math.ceil((subtotal * points) / 100),
};

const cases: RoundingCase[] = [
  {
    // 33.33 × 0.93 = 30.9969: the discount 2.3331 rounds to 2.33.
    name: '$20.00 + $13.33 with 7 points is $31.00',
    pricesCents: [2000, 1333],
    points: 7,
    totalCents: 3100,
  },
  {
    // 45.67 × 0.87 = 39.7329: the discount 5.9371 rounds to 5.94.
    name: '$45.67 with 13 points is $39.73',
    pricesCents: [4567],
    points: 13,
    totalCents: 3973,
  },
  {
    // 23.45 × 0.93 = 21.8085: the discount 1.6415 rounds to 1.64.
    name: '$12.34 + $11.11 with 7 points is $21.81',
    pricesCents: [1234, 1111],
    points: 7,
    totalCents: 2181,
  },
];

/** A stylist with a day open three days ahead, the case's services, and a customer with 40 points. */
async function salonFor(c: RoundingCase) {
  const stylist = await t.createUser({ roleId: Role.Stylist });
  await t.deps.db.insert(schema.stylistProfiles).values({ userId: stylist.id, positionId: 'P1' });
  const date = addSalonDays(salonToday(t.now().getTime()), 3);
  await t.deps.db
    .insert(schema.scheduleSlots)
    .values(TIME_SLOTS.map((slot) => ({ stylistId: stylist.id, day: salonDayKey(date), timeType: slot.keyMap })));
  const services = await t.deps.db
    .insert(schema.services)
    .values(c.pricesCents.map((priceCents, i) => ({ name: `Service ${i} ${Math.random()}`, description: 'Priced', priceCents })))
    .returning();
  const customer = await t.createUser({ roleId: Role.Customer, points: 40 });
  return { stylist, date, serviceIds: services.map((s) => s.id), customer };
}

/** The booking's row, its payment's row and the order the emulator holds for it. */
async function recorded(bookingId: number, approvalUrl: string) {
  const [booking] = await t.deps.db.select().from(schema.bookings).where(eq(schema.bookings.id, bookingId));
  const [payment] = await t.deps.db.select().from(schema.payments).where(eq(schema.payments.bookingId, bookingId));
  const order = t.paypal.mock.state.orders.get(t.paypal.orderIdOf(approvalUrl));
  return { booking, payment, order };
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

describe('a discount with fractional cents is rounded to the cent', () => {
  it('the cases tell the rule apart from rounding to 10 cents, truncating and rounding up', () => {
    const missedBy = (rule: (subtotal: number, points: number) => number) =>
      cases
        .filter(
          (c) =>
            rule(
              c.pricesCents.reduce((a, b) => a + b, 0),
              c.points,
            ) !== c.totalCents,
        )
        .map((c) => c.name);
    for (const [name, rule] of Object.entries(WRONG_RULES)) expect(missedBy(rule), name).not.toEqual([]);
  });

  for (const c of cases) {
    it(`through tRPC: ${c.name}, in the answer, the booking, the payment and the PayPal order`, async () => {
      const s = await salonFor(c);
      const created = await (await t.caller(s.customer)).booking.create({
        phone: '912345678',
        fullName: 'An Vo',
        email: s.customer.email,
        stylistId: s.stylist.id,
        date: s.date,
        timeType: 'T2',
        serviceIds: s.serviceIds,
        pointsToUse: c.points,
      });
      expect(created.amount).toBe(c.totalCents / 100);
      expect(created.amountCents).toBe(c.totalCents);
      const subtotal = c.pricesCents.reduce((a, b) => a + b, 0);
      const { booking, payment, order } = await recorded(created.bookingId, created.approvalUrl);
      expect(booking).toMatchObject({ subtotalCents: subtotal, discountCents: subtotal - c.totalCents, amountCents: c.totalCents });
      expect(payment?.amountCents).toBe(c.totalCents);
      expect(order?.amount).toEqual({ currency_code: 'USD', value: dollars(c.totalCents) });

      // The pay-link email names the same total, and paying captures exactly it.
      const mail = await t.smtp.waitFor((m) => JSON.stringify(m.to).includes(s.customer.email));
      expect(mail.text).toContain(`Total: $${dollars(c.totalCents)}`);
      const orderId = t.paypal.orderIdOf(created.approvalUrl);
      t.paypal.mock.approve(orderId);
      await (await t.caller()).payment.verify({ token: orderId, paymentId: created.paymentId, payerId: 'PAYER1', stylistId: s.stylist.id });
      const captureId = t.paypal.mock.state.orders.get(orderId)?.captureIds[0] ?? '';
      expect(t.paypal.mock.state.captures.get(captureId)?.amount.value).toBe(dollars(c.totalCents));
      const [paid] = await t.deps.db.select().from(schema.payments).where(eq(schema.payments.bookingId, created.bookingId));
      expect(paid).toMatchObject({ status: 'captured', amountCents: c.totalCents });
    });

    it(`through POST /api/customer-book-appointment: ${c.name}, in data.amount, the booking, the payment and the PayPal order`, async () => {
      const s = await salonFor(c);
      const res = await t.server.inject({
        method: 'POST',
        url: '/api/customer-book-appointment',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${await t.tokenFor(s.customer)}` },
        payload: new URLSearchParams([
          ['phone', '912345678'],
          ['fullName', 'An Vo'],
          ['email', s.customer.email],
          ['stylistId', String(s.stylist.id)],
          ['date', String(s.date)],
          ['timeType', 'T4'],
          ...s.serviceIds.map((id): [string, string] => ['serviceIds[]', String(id)]),
          ['pointsToUse', String(c.points)],
          ['usePoints', 'true'],
        ]).toString(),
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ errCode: 0, data: { amount: c.totalCents / 100 } });
      const { booking, payment, order } = await recorded(body.data.bookingId, body.data.approvalUrl);
      expect(booking?.amountCents).toBe(c.totalCents);
      expect(payment?.amountCents).toBe(c.totalCents);
      expect(order?.amount).toEqual({ currency_code: 'USD', value: dollars(c.totalCents) });
    });
  }
});
