import { schema } from '@hairsalon/db';
import { Role, TIME_SLOT_IDS } from '@hairsalon/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, uniqueEmail } from '../../testing/test-app.js';
import { sendDueReminders } from './reminders.service.js';

/**
 * The reminder job at its edges, on Honolulu's clock (UTC−10, no daylight saving): a booking exactly 24 hours ahead
 * is reminded, one whose start has come is not, and a booking on a Honolulu day that is already yesterday in UTC is
 * still found. (The app's own reminder job may run too, every 10 minutes: what is asserted is the email.)
 */
let t: TestApp;
let stylistId: number;
let customer: Awaited<ReturnType<TestApp['createUser']>>;
let admin: Awaited<ReturnType<TestApp['createUser']>>;
let serviceId: number;

const HOUR = 3_600_000;
/** The app's clock set to an instant (it only moves forward). */
const setClock = (instant: number) => t.advance(instant - t.now().getTime());
/** 22:00 UTC: noon of the same calendar day in Honolulu. */
const dayOf = (isoDay: string) => Date.parse(`${isoDay}T22:00:00Z`);
const DAYS = ['2026-12-09', '2026-12-15', '2026-12-20'];

beforeAll(async () => {
  // A database of its own: a second location makes every email name its zone, which other suites do not expect.
  t = await startTestApp({ isolated: true });
  setClock(Date.parse('2026-12-01T00:00:00Z'));
  const [honolulu] = await t.deps.db
    .insert(schema.locations)
    .values({ name: 'Honolulu', timeZone: 'Pacific/Honolulu' })
    .returning({ id: schema.locations.id });
  if (!honolulu) throw new Error('location');
  const stylist = await t.createUser({ roleId: Role.Stylist, firstName: 'Kai', lastName: 'Akana', locationId: honolulu.id });
  await t.deps.db.insert(schema.stylistProfiles).values({ userId: stylist.id, positionId: 'P1' });
  stylistId = stylist.id;
  customer = await t.createUser({ roleId: Role.Customer, firstName: 'Leilani', lastName: 'Kahale', email: uniqueEmail('honolulu') });
  admin = await t.createUser({ roleId: Role.Admin });
  const [cut] = await t.deps.db
    .insert(schema.services)
    .values({ name: 'Honolulu cut', description: 'One hour', priceCents: 4000 })
    .returning();
  if (!cut) throw new Error('service');
  serviceId = cut.id;
  const asAdmin = await t.caller(admin);
  for (const day of DAYS) await asAdmin.schedule.create({ stylistId, date: dayOf(day), timeTypes: [...TIME_SLOT_IDS] });
});
afterAll(async () => {
  await t?.close();
});

async function deskBook(day: string, timeType: string) {
  return (await t.caller(admin)).booking.createAtDesk({
    source: 'phone',
    customerId: customer.id,
    fullName: 'Leilani Kahale',
    phone: '808555012',
    stylistId,
    date: dayOf(day),
    timeType,
    serviceIds: [serviceId],
  });
}

const reminderOf = async (bookingId: number) =>
  (
    await t.deps.db
      .select()
      .from(schema.emails)
      .where(eq(schema.emails.dedupeKey, `booking-reminder:${bookingId}`))
  )[0];

describe('the reminder job at its edges', () => {
  it('reminds a Honolulu booking made for 5:00 PM the same afternoon, when UTC is already on the next day', async () => {
    // 14:00 HST on 9 December is 00:00 UTC on 10 December.
    setClock(Date.parse('2026-12-10T00:00:00Z'));
    const booked = await deskBook('2026-12-09', 'T8'); // 5:00 PM HST = 03:00 UTC on 10 December
    setClock(Date.parse('2026-12-10T00:30:00Z'));
    await sendDueReminders(t.deps);
    expect((await reminderOf(booked.bookingId))?.text).toContain('5:00 PM');
  });

  it('reminds a booking exactly 24 hours before it starts, not a millisecond sooner', async () => {
    const booked = await deskBook('2026-12-15', 'T1'); // 9:00 AM HST = 19:00 UTC on 15 December
    const startsAt = Date.parse('2026-12-15T19:00:00Z');

    setClock(startsAt - 24 * HOUR - 1);
    expect(await sendDueReminders(t.deps)).toBe(0);
    expect(await reminderOf(booked.bookingId)).toBeUndefined();

    setClock(startsAt - 24 * HOUR);
    await sendDueReminders(t.deps);
    expect(await reminderOf(booked.bookingId)).toMatchObject({ to: customer.email, kind: 'booking-reminder' });
  });

  it('sends no reminder for a booking whose start has come (the job was not running before it)', async () => {
    const booked = await deskBook('2026-12-20', 'T2'); // 10:00 AM HST = 20:00 UTC on 20 December
    const startsAt = Date.parse('2026-12-20T20:00:00Z');

    setClock(startsAt);
    expect(await sendDueReminders(t.deps)).toBe(0);
    setClock(startsAt + HOUR);
    expect(await sendDueReminders(t.deps)).toBe(0);
    expect(await reminderOf(booked.bookingId)).toBeUndefined();
    const [row] = await t.deps.db.select().from(schema.bookings).where(eq(schema.bookings.id, booked.bookingId));
    expect(row?.reminderSentAt).toBeNull();
  });
});
