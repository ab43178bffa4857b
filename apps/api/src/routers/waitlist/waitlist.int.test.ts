import { schema } from '@hairsalon/db';
import { addSalonDays, messages, Role, salonDayKey, salonToday, TIME_SLOTS } from '@hairsalon/shared';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, uniqueEmail } from '../../testing/test-app.js';
import { expireOverdueBookings } from '../booking/cancel.service.js';

let t: TestApp;
/** Location 1: the salon migration 0017 made, where the suites' stylists work. */
const FIRST_LOCATION = 1;
beforeAll(async () => {
  t = await startTestApp({ env: { UNPAID_HOLDS_MAX: '50', BOOKING_RATE_LIMIT_PER_MINUTE: '1000' } });
});
afterAll(async () => {
  await t?.close();
});

/** A stylist with only the morning open (9, 10, 11) three days ahead, a one-hour and a two-hour service. */
async function salon() {
  const date = addSalonDays(salonToday(t.now().getTime()), 3);
  const stylist = await t.createUser({ roleId: Role.Stylist, firstName: 'Lan', lastName: 'Tran' });
  await t.deps.db.insert(schema.stylistProfiles).values({ userId: stylist.id, positionId: 'P1' });
  await t.deps.db
    .insert(schema.scheduleSlots)
    .values(TIME_SLOTS.slice(0, 3).map((slot) => ({ stylistId: stylist.id, day: salonDayKey(date), timeType: slot.keyMap })));
  const { cut, color } = await t.createCutAndColor();
  return { date, stylist, cut, color };
}
type Salon = Awaited<ReturnType<typeof salon>>;

let ip = 0;
async function book(s: Salon, timeType: string, serviceIds: number[], who?: { id: number; roleId: string; email: string }) {
  ip++;
  return (await t.caller(who, `192.0.2.${ip % 250}`)).booking.create({
    phone: String(930_000_000 + ip),
    fullName: 'Someone',
    email: who?.email ?? uniqueEmail('guest'),
    stylistId: s.stylist.id,
    date: s.date,
    timeType,
    serviceIds,
    pointsToUse: 0,
  });
}

const customer = () => t.createUser({ roleId: Role.Customer, firstName: 'Waiting' });
const freedMailsTo = (email: string) =>
  t.deps.db
    .select()
    .from(schema.emails)
    .where(and(eq(schema.emails.to, email), like(schema.emails.kind, 'waitlist-freed')));

describe('waitlist', () => {
  it('a customer joins only a day with no free start for their services, once, and sees and leaves the entry', async () => {
    const s = await salon();
    const me = await customer();
    const caller = await t.caller(me);
    await expect(caller.waitlist.join({ date: s.date, stylistId: s.stylist.id, serviceIds: [s.cut.id] })).rejects.toThrow(
      messages.waitlist.startsAvailable,
    );
    await book(s, 'T1', [s.cut.id]);
    await book(s, 'T3', [s.cut.id]);
    // One hour is still free at 10:00, two hours are not.
    await expect(caller.waitlist.join({ date: s.date, stylistId: s.stylist.id, serviceIds: [s.cut.id] })).rejects.toThrow(
      messages.waitlist.startsAvailable,
    );
    const joined = await caller.waitlist.join({ date: s.date, stylistId: s.stylist.id, serviceIds: [s.color.id] });
    expect(joined.message).toBe(messages.waitlist.joined);
    await expect(caller.waitlist.join({ date: s.date, stylistId: s.stylist.id, serviceIds: [s.color.id] })).rejects.toThrow(
      messages.waitlist.alreadyWaiting,
    );
    expect(await caller.waitlist.mine()).toEqual([
      expect.objectContaining({
        id: joined.id,
        date: s.date,
        stylistName: 'Lan Tran',
        services: [{ id: s.color.id, name: s.color.name, nameVi: null }],
      }),
    ]);
    const other = await t.caller(await customer());
    await expect(other.waitlist.leave({ id: joined.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(caller.waitlist.leave({ id: joined.id })).resolves.toMatchObject({ message: messages.waitlist.left });
    expect(await caller.waitlist.mine()).toEqual([]);
    await expect((await t.caller(s.stylist)).waitlist.mine()).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('twenty joins at once make one entry, and the freed day one email', async () => {
    const s = await salon();
    const blocker = await customer();
    const first = await book(s, 'T1', [s.color.id], blocker);
    await book(s, 'T3', [s.cut.id]);
    const me = await customer();
    const callers = await Promise.all(Array.from({ length: 20 }, () => t.caller(me)));
    const answers = await Promise.allSettled(
      callers.map((caller) => caller.waitlist.join({ date: s.date, stylistId: s.stylist.id, serviceIds: [s.color.id] })),
    );
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(1);
    // The others are told what a second join is told: they already wait (not a server error).
    for (const answer of answers) {
      if (answer.status === 'rejected')
        expect(answer.reason).toMatchObject({ code: 'CONFLICT', message: messages.waitlist.alreadyWaiting });
    }
    expect(await (await t.caller(me)).waitlist.mine()).toHaveLength(1);

    await (await t.caller(blocker)).booking.cancelByCustomer({ bookingId: first.bookingId });
    expect(await freedMailsTo(me.email)).toHaveLength(1);
  });

  it('when a cancel frees a matching range, everyone waiting for it gets a link to book it; the first to book gets it', async () => {
    const s = await salon();
    const blocker = await customer();
    const first = await book(s, 'T1', [s.color.id], blocker);
    await book(s, 'T3', [s.cut.id]);
    const [ann, ben, cat] = [await customer(), await customer(), await customer()];
    await (await t.caller(ann)).waitlist.join({ date: s.date, stylistId: s.stylist.id, serviceIds: [s.color.id] });
    // Ben waits for any stylist (stored directly: other suites' stylists have this day free).
    await t.deps.db
      .insert(schema.waitlistEntries)
      .values({ customerId: ben.id, day: salonDayKey(s.date), serviceIds: [s.cut.id], locationId: FIRST_LOCATION });
    // Ben reads Vietnamese (issue 13): his email is in it.
    await t.deps.db.update(schema.users).set({ language: 'vi' }).where(eq(schema.users.id, ben.id));
    // Cat waits for another day: not told.
    await t.deps.db
      .insert(schema.waitlistEntries)
      .values({ customerId: cat.id, day: salonDayKey(addSalonDays(s.date, 1)), serviceIds: [s.cut.id], locationId: FIRST_LOCATION });

    await (await t.caller(blocker)).booking.cancelByCustomer({ bookingId: first.bookingId });

    const [annMail] = await freedMailsTo(ann.email);
    expect(annMail?.text).toContain('9:00 AM');
    expect(annMail?.text).toContain(`/booking?stylistId=${s.stylist.id}&date=${s.date}&serviceIds=${s.color.id}`);
    const benMails = await freedMailsTo(ben.email);
    expect(benMails).toHaveLength(1);
    expect(benMails[0]?.subject).toMatch(/^Đã có giờ trống ngày \d{2}-\d{2}-\d{4}$/);
    expect(benMails[0]?.text).toMatch(/^Xin chào Waiting,/);
    expect(benMails[0]?.text).toContain('09:00');
    expect(annMail?.subject).toMatch(/^A time is free on /);
    expect(await freedMailsTo(cat.email)).toHaveLength(0);
    await t.smtp.waitFor((m) => JSON.stringify(m.to).includes(ann.email) && /time is free/i.test(m.subject ?? ''));

    // Ann books it first; Ben's try at the same range is refused; Ann's entry is done, Ben's stays.
    await book(s, 'T1', [s.color.id], ann);
    await expect(book(s, 'T2', [s.cut.id], ben)).rejects.toThrow(messages.booking.slotTaken);
    expect(await (await t.caller(ann)).waitlist.mine()).toEqual([]);
    expect(await (await t.caller(ben)).waitlist.mine()).toHaveLength(1);
  });

  it('a freed range too short for the services waited for tells nobody', async () => {
    const s = await salon();
    const one = await book(s, 'T1', [s.cut.id]);
    await book(s, 'T2', [s.cut.id]);
    await book(s, 'T3', [s.cut.id]);
    const ann = await customer();
    await (await t.caller(ann)).waitlist.join({ date: s.date, stylistId: s.stylist.id, serviceIds: [s.color.id] });
    await (await t.caller(await t.createUser({ roleId: Role.Staff }))).booking.cancelByStaff({ bookingId: one.bookingId });
    expect(await freedMailsTo(ann.email)).toHaveLength(0);
  });

  it('an expired hold and a reschedule free ranges too', async () => {
    const s = await salon();
    const held = await book(s, 'T1', [s.cut.id]);
    const moving = await book(s, 'T2', [s.cut.id]);
    await book(s, 'T3', [s.cut.id]);
    const ann = await customer();
    await (await t.caller(ann)).waitlist.join({ date: s.date, stylistId: s.stylist.id, serviceIds: [s.cut.id] });

    const staff = await t.caller(await t.createUser({ roleId: Role.Staff }));
    const other = await t.createUser({ roleId: Role.Stylist });
    await t.deps.db.insert(schema.scheduleSlots).values({ stylistId: other.id, day: salonDayKey(s.date), timeType: 'T5' });
    await staff.booking.reschedule({ bookingId: moving.bookingId, stylistId: other.id, date: s.date, timeType: 'T5' });
    expect(await freedMailsTo(ann.email)).toHaveLength(1);

    t.advance(16 * 60_000);
    expect(await expireOverdueBookings(t.deps)).toBeGreaterThanOrEqual(1);
    expect((await t.deps.db.select().from(schema.bookings).where(eq(schema.bookings.id, held.bookingId)))[0]?.statusId).toBe('S4');
    expect(await freedMailsTo(ann.email)).toHaveLength(2);
  });
});
