import { schema } from '@hairsalon/db';
import {
  addSalonDays,
  BookingStatus,
  formatSalonLongDate,
  messages,
  Role,
  SLOT_MINUTES,
  salonDayKey,
  salonToday,
  slotStartMs,
  timeSlotById,
} from '@hairsalon/shared';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { stylistWithSlots } from '../../testing/booking-fixtures.js';
import { startTestAppForFile, type TestApp, uniqueEmail } from '../../testing/test-app.js';
import { trpcTestClient } from '../../testing/trpc-client.js';

/**
 * Moving a booking, at its edges: who may (an admin as staff may; a booking that does not exist), when (exactly the
 * policy's 24 hours before; a past day or a slot already begun), where (the same time with another stylist or on
 * another day is a move, the very same time is not; the buffer hour in time off), and what people get from it (the
 * booking's time text, the stylists' and customer's emails naming who had it before, the waitlist of the freed range).
 */
const t = startTestAppForFile();
let admin: Awaited<ReturnType<TestApp['createUser']>>;
beforeAll(async () => {
  admin = await t.createUser({ roleId: Role.Admin });
});

const HOUR = 3_600_000;
/** The app's clock set to an instant (it only moves forward). */
const advanceTo = (instant: number) => t.advance(instant - t.now().getTime());
const dayFromToday = (n: number) => addSalonDays(salonToday(t.now().getTime()), n);

/** A stylist with every slot open on each of the given days (the slots listed, or the whole day). */
const stylistOn = (dates: number[], name: { firstName: string; lastName: string }, timeTypes?: readonly string[]) =>
  stylistWithSlots(t, dates, { user: name, timeTypes });

async function oneHourCut() {
  return (await t.createCutAndColor()).cut;
}

/** A phone booking at the desk for a known customer: confirmed at once, the customer's own. */
async function deskBooking(input: { customerId: number; stylistId: number; date: number; timeType: string; serviceIds: number[] }) {
  return (await t.caller(admin)).booking.createAtDesk({ source: 'phone', fullName: 'An Vo', phone: '912345678', ...input });
}

const bookingRow = async (id: number) => (await t.deps.db.select().from(schema.bookings).where(eq(schema.bookings.id, id)))[0];

const rescheduledMails = async (bookingId: number) =>
  (await t.deps.db.select().from(schema.emails).where(eq(schema.emails.kind, 'booking-rescheduled'))).filter((m) =>
    m.dedupeKey?.startsWith(`booking-rescheduled:${bookingId}:`),
  );

describe('who may move a booking', () => {
  it('moving a booking that does not exist answers “not found”', async () => {
    const customer = await t.caller(await t.createUser({ roleId: Role.Customer }));
    const stylist = await stylistOn([dayFromToday(3)], { firstName: 'Ha', lastName: 'Do' });
    await expect(
      customer.booking.reschedule({ bookingId: 2_000_000_000, stylistId: stylist.id, date: dayFromToday(3), timeType: 'T2' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: messages.booking.notFound });
  });

  it('a customer may move a booking exactly 24 hours before it starts; within them only staff or an admin may', async () => {
    const date = dayFromToday(3);
    const minh = await stylistOn([date], { firstName: 'Minh', lastName: 'Le' });
    const lan = await stylistOn([date], { firstName: 'Lan', lastName: 'Tran' });
    const cut = await oneHourCut();
    const owner = await t.createUser({ roleId: Role.Customer });
    const first = await deskBooking({ customerId: owner.id, stylistId: minh.id, date, timeType: 'T1', serviceIds: [cut.id] });
    const second = await deskBooking({ customerId: owner.id, stylistId: lan.id, date, timeType: 'T1', serviceIds: [cut.id] });
    const startsAt = slotStartMs(date, timeSlotById('T1') ?? { startMinutes: 0 });

    advanceTo(startsAt - 24 * HOUR);
    const customer = await t.caller(owner);
    await expect(
      customer.booking.reschedule({ bookingId: first.bookingId, stylistId: minh.id, date, timeType: 'T5' }),
    ).resolves.toMatchObject({ message: messages.booking.rescheduled });
    expect(await bookingRow(first.bookingId)).toMatchObject({ timeType: 'T5' });

    advanceTo(startsAt - 23 * HOUR);
    const move = { bookingId: second.bookingId, stylistId: lan.id, date, timeType: 'T5' };
    await expect((await t.caller(owner)).booking.reschedule(move)).rejects.toThrow(messages.booking.rescheduleTooLate(24));
    await expect((await t.caller(admin)).booking.reschedule(move)).resolves.toMatchObject({
      statusId: BookingStatus.Confirmed,
      message: messages.booking.rescheduled,
    });
    expect(await bookingRow(second.bookingId)).toMatchObject({ stylistId: lan.id, timeType: 'T5' });
  });
});

describe('where a booking may move', () => {
  it('the very same time is refused; the same time with another stylist, or on another day, is a move', async () => {
    const date = dayFromToday(4);
    const nextDay = addSalonDays(date, 1);
    const minh = await stylistOn([date], { firstName: 'Minh', lastName: 'Le' });
    const lan = await stylistOn([date, nextDay], { firstName: 'Lan', lastName: 'Tran' });
    const cut = await oneHourCut();
    const owner = await t.createUser({ roleId: Role.Customer });
    const booked = await deskBooking({ customerId: owner.id, stylistId: minh.id, date, timeType: 'T1', serviceIds: [cut.id] });
    const customer = await t.caller(owner);

    await expect(
      customer.booking.reschedule({ bookingId: booked.bookingId, stylistId: minh.id, date, timeType: 'T1' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: messages.booking.sameTime });
    expect(await rescheduledMails(booked.bookingId)).toEqual([]);

    await customer.booking.reschedule({ bookingId: booked.bookingId, stylistId: lan.id, date, timeType: 'T1' });
    expect(await bookingRow(booked.bookingId)).toMatchObject({ stylistId: lan.id, day: salonDayKey(date), timeType: 'T1' });

    await customer.booking.reschedule({ bookingId: booked.bookingId, stylistId: lan.id, date: nextDay, timeType: 'T1' });
    expect(await bookingRow(booked.bookingId)).toMatchObject({ stylistId: lan.id, day: salonDayKey(nextDay), timeType: 'T1' });
  });

  it('a past day is refused as such, under the date field', async () => {
    const date = dayFromToday(3);
    const minh = await stylistOn([date], { firstName: 'Minh', lastName: 'Le' });
    const cut = await oneHourCut();
    const owner = await t.createUser({ roleId: Role.Customer });
    const booked = await deskBooking({ customerId: owner.id, stylistId: minh.id, date, timeType: 'T1', serviceIds: [cut.id] });
    const api = trpcTestClient(t.server, { token: await t.tokenFor(owner) });

    const refused = await api.answer(
      api.client.booking.reschedule.mutate({ bookingId: booked.bookingId, stylistId: minh.id, date: dayFromToday(-1), timeType: 'T5' }),
    );
    expect(refused.status).toBe(400);
    expect(refused.error?.shape).toMatchObject({
      message: messages.booking.dateInPast,
      data: { fieldErrors: { date: messages.booking.dateInPast } },
    });
    expect(await bookingRow(booked.bookingId)).toMatchObject({ day: salonDayKey(date), timeType: 'T1' });
  });

  it('a slot of today that has begun is refused under the time field; a later one of the same day is not', async () => {
    const tomorrow = dayFromToday(1);
    const later = dayFromToday(3);
    const minh = await stylistOn([tomorrow, later], { firstName: 'Minh', lastName: 'Le' });
    const cut = await oneHourCut();
    const owner = await t.createUser({ roleId: Role.Customer });
    const booked = await deskBooking({ customerId: owner.id, stylistId: minh.id, date: later, timeType: 'T1', serviceIds: [cut.id] });
    const staffUser = await t.createUser({ roleId: Role.Staff });
    // 10:30 AM at the salon: the 10:00 AM slot has begun, the 11:00 AM one has not.
    advanceTo(tomorrow + 10 * HOUR + 30 * 60_000);
    const api = trpcTestClient(t.server, { token: await t.tokenFor(staffUser) });

    const refused = await api.answer(
      api.client.booking.reschedule.mutate({ bookingId: booked.bookingId, stylistId: minh.id, date: tomorrow, timeType: 'T2' }),
    );
    expect(refused.status).toBe(400);
    expect(refused.error?.shape).toMatchObject({
      message: messages.booking.slotPast,
      data: { fieldErrors: { timeType: messages.booking.slotPast } },
    });
    expect(await bookingRow(booked.bookingId)).toMatchObject({ day: salonDayKey(later), timeType: 'T1' });

    const moved = await api.answer(
      api.client.booking.reschedule.mutate({ bookingId: booked.bookingId, stylistId: minh.id, date: tomorrow, timeType: 'T3' }),
    );
    expect(moved.data).toMatchObject({ message: messages.booking.rescheduled });
    expect(await bookingRow(booked.bookingId)).toMatchObject({ day: salonDayKey(tomorrow), timeType: 'T3' });
  });

  it('refuses a move whose clean-up buffer falls in the stylist’s time off', async () => {
    const date = dayFromToday(3);
    const minh = await stylistOn([date], { firstName: 'Minh', lastName: 'Le' });
    const lan = await stylistOn([date], { firstName: 'Lan', lastName: 'Tran' });
    const [withBuffer] = await t.deps.db
      .insert(schema.services)
      .values({
        name: `Perm ${Math.random()}`,
        description: 'One hour and an hour to clean up',
        priceCents: 4000,
        bufferMinutes: SLOT_MINUTES,
      })
      .returning();
    if (!withBuffer) throw new Error('service');
    const owner = await t.createUser({ roleId: Role.Customer });
    const booked = await deskBooking({ customerId: owner.id, stylistId: minh.id, date, timeType: 'T1', serviceIds: [withBuffer.id] });
    const staff = await t.caller(await t.createUser({ roleId: Role.Staff }));
    // Lan is off 3:00 PM–4:00 PM: a 2:00 PM start would leave its buffer hour in it.
    await staff.timeOff.create({ stylistId: lan.id, startDay: date, endDay: date, startTime: '15:00', endTime: '16:00', reason: '' });

    await expect(
      (await t.caller(owner)).booking.reschedule({ bookingId: booked.bookingId, stylistId: lan.id, date, timeType: 'T5' }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: messages.frontDesk.stylistOff });
    expect(await bookingRow(booked.bookingId)).toMatchObject({ stylistId: minh.id, timeType: 'T1' });
  });
});

describe('what a move tells people', () => {
  it('the booking’s time text names the new time, and every email says who had it before', async () => {
    const date = dayFromToday(3);
    const minh = await stylistOn([date], { firstName: 'Minh', lastName: 'Le' });
    const lan = await stylistOn([date], { firstName: 'Lan', lastName: 'Tran' });
    const cut = await oneHourCut();
    const owner = await t.createUser({ roleId: Role.Customer, firstName: 'An', lastName: 'Vo' });
    const booked = await deskBooking({ customerId: owner.id, stylistId: minh.id, date, timeType: 'T1', serviceIds: [cut.id] });
    const customer = await t.caller(owner);

    await customer.booking.reschedule({ bookingId: booked.bookingId, stylistId: lan.id, date, timeType: 'T5' });

    const listed = (await customer.booking.listForCustomer()).find((b) => b.id === booked.bookingId);
    expect(listed?.timeString).toBe(`2:00 PM - ${formatSalonLongDate(date)}`);
    const mails = await rescheduledMails(booked.bookingId);
    expect(mails.map((m) => m.to).sort()).toEqual([owner.email, minh.email, lan.email].sort());
    for (const mail of mails) expect(mail.text).toMatch(/Was: .* at 9:00 AM with Minh Le\n/);
    expect(mails.find((m) => m.to === lan.email)?.text).toContain('Hello Lan Tran,');
    expect(mails.find((m) => m.to === minh.email)?.text).toContain('Hello Minh Le,');
  });

  it('whoever waits for the freed range is told it is free', async () => {
    const date = dayFromToday(3);
    // Minh works only at 9:00 AM that day, so once it is booked the day is full for a one-hour cut.
    const minh = await stylistOn([date], { firstName: 'Minh', lastName: 'Le' }, ['T1']);
    const lan = await stylistOn([date], { firstName: 'Lan', lastName: 'Tran' });
    const cut = await oneHourCut();
    const owner = await t.createUser({ roleId: Role.Customer });
    const booked = await deskBooking({ customerId: owner.id, stylistId: minh.id, date, timeType: 'T1', serviceIds: [cut.id] });
    const waiting = await t.createUser({ roleId: Role.Customer, firstName: 'Waiting', email: uniqueEmail('waiting') });
    await (await t.caller(waiting)).waitlist.join({ date, stylistId: minh.id, serviceIds: [cut.id] });
    const freedMails = () =>
      t.deps.db
        .select()
        .from(schema.emails)
        .where(and(eq(schema.emails.to, waiting.email), like(schema.emails.kind, 'waitlist-freed')));
    expect(await freedMails()).toEqual([]);

    await (await t.caller(owner)).booking.reschedule({ bookingId: booked.bookingId, stylistId: lan.id, date, timeType: 'T1' });

    const [freed] = await freedMails();
    expect(freed?.text).toContain('Minh Le');
    expect(freed?.text).toContain('9:00 AM');
  });
});
