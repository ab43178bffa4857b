import { schema } from '@hairsalon/db';
import { addSalonDays, BookingStatus, messages, Role, salonToday } from '@hairsalon/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CreateOrderInput } from '../../payments/provider.js';
import { startTestApp, type TestApp, uniqueEmail } from '../../testing/test-app.js';

/**
 * Issue 22 item 3: a customer sees their own open hold and gets its pay link again (booking.payLink), while the hold
 * lasts; a guest's hold is reachable from the pay link of the booking-received email.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function salon() {
  const stylist = await t.createUser({ roleId: Role.Stylist });
  await t.deps.db.insert(schema.stylistProfiles).values({ userId: stylist.id, positionId: 'P1' });
  const date = addSalonDays(salonToday(t.now().getTime()), 3);
  await (await t.caller(await t.createUser({ roleId: Role.Staff }))).schedule.create({
    stylistId: stylist.id,
    date,
    timeTypes: ['T1', 'T2', 'T3', 'T4'],
  });
  const [cut] = await t.deps.db
    .insert(schema.services)
    .values({ name: `Cut ${Math.random()}`, description: 'A cut', priceCents: 2500 })
    .returning();
  if (!cut) throw new Error('service');
  const customer = await t.createUser({ roleId: Role.Customer });
  const input = (timeType: string, email = customer.email) => ({
    phone: '912345678',
    fullName: 'An Vo',
    email,
    stylistId: stylist.id,
    date,
    timeType,
    serviceIds: [cut.id],
    pointsToUse: 0,
  });
  return { stylist, customer, input };
}

const payLinkEmailsTo = (email: string) =>
  t.deps.db
    .select()
    .from(schema.emails)
    .where(and(eq(schema.emails.to, email), eq(schema.emails.kind, 'booking-received')));

/** booking.payLink over tRPC's HTTP endpoint with the user's token. */
async function payLinkOver(user: { id: number; roleId: string }, bookingId: number) {
  const res = await t.server.inject({
    method: 'POST',
    url: '/trpc/booking.payLink',
    headers: { authorization: `Bearer ${await t.tokenFor(user)}` },
    payload: { bookingId },
  });
  return { status: res.statusCode, body: res.json() as { result?: { data: unknown }; error?: { message: string } } };
}

describe('booking.payLink', () => {
  it('gives a customer the pay link of their own pending booking and its hold, and they can pay through it', async () => {
    const s = await salon();
    const booked = await (await t.caller(s.customer)).booking.create(s.input('T1'));
    const link = await (await t.caller(s.customer)).booking.payLink({ bookingId: booked.bookingId });
    const [row] = await t.deps.db.select().from(schema.bookings).where(eq(schema.bookings.id, booked.bookingId));
    expect(link).toEqual({
      bookingId: booked.bookingId,
      paymentId: booked.paymentId,
      approvalUrl: booked.approvalUrl,
      amount: 25,
      holdExpiresAt: row?.holdExpiresAt?.toISOString(),
    });
    // The order history shows the same link on the pending booking.
    const [listed] = await (await t.caller(s.customer)).booking.listForCustomer();
    expect(listed?.payment?.approvalUrl).toBe(booked.approvalUrl);

    // Approved at PayPal, then left before coming back: the same link takes the approval again, and paying confirms.
    const orderId = t.paypal.orderIdOf(link.approvalUrl);
    t.paypal.mock.approve(orderId);
    expect((await (await t.caller(s.customer)).booking.payLink({ bookingId: booked.bookingId })).approvalUrl).toBe(booked.approvalUrl);
    t.paypal.mock.approve(orderId);
    await (await t.caller()).payment.verify({ token: orderId, paymentId: link.paymentId, payerId: 'PAYER1', stylistId: s.stylist.id });
    const [paid] = await t.deps.db.select().from(schema.bookings).where(eq(schema.bookings.id, booked.bookingId));
    expect(paid?.statusId).toBe(BookingStatus.Confirmed);
  });

  it('refuses another customer (403) and tells them nothing of the booking', async () => {
    const s = await salon();
    const booked = await (await t.caller(s.customer)).booking.create(s.input('T1'));
    const stranger = await t.createUser({ roleId: Role.Customer });
    const answer = await payLinkOver(stranger, booked.bookingId);
    expect(answer.status).toBe(403);
    expect(answer.body.error?.message).toBe(messages.session.forbidden);
    expect(JSON.stringify(answer.body)).not.toContain('checkoutnow');
    expect((await payLinkOver(s.customer, booked.bookingId)).status).toBe(200);
  });

  it('refuses a booking that is not waiting for payment: confirmed, cancelled, or whose hold ran out', async () => {
    const s = await salon();
    const customer = await t.caller(s.customer);
    const paid = await customer.booking.create(s.input('T1'));
    const orderId = t.paypal.orderIdOf(paid.approvalUrl);
    t.paypal.mock.approve(orderId);
    await (await t.caller()).payment.verify({ token: orderId, paymentId: paid.paymentId, payerId: 'PAYER1', stylistId: s.stylist.id });
    await expect(customer.booking.payLink({ bookingId: paid.bookingId })).rejects.toThrow(messages.booking.notAwaitingPayment);

    const cancelled = await customer.booking.create(s.input('T2'));
    await customer.booking.cancelByCustomer({ bookingId: cancelled.bookingId });
    await expect(customer.booking.payLink({ bookingId: cancelled.bookingId })).rejects.toThrow(messages.booking.notAwaitingPayment);

    const expiring = await customer.booking.create(s.input('T3'));
    t.advance((t.config.bookingHoldMinutes + 1) * 60_000);
    await expect((await t.caller(s.customer)).booking.payLink({ bookingId: expiring.bookingId })).rejects.toThrow(messages.payment.expired);
    await expect((await t.caller(s.customer)).booking.payLink({ bookingId: 2_000_000_000 })).rejects.toThrow(messages.booking.notFound);
  });

  it('opens the order of a hold whose request died before PayPal answered, and the email goes out once', async () => {
    const s = await salon();
    const payments = t.deps.payments;
    const createOrder = payments.createOrder.bind(payments);
    let resume: () => void = () => undefined;
    const stalled = new Promise<void>((resolve) => {
      resume = resolve;
    });
    let calls = 0;
    payments.createOrder = async (order: CreateOrderInput) => {
      calls++;
      if (calls === 1) await stalled;
      return createOrder(order);
    };
    let link: { approvalUrl: string; paymentId: number };
    try {
      const dying = (await t.caller(s.customer)).booking.create(s.input('T4'));
      let bookingId = 0;
      await vi.waitFor(async () => {
        const [row] = await t.deps.db.select().from(schema.bookings).where(eq(schema.bookings.stylistId, s.stylist.id));
        bookingId = row?.id ?? 0;
        expect(bookingId).toBeGreaterThan(0);
      });
      link = await (await t.caller(s.customer)).booking.payLink({ bookingId });
      expect(link.approvalUrl).toContain('/checkoutnow?token=');
      resume();
      expect((await dying).approvalUrl).toBe(link.approvalUrl);
    } finally {
      payments.createOrder = createOrder;
      resume();
    }
    const emails = await payLinkEmailsTo(s.customer.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.html).toContain(link.approvalUrl.replace(/&/g, '&amp;'));
  });
});

describe("a guest's hold", () => {
  it('is reachable from the pay link in the booking-received email', async () => {
    const s = await salon();
    const email = uniqueEmail('guest');
    const booked = await (await t.caller()).booking.create(s.input('T2', email));
    const mail = await t.smtp.waitFor((m) => JSON.stringify(m.to).includes(email));
    expect(mail.html).toContain(booked.approvalUrl.replace(/&/g, '&amp;'));
    expect(mail.text).toContain(booked.approvalUrl);
  });
});
