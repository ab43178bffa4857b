import { schema } from '@hairsalon/db';
import { messages, Role, TIME_SLOT_IDS } from '@hairsalon/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, uniqueEmail } from '../../testing/test-app.js';
import { sendDueReminders } from '../booking/reminders.service.js';

/**
 * Time per location (issue 24, docs/decisions/021): a booking at a Sydney stylist is on Sydney's wall clock, on the
 * days its clocks change too (5 April 2026, 25 hours: 3:00 AEDT back to 2:00 AEST; 4 October 2026, 23 hours: 2:00
 * AEST on to 3:00 AEDT). Its slots, past slots, the 24-hour reschedule and reminder rules, its emails and .ics are
 * Sydney's; the first location (Ho Chi Minh City, UTC+7) is unchanged beside it.
 */
let t: TestApp;
let sydneyId: number;
let stylist: Awaited<ReturnType<TestApp['createUser']>>;
let customer: Awaited<ReturnType<TestApp['createUser']>>;
let admin: Awaited<ReturnType<TestApp['createUser']>>;
let serviceId: number;

/** The app's clock set to an instant (the test app's clock only moves by steps). */
const setClock = (instant: number) => t.advance(instant - t.now().getTime());
/** 03:00 UTC: the afternoon of the same calendar day in Sydney, what a booking form may send as the day. */
const dayOf = (isoDay: string) => Date.parse(`${isoDay}T03:00:00Z`);

beforeAll(async () => {
  // A database of its own: a second location makes every email name its zone, which other suites do not expect.
  t = await startTestApp({ isolated: true });
  setClock(Date.parse('2026-03-30T00:00:00Z'));
  const [sydney] = await t.deps.db
    .insert(schema.locations)
    .values({ name: 'Sydney', timeZone: 'Australia/Sydney' })
    .returning({ id: schema.locations.id });
  if (!sydney) throw new Error('location');
  sydneyId = sydney.id;
  stylist = await t.createUser({ roleId: Role.Stylist, firstName: 'Olivia', lastName: 'Smith', locationId: sydneyId });
  await t.deps.db.insert(schema.stylistProfiles).values({ userId: stylist.id, positionId: 'P1' });
  customer = await t.createUser({ roleId: Role.Customer, firstName: 'Mia', lastName: 'Jones', email: uniqueEmail('sydney') });
  admin = await t.createUser({ roleId: Role.Admin });
  const [cut] = await t.deps.db
    .insert(schema.services)
    .values({ name: 'Sydney cut', description: 'One hour', priceCents: 4000 })
    .returning();
  if (!cut) throw new Error('service');
  serviceId = cut.id;
  const asAdmin = await t.caller(admin);
  for (const day of ['2026-04-05', '2026-10-04'])
    await asAdmin.schedule.create({ stylistId: stylist.id, date: dayOf(day), timeTypes: [...TIME_SLOT_IDS] });
});
afterAll(async () => {
  await t?.close();
});

async function deskBook(day: string, timeType: string) {
  const asAdmin = await t.caller(admin);
  return asAdmin.booking.createAtDesk({
    source: 'phone',
    customerId: customer.id,
    fullName: 'Mia Jones',
    phone: '412345678',
    email: customer.email,
    stylistId: stylist.id,
    date: dayOf(day),
    timeType,
    serviceIds: [serviceId],
  });
}

async function viewOf(bookingId: number, day: string) {
  const asAdmin = await t.caller(admin);
  const list = await asAdmin.booking.listByDate({ date: dayOf(day), locationId: sydneyId });
  const view = list.find((b) => b.id === bookingId);
  if (!view) throw new Error(`booking ${bookingId} not listed at Sydney`);
  return view;
}

async function emailOf(bookingId: number, kind: string) {
  const [row] = await t.deps.db
    .select()
    .from(schema.emails)
    .where(and(eq(schema.emails.kind, kind), eq(schema.emails.dedupeKey, `${kind}:${bookingId}`)));
  return row;
}

describe('a booking at the Sydney location on the days its clocks change', () => {
  it('5 April 2026 (25 hours): 9:00 and 17:00 AEST are 23:00 and 07:00 UTC; the row keeps the Sydney day; the email and .ics say AEST', async () => {
    setClock(Date.parse('2026-03-30T00:00:00Z'));
    const first = await deskBook('2026-04-05', 'T1');
    const last = await deskBook('2026-04-05', 'T8');
    const [row] = await t.deps.db.select().from(schema.bookings).where(eq(schema.bookings.id, first.bookingId));
    expect(row?.day).toBe('2026-04-05');
    expect(row?.timeString).toBe('9:00 AM - Sunday, 5 April 2026');

    const morning = await viewOf(first.bookingId, '2026-04-05');
    expect(morning.timeZone).toBe('Australia/Sydney');
    expect(morning.startMs).toBe(Date.parse('2026-04-04T23:00:00Z'));
    // Sydney's midnight that day was still daylight time (UTC+11).
    expect(morning.dateMs).toBe(Date.parse('2026-04-04T13:00:00Z'));
    expect((await viewOf(last.bookingId, '2026-04-05')).startMs).toBe(Date.parse('2026-04-05T07:00:00Z'));

    const mail = await emailOf(first.bookingId, 'booking-confirmed');
    expect(mail?.subject).toContain('05-04-2026');
    expect(mail?.text).toContain('9:00 AM (AEST)');
    const ics = mail?.attachments[0]?.content ?? '';
    expect(ics).toContain('DTSTART:20260404T230000Z');
    expect(ics).toContain('DTEND:20260405T000000Z');
    expect(ics.replace(/\r\n /g, '')).toContain('09:00 (AEST) Australia/Sydney');
  });

  it('4 October 2026 (23 hours): 9:00 AEDT is 22:00 UTC the day before; the email says AEDT', async () => {
    setClock(Date.parse('2026-09-28T00:00:00Z'));
    const booked = await deskBook('2026-10-04', 'T1');
    const view = await viewOf(booked.bookingId, '2026-10-04');
    expect(view.day).toBe('2026-10-04');
    expect(view.startMs).toBe(Date.parse('2026-10-03T22:00:00Z'));
    // Sydney's midnight that day was still standard time (UTC+10).
    expect(view.dateMs).toBe(Date.parse('2026-10-03T14:00:00Z'));
    const mail = await emailOf(booked.bookingId, 'booking-confirmed');
    expect(mail?.text).toContain('9:00 AM (AEDT)');
    expect(mail?.attachments[0]?.content).toContain('DTSTART:20261003T220000Z');
  });

  it('past slots are those before Sydney’s clock: at 11:30 AEDT on 4 October the first start left is 1:00 PM', async () => {
    // 00:30 UTC: 11:30 in Sydney, 7:30 in Ho Chi Minh City (where no slot of the day would be past yet).
    setClock(Date.parse('2026-10-04T00:30:00Z'));
    const anyone = await t.caller();
    const { starts } = await anyone.booking.freeStarts({ stylistId: stylist.id, date: dayOf('2026-10-04'), serviceIds: [serviceId] });
    expect(starts[0]).toBe('T4');
    expect(starts).not.toContain('T3');
    await expect(deskBook('2026-10-04', 'T3')).rejects.toThrow(messages.booking.slotPast);
  });

  it('"today" is Sydney’s: at 01:30 AEDT on 5 October (still 4 October in Ho Chi Minh City) the stylist’s day is the 5th', async () => {
    setClock(Date.parse('2026-10-04T14:30:00Z'));
    const asStylist = await t.caller(stylist);
    const today = await asStylist.booking.listForStylist({});
    expect(today).toEqual([]);
    setClock(Date.parse('2026-10-04T12:30:00Z'));
    // 23:30 AEDT on the 4th: the day's bookings are still today's.
    const fourth = await (await t.caller(stylist)).booking.listForStylist({});
    expect(fourth.map((b) => b.day)).toContain('2026-10-04');
  });
});

describe('the 24-hour rules on Sydney’s clock', () => {
  it('a customer may move a booking up to 24 hours before it starts in Sydney, not by Ho Chi Minh City’s clock', async () => {
    setClock(Date.parse('2026-03-30T00:00:00Z'));
    const booked = await deskBook('2026-04-05', 'T2'); // 10:00 AEST = 00:00 UTC on 5 April
    const target = { bookingId: booked.bookingId, stylistId: stylist.id, date: dayOf('2026-04-05') };
    // 23.5 hours before Sydney's 10:00 (26.5 hours before 10:00 in Ho Chi Minh City): too late.
    setClock(Date.parse('2026-04-04T00:30:00Z'));
    await expect((await t.caller(customer)).booking.rescheduleOptions(target)).rejects.toThrow(messages.booking.rescheduleTooLate(24));
    // 24.5 hours before: allowed.
    setClock(Date.parse('2026-04-03T23:30:00Z'));
    const { starts } = await (await t.caller(customer)).booking.rescheduleOptions(target);
    expect(starts).toContain('T3');
  });

  it('the reminder goes out within 24 hours of the Sydney start (across the clock change), once', async () => {
    setClock(Date.parse('2026-09-28T00:00:00Z'));
    const booked = await deskBook('2026-10-04', 'T5'); // 14:00 AEDT = 03:00 UTC on 4 October
    // 24.5 hours before: not yet.
    setClock(Date.parse('2026-10-03T02:30:00Z'));
    await sendDueReminders(t.deps);
    expect(await emailOf(booked.bookingId, 'booking-reminder')).toBeUndefined();
    // 23.5 hours before (in Ho Chi Minh City 14:00 would still be 30.5 hours away).
    setClock(Date.parse('2026-10-03T03:30:00Z'));
    await sendDueReminders(t.deps);
    const reminder = await emailOf(booked.bookingId, 'booking-reminder');
    expect(reminder?.text).toContain('2:00 PM (AEDT)');
    expect(reminder?.text).toContain('04-10-2026');
  });
});

describe('the first location beside it', () => {
  it('keeps Ho Chi Minh City’s clock and its own stylists', async () => {
    setClock(Date.parse('2026-09-28T00:00:00Z'));
    const home = await t.createUser({ roleId: Role.Stylist, firstName: 'Lan', lastName: 'Tran' });
    await t.deps.db.insert(schema.stylistProfiles).values({ userId: home.id, positionId: 'P1' });
    const asAdmin = await t.caller(admin);
    await asAdmin.schedule.create({ stylistId: home.id, date: dayOf('2026-10-04'), timeTypes: ['T1'] });
    const booked = await asAdmin.booking.createAtDesk({
      source: 'walk-in',
      fullName: 'Walk In',
      phone: '912345678',
      stylistId: home.id,
      date: dayOf('2026-10-04'),
      timeType: 'T1',
      serviceIds: [serviceId],
    });
    const [view] = await asAdmin.booking.listByDate({ date: dayOf('2026-10-04') });
    expect(view).toMatchObject({ id: booked.bookingId, timeZone: 'Asia/Ho_Chi_Minh', startMs: Date.parse('2026-10-04T02:00:00Z') });
    const names = (await asAdmin.stylist.list()).map((s) => s.id);
    expect(names).toContain(home.id);
    expect(names).not.toContain(stylist.id);
  });
});

describe('a waitlist email at the Sydney location', () => {
  it('links to the booking form at Sydney, where its stylist works', async () => {
    setClock(Date.parse('2026-09-28T00:00:00Z'));
    const booked = await deskBook('2026-10-04', 'T6');
    await t.deps.db.insert(schema.waitlistEntries).values({
      customerId: customer.id,
      stylistId: stylist.id,
      day: '2026-10-04',
      serviceIds: [serviceId],
      locationId: sydneyId,
    });
    await (await t.caller(admin)).booking.cancelByStaff({ bookingId: booked.bookingId });
    const mails = await t.deps.db
      .select()
      .from(schema.emails)
      .where(and(eq(schema.emails.kind, 'waitlist-freed'), eq(schema.emails.to, customer.email)));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`/booking?stylistId=${stylist.id}&`);
    expect(mails[0]?.text).toContain(`&location=${sydneyId}`);
  });
});
