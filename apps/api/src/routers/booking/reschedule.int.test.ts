import { schema } from '@hairsalon/db';
import { addSalonDays, BookingStatus, formatSalonDate, messages, Role, salonDayKey, salonToday, TIME_SLOTS } from '@hairsalon/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, uniqueEmail } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { UNPAID_HOLDS_MAX: '50', BOOKING_RATE_LIMIT_PER_MINUTE: '1000' } });
});
afterAll(async () => {
  await t?.close();
});

async function stylistWithDay(date: number, firstName: string) {
  const stylist = await t.createUser({ roleId: Role.Stylist, firstName, lastName: 'Stylist', email: uniqueEmail(firstName.toLowerCase()) });
  await t.deps.db.insert(schema.stylistProfiles).values({ userId: stylist.id, positionId: 'P1' });
  await t.deps.db
    .insert(schema.scheduleSlots)
    .values(TIME_SLOTS.map((slot) => ({ stylistId: stylist.id, day: salonDayKey(date), timeType: slot.keyMap })));
  return stylist;
}

/** Two stylists with a day open three days ahead, a one-hour and a two-hour service, a customer with points. */
async function salon(dayOffset = 3) {
  const date = addSalonDays(salonToday(t.now().getTime()), dayOffset);
  const minh = await stylistWithDay(date, 'Minh');
  const lan = await stylistWithDay(date, 'Lan');
  const { cut, color } = await t.createCutAndColor();
  const customer = await t.createUser({ roleId: Role.Customer, points: 40, firstName: 'An', lastName: 'Vo' });
  return { date, minh, lan, cut, color, customer };
}
type Salon = Awaited<ReturnType<typeof salon>>;

let ip = 0;
async function book(
  s: Salon,
  who: { id: number; roleId: string; email: string } | null,
  stylistId: number,
  timeType: string,
  serviceIds: number[],
  pointsToUse = 0,
) {
  ip++;
  return (await t.caller(who ?? undefined, `203.0.113.${ip % 250}`)).booking.create({
    phone: String(920_000_000 + ip),
    fullName: 'An Vo',
    email: who?.email ?? uniqueEmail('guest'),
    stylistId,
    date: s.date,
    timeType,
    serviceIds,
    pointsToUse,
  });
}

async function paid(s: Salon, stylistId: number, timeType: string, serviceIds: number[], pointsToUse = 0) {
  const created = await book(s, s.customer, stylistId, timeType, serviceIds, pointsToUse);
  const orderId = t.paypal.orderIdOf(created.approvalUrl);
  t.paypal.mock.approve(orderId);
  await (await t.caller()).payment.verify({ token: orderId, paymentId: created.paymentId, payerId: 'PAYER1', stylistId });
  return created;
}

async function activeSlots(stylistId: number) {
  const rows = await t.deps.db
    .select({ timeType: schema.bookingSlots.timeType })
    .from(schema.bookingSlots)
    .where(and(eq(schema.bookingSlots.stylistId, stylistId), eq(schema.bookingSlots.active, true)))
    .orderBy(schema.bookingSlots.timeType);
  return rows.map((r) => r.timeType);
}

const bookingRow = async (id: number) => (await t.deps.db.select().from(schema.bookings).where(eq(schema.bookings.id, id)))[0];

describe('reschedule', () => {
  it('a customer moves a paid booking to another stylist: one transaction, payment and points carried, both sides emailed with the new .ics', async () => {
    const s = await salon();
    // Lan reads Vietnamese (issue 13): her copy is in it; the customer's follows the booking's language (English).
    await t.deps.db.update(schema.users).set({ language: 'vi' }).where(eq(schema.users.id, s.lan.id));
    const created = await paid(s, s.minh.id, 'T1', [s.color.id], 10);
    const before = await bookingRow(created.bookingId);
    const customer = await t.caller(s.customer);
    expect(
      (await customer.booking.rescheduleOptions({ bookingId: created.bookingId, stylistId: s.lan.id, date: s.date })).starts,
    ).toContain('T5');
    const result = await customer.booking.reschedule({ bookingId: created.bookingId, stylistId: s.lan.id, date: s.date, timeType: 'T5' });
    expect(result).toMatchObject({ statusId: BookingStatus.Confirmed, message: messages.booking.rescheduled });

    expect(await activeSlots(s.minh.id)).toEqual([]);
    expect(await activeSlots(s.lan.id)).toEqual(['T5', 'T6']);
    const after = await bookingRow(created.bookingId);
    expect(after).toMatchObject({ stylistId: s.lan.id, timeType: 'T5', statusId: 'S2', amountCents: before?.amountCents, pointsUsed: 10 });
    const [payment] = await t.deps.db.select().from(schema.payments).where(eq(schema.payments.bookingId, created.bookingId));
    expect(payment).toMatchObject({ status: 'captured', refundedCents: 0 });
    const [points] = await t.deps.db.select({ points: schema.users.points }).from(schema.users).where(eq(schema.users.id, s.customer.id));
    expect(points?.points).toBe(30);

    const mails = await t.deps.db.select().from(schema.emails).where(eq(schema.emails.kind, 'booking-rescheduled'));
    const mine = mails.filter((m) => m.dedupeKey?.startsWith(`booking-rescheduled:${created.bookingId}:`));
    expect(mine.map((m) => m.to).sort()).toEqual([s.customer.email, s.lan.email, s.minh.email].sort());
    const lanMail = mine.find((m) => m.to === s.lan.email);
    expect(lanMail?.subject).toBe(`Lịch hẹn #${created.bookingId} đã được dời sang 14:00 ngày ${formatSalonDate(s.date)}`);
    expect(lanMail?.text).toMatch(/Trước đây: 09:00, .* với /);
    expect(mine.find((m) => m.to === s.customer.email)?.subject).toBe(
      `Booking #${created.bookingId} moved to ${formatSalonDate(s.date)} at 2:00 PM`,
    );
    for (const mail of mine) {
      expect(mail.attachments[0]?.content).toContain(`UID:booking-${created.bookingId}@hairsalon`);
      // 2:00 PM salon time is 07:00 UTC, for two hours.
      expect(mail.attachments[0]?.content).toMatch(/DTSTART:\d{8}T070000Z[\s\S]*DTEND:\d{8}T090000Z/);
    }
  });

  it('a move may overlap the booking’s own range; a taken range is refused and nothing changes', async () => {
    const s = await salon();
    const mine = await book(s, s.customer, s.minh.id, 'T1', [s.color.id]);
    await book(s, null, s.minh.id, 'T4', [s.cut.id]);
    const customer = await t.caller(s.customer);
    const options = await customer.booking.rescheduleOptions({ bookingId: mine.bookingId, stylistId: s.minh.id, date: s.date });
    expect(options.starts).toEqual(['T1', 'T2', 'T5', 'T6', 'T7']);
    await expect(
      customer.booking.reschedule({ bookingId: mine.bookingId, stylistId: s.minh.id, date: s.date, timeType: 'T3' }),
    ).rejects.toThrow(messages.booking.rangeTaken);
    await expect(
      customer.booking.reschedule({ bookingId: mine.bookingId, stylistId: s.minh.id, date: s.date, timeType: 'T4' }),
    ).rejects.toThrow(messages.booking.slotTaken);
    expect(await activeSlots(s.minh.id)).toEqual(['T1', 'T2', 'T4']);
    await customer.booking.reschedule({ bookingId: mine.bookingId, stylistId: s.minh.id, date: s.date, timeType: 'T2' });
    expect(await activeSlots(s.minh.id)).toEqual(['T2', 'T3', 'T4']);
  });

  it('customers move only their own active bookings, and not within 24 hours of the start; staff may', async () => {
    const s = await salon(1);
    // The clock sits just inside 24 hours before tomorrow 9:00, and the booking is made then (made earlier, its
    // unpaid hold could run out while the clock moves on, whatever the time of day the test runs at).
    const target = s.date + 9 * 3_600_000 - 23 * 3_600_000;
    if (t.now().getTime() < target) t.advance(target - t.now().getTime());
    const soon = await book(s, s.customer, s.minh.id, 'T1', [s.cut.id]);
    const customer = await t.caller(s.customer);
    await expect(
      customer.booking.reschedule({ bookingId: soon.bookingId, stylistId: s.minh.id, date: s.date, timeType: 'T7' }),
    ).rejects.toThrow(messages.booking.rescheduleTooLate(24));
    const other = await t.caller(await t.createUser({ roleId: Role.Customer }));
    await expect(
      other.booking.reschedule({ bookingId: soon.bookingId, stylistId: s.minh.id, date: s.date, timeType: 'T7' }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(
      (await t.caller(s.minh)).booking.reschedule({ bookingId: soon.bookingId, stylistId: s.minh.id, date: s.date, timeType: 'T7' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const staff = await t.caller(await t.createUser({ roleId: Role.Staff }));
    await expect(
      staff.booking.reschedule({ bookingId: soon.bookingId, stylistId: s.minh.id, date: s.date, timeType: 'T7' }),
    ).resolves.toMatchObject({
      message: messages.booking.rescheduled,
    });
    await customer.booking.cancelByCustomer({ bookingId: soon.bookingId });
    await expect(
      staff.booking.reschedule({ bookingId: soon.bookingId, stylistId: s.minh.id, date: s.date, timeType: 'T8' }),
    ).rejects.toThrow(messages.booking.notReschedulable);
  });

  it('refuses a move into the target stylist’s time off, for every hour the booking covers, and nothing changes', async () => {
    const s = await salon();
    const staffUser = await t.createUser({ roleId: Role.Staff });
    const staff = await t.caller(staffUser);
    const created = await book(s, s.customer, s.minh.id, 'T1', [s.color.id]);
    const before = await bookingRow(created.bookingId);
    // Lan is off 3:00 PM–4:00 PM: a two-hour booking may not start at 3:00 PM, nor at 2:00 PM (its second hour).
    await staff.timeOff.create({ stylistId: s.lan.id, startDay: s.date, endDay: s.date, startTime: '15:00', endTime: '16:00', reason: '' });
    for (const timeType of ['T6', 'T5']) {
      for (const who of [staff, await t.caller(s.customer)]) {
        await expect(
          who.booking.reschedule({ bookingId: created.bookingId, stylistId: s.lan.id, date: s.date, timeType }),
        ).rejects.toMatchObject({ code: 'CONFLICT', message: messages.frontDesk.stylistOff });
      }
    }
    expect(await bookingRow(created.bookingId)).toEqual(before);
    expect(await activeSlots(s.minh.id)).toEqual(['T1', 'T2']);
    expect(await activeSlots(s.lan.id)).toEqual([]);
    const mails = await t.deps.db.select().from(schema.emails).where(eq(schema.emails.kind, 'booking-rescheduled'));
    expect(mails.filter((m) => m.dedupeKey?.startsWith(`booking-rescheduled:${created.bookingId}:`))).toEqual([]);
    // After the time off, the move goes through.
    await staff.booking.reschedule({ bookingId: created.bookingId, stylistId: s.lan.id, date: s.date, timeType: 'T7' });
    expect(await activeSlots(s.lan.id)).toEqual(['T7', 'T8']);
  });

  it('lets exactly one of concurrent moves and bookings into overlapping ranges win', async () => {
    const s = await salon();
    const staff = await t.caller(await t.createUser({ roleId: Role.Staff }));
    const moving = await Promise.all([1, 2, 3, 4].map((i) => book(s, null, s.lan.id, `T${i}`, [s.cut.id])));
    // Four bookings move to Minh's 3:00 PM while two new bookings try to take ranges covering it.
    const outcomes = await Promise.allSettled([
      ...moving.map((m) => staff.booking.reschedule({ bookingId: m.bookingId, stylistId: s.minh.id, date: s.date, timeType: 'T6' })),
      book(s, null, s.minh.id, 'T5', [s.color.id]),
      book(s, null, s.minh.id, 'T6', [s.cut.id]),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect((await activeSlots(s.minh.id)).filter((x) => x === 'T6')).toHaveLength(1);
    // A move that lost kept its old slot: Lan still has every booking that did not move.
    const moved = outcomes.slice(0, 4).filter((o) => o.status === 'fulfilled').length;
    expect(await activeSlots(s.lan.id)).toHaveLength(4 - moved);
  });
});
