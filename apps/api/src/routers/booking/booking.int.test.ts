import { schema } from '@hairsalon/db';
import { addSalonDays, BookingStatus, messages, Role, salonToday, slotStartMs, TIME_SLOTS } from '@hairsalon/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { expireOverdueBookings } from './cancel.service.js';
import { sendDueReminders } from './reminders.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const DAY = 86_400_000;

/** A stylist with every slot of a day open, two services, and a customer with points. */
async function salon(options: { points?: number; dayOffset?: number } = {}) {
  const stylist = await t.createUser({ roleId: Role.Stylist, firstName: 'Minh', lastName: 'Nguyen' });
  await t.deps.db.insert(schema.stylistProfiles).values({ userId: stylist.id, positionId: 'P1' });
  const date = addSalonDays(salonToday(t.now().getTime()), options.dayOffset ?? 2);
  await (await t.caller(await t.createUser({ roleId: Role.Staff }))).schedule.create({
    stylistId: stylist.id,
    date,
    timeTypes: ['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'T8'],
  });
  const [cut, beard] = await t.deps.db
    .insert(schema.services)
    .values([
      { name: `Cut ${Math.random()}`, description: 'A cut', priceCents: 2500 },
      { name: `Beard ${Math.random()}`, description: 'A trim', priceCents: 1200 },
    ])
    .returning();
  if (!cut || !beard) throw new Error('services');
  const customer = await t.createUser({ roleId: Role.Customer, points: options.points ?? 40, lastName: 'Vo' });
  return { stylist, customer, cut, beard, date };
}

type Salon = Awaited<ReturnType<typeof salon>>;

function bookingInput(s: Salon, overrides: Record<string, unknown> = {}) {
  return {
    phone: '912345678',
    fullName: 'An Vo',
    email: s.customer.email,
    stylistId: s.stylist.id,
    date: s.date,
    timeType: 'T2',
    serviceIds: [s.cut.id, s.beard.id],
    pointsToUse: 0,
    ...overrides,
  };
}

/** Moves the app's clock to `offsetMs` from the start of a slot on a salon day (never back). */
async function untilStartOf(date: number, timeType: string, offsetMs = 0) {
  const slot = TIME_SLOTS.find((x) => x.keyMap === timeType);
  if (!slot) throw new Error(`no slot ${timeType}`);
  const target = slotStartMs(date, slot) + offsetMs;
  if (t.now().getTime() < target) t.advance(target - t.now().getTime());
}

async function bookingRow(id: number) {
  const [row] = await t.deps.db.select().from(schema.bookings).where(eq(schema.bookings.id, id));
  return row;
}
async function pointsOf(userId: number) {
  const [row] = await t.deps.db.select({ points: schema.users.points }).from(schema.users).where(eq(schema.users.id, userId));
  return row?.points;
}

/** Books, approves at the emulator as the buyer would, and verifies. */
async function paidBooking(s: Salon, overrides: Record<string, unknown> = {}) {
  const created = await (await t.caller(s.customer)).booking.create(bookingInput(s, overrides));
  const orderId = t.paypal.orderIdOf(created.approvalUrl);
  t.paypal.mock.approve(orderId);
  await (await t.caller()).payment.verify({ token: orderId, paymentId: created.paymentId, payerId: 'PAYER1', stylistId: s.stylist.id });
  return { ...created, orderId };
}

describe('schedules', () => {
  it('staff add slots, existing ones are skipped, and the day lists them sorted with their status', async () => {
    const s = await salon();
    const staff = await t.caller(await t.createUser({ roleId: Role.Staff }));
    const again = await staff.schedule.create({ stylistId: s.stylist.id, date: s.date, timeTypes: ['T1', 'T8'] });
    expect(again).toMatchObject({ created: 0, skipped: 2 });
    const slots = await (await t.caller()).schedule.byStylistAndDate({ stylistId: s.stylist.id, date: s.date });
    expect(slots.map((x) => x.timeType)).toEqual(['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'T8']);
    expect(slots.every((x) => x.statusTime === 'enable' && !x.past)).toBe(true);
    expect(slots[0]?.timeTypeData.valueVi).toBe('09:00');
  });

  it('refuses a past day, and refuses customers', async () => {
    const s = await salon();
    const staff = await t.caller(await t.createUser({ roleId: Role.Staff }));
    await expect(
      staff.schedule.create({ stylistId: s.stylist.id, date: salonToday(t.now().getTime()) - DAY, timeTypes: ['T1'] }),
    ).rejects.toThrow(messages.schedule.dateInPast);
    await expect(
      (await t.caller(s.customer)).schedule.create({ stylistId: s.stylist.id, date: s.date, timeTypes: ['T1'] }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('REST create-schedule takes arrSchedule and says how many were created', async () => {
    const s = await salon();
    const staff = await t.createUser({ roleId: Role.Staff });
    const next = s.date + DAY;
    const res = await t.server.inject({
      method: 'POST',
      url: '/api/create-schedule',
      headers: { authorization: `Bearer ${await t.tokenFor(staff)}` },
      payload: {
        arrSchedule: [
          { stylistId: s.stylist.id, date: next, timeType: 'T1' },
          { stylistId: s.stylist.id, date: next, timeType: 'T2' },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ errCode: 0, message: '2 time slots created.' });
  });
});

describe('creating a booking', () => {
  it('prices on the server, ignores a tampered amount, reserves points and holds the slot', async () => {
    const s = await salon({ points: 40 });
    const created = await (await t.caller(s.customer)).booking.create(bookingInput(s, { pointsToUse: 10, amount: 0.01 }));
    // $25 + $12 = $37, minus 10 % = $33.30
    expect(created.amount).toBe(33.3);
    expect(created.approvalUrl).toContain('/checkoutnow?token=');
    expect(await pointsOf(s.customer.id)).toBe(30);
    const row = await bookingRow(created.bookingId);
    expect(row).toMatchObject({ statusId: BookingStatus.Pending, amountCents: 3330, pointsUsed: 10, customerId: s.customer.id });
    const slots = await (await t.caller()).schedule.byStylistAndDate({ stylistId: s.stylist.id, date: s.date });
    expect(slots.find((x) => x.timeType === 'T2')?.statusTime).toBe('disable');
    const mail = await t.smtp.waitFor((m) => JSON.stringify(m.to).includes(s.customer.email) && /received/i.test(m.subject ?? ''));
    expect(mail.html).toContain(created.approvalUrl.replace(/&/g, '&amp;'));
  });

  it('lets exactly one of 50 concurrent attempts take a slot', async () => {
    const s = await salon();
    const attempts = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.server.inject({
          method: 'POST',
          url: '/api/customer-book-appointment',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams([
            ['phone', '912345678'],
            ['fullName', `Guest ${i}`],
            ['email', `guest${i}@example.com`],
            ['stylistId', String(s.stylist.id)],
            ['date', String(s.date)],
            ['timeType', 'T5'],
            ['serviceIds[]', String(s.cut.id)],
          ]).toString(),
        }),
      ),
    );
    // Every answer is HTTP 200; the losers' errCode says "conflict" (a refusal a spec client toasts).
    expect(attempts.map((r) => r.statusCode).every((c) => c === 200)).toBe(true);
    const codes = attempts.map((r) => r.json().errCode);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    expect(attempts.find((r) => r.json().errCode === 409)?.json().errMsg).toBe(messages.booking.slotTaken);
    const active = await t.deps.db.select().from(schema.bookings).where(eq(schema.bookings.stylistId, s.stylist.id));
    expect(active).toHaveLength(1);
  });

  it('refuses more points than the balance or the cap, and changes nothing', async () => {
    const s = await salon({ points: 12 });
    const customer = await t.caller(s.customer);
    await expect(customer.booking.create(bookingInput(s, { pointsToUse: 20 }))).rejects.toThrow(
      'You do not have enough points. You only have 12 points.',
    );
    await expect(customer.booking.create(bookingInput(s, { pointsToUse: 31 }))).rejects.toThrow(messages.booking.pointsMax);
    expect(await pointsOf(s.customer.id)).toBe(12);
    expect(await t.deps.db.select().from(schema.bookings).where(eq(schema.bookings.stylistId, s.stylist.id))).toHaveLength(0);
  });

  it('books a guest without points and answers the REST shape', async () => {
    const s = await salon();
    const res = await t.server.inject({
      method: 'POST',
      url: '/api/customer-book-appointment',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `phone=912345678&fullName=Guest&email=guest%40example.com&stylistId=${s.stylist.id}&date=${s.date}&timeType=T1&serviceIds%5B%5D=${s.cut.id}&serviceIds%5B%5D=${s.beard.id}&pointsToUse=30&usePoints=true&amount=37`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ errCode: 0, message: messages.booking.success, data: { amount: 37 } });
    expect(Object.keys(body.data).sort()).toEqual(['amount', 'approvalUrl', 'bookingId', 'paymentId']);
    expect((await bookingRow(body.data.bookingId))?.customerId).toBeNull();
  });

  it('asks a customer whose access token expired to refresh (401) instead of booking them as a guest', async () => {
    const s = await salon({ points: 40 });
    const token = await t.tokenFor(s.customer);
    // Access tokens live 15 minutes.
    t.advance(16 * 60_000);
    const form = (bearer: string) =>
      t.server.inject({
        method: 'POST',
        url: '/api/customer-book-appointment',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${bearer}` },
        payload: `phone=912345678&fullName=An%20Vo&email=${encodeURIComponent(s.customer.email)}&stylistId=${s.stylist.id}&date=${s.date}&timeType=T3&serviceIds%5B%5D=${s.cut.id}&pointsToUse=10&usePoints=true`,
      });
    const expired = await form(token);
    expect(expired.statusCode).toBe(401);
    expect(await t.deps.db.select().from(schema.bookings).where(eq(schema.bookings.stylistId, s.stylist.id))).toHaveLength(0);
    // After the refresh the same request books for the customer, with their points.
    const fresh = await form(await t.tokenFor(s.customer));
    expect(fresh.json()).toMatchObject({ errCode: 0 });
    expect((await bookingRow(fresh.json().data.bookingId))?.customerId).toBe(s.customer.id);
    expect(await pointsOf(s.customer.id)).toBe(30);
  });

  it('refuses a past slot today and a missing service with the spec messages', async () => {
    const s = await salon({ dayOffset: 0 });
    const customer = await t.caller(s.customer);
    await expect(customer.booking.create(bookingInput(s, { serviceIds: [] }))).rejects.toThrow(messages.booking.serviceRequired);
    // Move the clock to 18:00 salon time today: every slot has passed.
    const eighteen = s.date + 18 * 3_600_000;
    t.advance(Math.max(0, eighteen - t.now().getTime()));
    await expect(customer.booking.create(bookingInput(s, { timeType: 'T8' }))).rejects.toThrow(messages.booking.slotPast);
  });
});

describe('payment', () => {
  it('verifying twice captures once, confirms once and emails a calendar file', async () => {
    const s = await salon();
    const created = await (await t.caller(s.customer)).booking.create(bookingInput(s, { timeType: 'T4' }));
    const orderId = t.paypal.orderIdOf(created.approvalUrl);
    t.paypal.mock.approve(orderId);
    const verify = () =>
      t.server.inject({
        method: 'POST',
        url: '/api/payment-and-verify-book-appointment',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `token=${orderId}&paymentId=${created.paymentId}&payerId=PAYER1&stylistId=${s.stylist.id}`,
      });
    const [a, b] = await Promise.all([verify(), verify()]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().message).toBe(messages.payment.success);
    expect(t.paypal.mock.captureCount(orderId)).toBe(1);
    expect((await bookingRow(created.bookingId))?.statusId).toBe(BookingStatus.Confirmed);
    const mail = await t.smtp.waitFor((m) => JSON.stringify(m.to).includes(s.customer.email) && /confirm/i.test(m.subject ?? ''));
    expect(mail.attachments.some((x) => x.filename?.endsWith('.ics') && x.content.toString().includes('BEGIN:VCALENDAR'))).toBe(true);
    const emails = await t.deps.db
      .select()
      .from(schema.emails)
      .where(eq(schema.emails.dedupeKey, `booking-confirmed:${created.bookingId}`));
    expect(emails).toHaveLength(1);
  });

  it('a declined capture leaves the booking pending', async () => {
    const s = await salon();
    const created = await (await t.caller(s.customer)).booking.create(bookingInput(s, { timeType: 'T6' }));
    const orderId = t.paypal.orderIdOf(created.approvalUrl);
    t.paypal.mock.approve(orderId);
    t.paypal.mock.failNextCapture();
    await expect(
      (await t.caller()).payment.verify({ token: orderId, paymentId: created.paymentId, stylistId: s.stylist.id }),
    ).rejects.toThrow(messages.payment.declined);
    expect((await bookingRow(created.bookingId))?.statusId).toBe(BookingStatus.Pending);
  });

  it('refuses a token that is not this payment’s order', async () => {
    const s = await salon();
    const created = await (await t.caller(s.customer)).booking.create(bookingInput(s, { timeType: 'T7' }));
    await expect(
      (await t.caller()).payment.verify({ token: 'SOMEONE-ELSES', paymentId: created.paymentId, stylistId: s.stylist.id }),
    ).rejects.toThrow(messages.payment.mismatch);
  });
});

describe('paying and cancelling at the same moment', () => {
  it('never deadlocks and never keeps money for a cancelled booking', async () => {
    const s = await salon({ points: 0 });
    const times = ['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'T8'];
    for (const timeType of times) {
      // One service: one slot per attempt, so a confirmed one never covers the next attempt's slot.
      const created = await (await t.caller(s.customer)).booking.create(bookingInput(s, { timeType, serviceIds: [s.cut.id] }));
      const orderId = t.paypal.orderIdOf(created.approvalUrl);
      t.paypal.mock.approve(orderId);
      const verify = async () =>
        (await t.caller()).payment.verify({ token: orderId, paymentId: created.paymentId, stylistId: s.stylist.id });
      const outcomes = await Promise.allSettled([
        verify(),
        (await t.caller(s.customer)).booking.cancelByCustomer({ bookingId: created.bookingId }),
      ]);
      // The customer retries the payment page once, as a reload would.
      outcomes.push(...(await Promise.allSettled([verify()])));
      for (const o of outcomes) {
        if (o.status === 'rejected') expect((o.reason as { code?: string }).code).not.toBe('INTERNAL_SERVER_ERROR');
      }
      const row = await bookingRow(created.bookingId);
      const [payment] = await t.deps.db.select().from(schema.payments).where(eq(schema.payments.bookingId, created.bookingId));
      if (row?.statusId === BookingStatus.Cancelled) {
        // Either nothing was captured, or every captured cent went back.
        if (t.paypal.mock.captureCount(orderId) > 0)
          expect(payment).toMatchObject({ status: 'refunded', refundedCents: payment?.amountCents });
      } else {
        expect(row?.statusId).toBe(BookingStatus.Confirmed);
        expect(payment?.status).toBe('captured');
      }
    }
  });
});

describe('holds, cancels and completion', () => {
  it('an unpaid hold expires: the slot is freed and the points come back', async () => {
    const s = await salon({ points: 40 });
    const created = await (await t.caller(s.customer)).booking.create(bookingInput(s, { pointsToUse: 5, timeType: 'T1' }));
    expect(await pointsOf(s.customer.id)).toBe(35);
    await expireOverdueBookings(t.deps);
    expect((await bookingRow(created.bookingId))?.statusId).toBe(BookingStatus.Pending);
    t.advance(16 * 60_000);
    expect(await expireOverdueBookings(t.deps)).toBeGreaterThanOrEqual(1);
    expect((await bookingRow(created.bookingId))?.statusId).toBe(BookingStatus.Cancelled);
    expect(await pointsOf(s.customer.id)).toBe(40);
    const slots = await (await t.caller()).schedule.byStylistAndDate({ stylistId: s.stylist.id, date: s.date });
    expect(slots.find((x) => x.timeType === 'T1')?.statusTime).toBe('enable');
    // The slot can be booked again.
    await expect((await t.caller(s.customer)).booking.create(bookingInput(s, { timeType: 'T1' }))).resolves.toMatchObject({ amount: 37 });
  });

  it('a customer cancels only their own pending booking', async () => {
    const s = await salon({ points: 40 });
    const pending = await (await t.caller(s.customer)).booking.create(bookingInput(s, { pointsToUse: 3, timeType: 'T2' }));
    const other = await t.caller(await t.createUser({ roleId: Role.Customer }));
    await expect(other.booking.cancelByCustomer({ bookingId: pending.bookingId })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const res = await t.server.inject({
      method: 'PUT',
      url: '/api/cancel-booking-for-customer',
      headers: { authorization: `Bearer ${await t.tokenFor(s.customer)}` },
      payload: { bookingId: pending.bookingId },
    });
    expect(res.statusCode).toBe(200);
    expect((await bookingRow(pending.bookingId))?.statusId).toBe(BookingStatus.Cancelled);
    expect(await pointsOf(s.customer.id)).toBe(40);

    // Two one-hour services cover two slots (docs/decisions/009): 1:00 PM and 2:00 PM.
    const paid = await paidBooking(s, { timeType: 'T4' });
    await expect((await t.caller(s.customer)).booking.cancelByCustomer({ bookingId: paid.bookingId })).rejects.toThrow(
      messages.booking.notCancellable,
    );
  });

  it('staff cancel a paid booking: the capture is refunded and recorded, the email says so and goes to the stored address', async () => {
    const s = await salon();
    const paid = await paidBooking(s, { timeType: 'T5' });
    const staff = await t.createUser({ roleId: Role.Staff });
    const res = await t.server.inject({
      method: 'POST',
      url: '/api/cancel-booking-for-staff',
      headers: { authorization: `Bearer ${await t.tokenFor(staff)}` },
      payload: { bookingId: paid.bookingId, email: 'attacker@example.com', firstName: '<script>', stylistName: 'x', timeString: 'y' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.refunded).toBe(37);
    const [payment] = await t.deps.db.select().from(schema.payments).where(eq(schema.payments.bookingId, paid.bookingId));
    expect(payment).toMatchObject({ status: 'refunded', refundedCents: 3700 });
    expect(
      await t.deps.db
        .select()
        .from(schema.refunds)
        .where(eq(schema.refunds.paymentId, payment?.id ?? 0)),
    ).toHaveLength(1);
    expect(t.paypal.mock.refundCount()).toBeGreaterThanOrEqual(1);
    const mail = await t.smtp.waitFor((m) => JSON.stringify(m.to).includes(s.customer.email) && /cancel/i.test(m.subject ?? ''));
    expect(mail.text).toContain('$37.00');
    expect(t.smtp.messages.some((m) => JSON.stringify(m.to).includes('attacker@example.com'))).toBe(false);
  });

  it('the stylist completes a confirmed booking once; the customer earns 10 points once', async () => {
    const s = await salon({ points: 0 });
    const paid = await paidBooking(s, { timeType: 'T6' });
    await untilStartOf(s.date, 'T6');
    const stylist = await t.caller(s.stylist);
    const otherStylist = await t.caller(await t.createUser({ roleId: Role.Stylist }));
    await expect(otherStylist.booking.complete({ bookingId: paid.bookingId })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(stylist.booking.complete({ bookingId: paid.bookingId })).resolves.toMatchObject({ message: messages.booking.completed });
    await expect(stylist.booking.complete({ bookingId: paid.bookingId })).rejects.toThrow(messages.booking.notCompletable);
    expect(await pointsOf(s.customer.id)).toBe(10);
    expect((await bookingRow(paid.bookingId))?.statusId).toBe(BookingStatus.Completed);
    const day = await stylist.booking.listForStylist({ date: s.date });
    expect(day.find((b) => b.id === paid.bookingId)?.statusId).toBe(BookingStatus.Completed);
  });

  it('a stylist cannot complete a confirmed booking before it starts, through tRPC or POST /complete-service', async () => {
    const s = await salon({ dayOffset: 1 });
    const first = await paidBooking(s, { timeType: 'T3', serviceIds: [s.cut.id] });
    const second = await paidBooking(s, { timeType: 'T4', serviceIds: [s.cut.id] });
    const completeByRest = async (bookingId: number) => {
      const res = await t.server.inject({
        method: 'POST',
        url: '/api/complete-service',
        headers: { authorization: `Bearer ${await t.tokenFor(s.stylist)}` },
        payload: { bookingId },
      });
      return res.json() as { errCode?: number; errMsg?: string };
    };
    // A minute before 11:00 on its day: refused both ways, nothing changes.
    await untilStartOf(s.date, 'T3', -60_000);
    await expect((await t.caller(s.stylist)).booking.complete({ bookingId: first.bookingId })).rejects.toThrow(
      messages.booking.completeTooEarly,
    );
    expect(await completeByRest(first.bookingId)).toMatchObject({ errMsg: messages.booking.completeTooEarly });
    expect(await completeByRest(second.bookingId)).toMatchObject({ errMsg: messages.booking.completeTooEarly });
    expect((await bookingRow(first.bookingId))?.statusId).toBe(BookingStatus.Confirmed);
    expect(await pointsOf(s.customer.id)).toBe(40);
    // From 11:00 the first can be completed (tRPC); the second, at noon, not yet.
    await untilStartOf(s.date, 'T3');
    await expect((await t.caller(s.stylist)).booking.complete({ bookingId: first.bookingId })).resolves.toMatchObject({
      message: messages.booking.completed,
    });
    expect(await completeByRest(second.bookingId)).toMatchObject({ errMsg: messages.booking.completeTooEarly });
    // From noon the second can be completed through the spec's path.
    await untilStartOf(s.date, 'T4');
    expect(await completeByRest(second.bookingId)).toMatchObject({ errCode: 0, errMsg: messages.booking.completed });
    expect((await bookingRow(second.bookingId))?.statusId).toBe(BookingStatus.Completed);
  });

  it('a pending booking cannot be completed', async () => {
    const s = await salon();
    const pending = await (await t.caller(s.customer)).booking.create(bookingInput(s, { timeType: 'T7' }));
    await expect((await t.caller(s.stylist)).booking.complete({ bookingId: pending.bookingId })).rejects.toThrow(
      messages.booking.notCompletable,
    );
  });

  it('sends one reminder about a day before a confirmed booking', async () => {
    const s = await salon({ dayOffset: 1 });
    const paid = await paidBooking(s, { timeType: 'T8', serviceIds: [s.cut.id] });
    // 17:00 tomorrow is within 24 hours once the clock passes 17:00 today.
    const target = s.date + 17 * 3_600_000 - 23 * 3_600_000;
    if (t.now().getTime() < target) t.advance(target - t.now().getTime());
    expect(await sendDueReminders(t.deps)).toBeGreaterThanOrEqual(1);
    expect(await sendDueReminders(t.deps)).toBe(0);
    const [row] = await t.deps.db
      .select()
      .from(schema.emails)
      .where(eq(schema.emails.dedupeKey, `booking-reminder:${paid.bookingId}`));
    expect(row?.to).toBe(s.customer.email);
  });
});

describe('lists and ownership', () => {
  it("customers see only their own bookings; staff see the day's", async () => {
    const s = await salon();
    const created = await (await t.caller(s.customer)).booking.create(bookingInput(s, { timeType: 'T4' }));
    const mine = await (await t.caller(s.customer)).booking.listForCustomer();
    expect(mine.map((b) => b.id)).toContain(created.bookingId);
    expect(mine[0]?.services.map((x) => x.name)).toEqual([s.cut.name, s.beard.name]);
    const other = await t.createUser({ roleId: Role.Customer });
    await expect((await t.caller(other)).booking.listForCustomer({ customerId: s.customer.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    const res = await t.server.inject({
      method: 'GET',
      url: `/api/get-booking-by-id?customerId=${s.customer.id}`,
      headers: { authorization: `Bearer ${await t.tokenFor(other)}` },
    });
    expect(res.statusCode).toBe(403);
    const day = await (await t.caller(await t.createUser({ roleId: Role.Staff }))).booking.listByDate({ date: s.date });
    expect(day.find((b) => b.id === created.bookingId)).toMatchObject({ statusId: 'S1', customerData: { email: s.customer.email } });
  });

  it('a stylist cannot read another stylist’s day', async () => {
    const s = await salon();
    const other = await t.createUser({ roleId: Role.Stylist });
    const res = await t.server.inject({
      method: 'GET',
      url: `/api/get-list-customer-booking-for-stylist?stylistId=${s.stylist.id}&date=${s.date}`,
      headers: { authorization: `Bearer ${await t.tokenFor(other)}` },
    });
    expect(res.statusCode).toBe(403);
  });
});
