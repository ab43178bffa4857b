import { schema } from '@hairsalon/db';
import { addSalonDays, messages, Role, salonDayKey, salonToday, TIME_SLOT_IDS } from '@hairsalon/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestAppForFile, uniqueEmail } from '../../testing/test-app.js';

/**
 * What the booking form offers and what a booking may take (availability.ts): a slot switched off on the schedule,
 * a slot not on it, services that are gone, a day or a start already past, and time off on the wall clock of the
 * stylist's own location.
 */
// A database of its own: a second location (Sydney) makes every email name its zone, which other suites do not expect.
const t = startTestAppForFile({ isolated: true });

const HOUR = 3_600_000;

/**
 * A stylist with the given slots of a day on their schedule (`off`: on it but switched off), a one-hour cut and a
 * two-hour colour.
 */
async function salon(options: { daysAhead?: number; open?: readonly string[]; off?: readonly string[]; locationId?: number } = {}) {
  const stylist = await t.createUser({ roleId: Role.Stylist, firstName: 'Lan', lastName: 'Tran', locationId: options.locationId });
  await t.deps.db.insert(schema.stylistProfiles).values({ userId: stylist.id, positionId: 'P1' });
  const date = addSalonDays(salonToday(t.now().getTime()), options.daysAhead ?? 2);
  const day = salonDayKey(date);
  const rows = [
    ...(options.open ?? TIME_SLOT_IDS).map((timeType) => ({ stylistId: stylist.id, day, timeType, statusTime: 'enable' })),
    ...(options.off ?? []).map((timeType) => ({ stylistId: stylist.id, day, timeType, statusTime: 'disable' })),
  ];
  if (rows.length > 0) await t.deps.db.insert(schema.scheduleSlots).values(rows);
  const { cut, color } = await t.createCutAndColor();
  return { stylist, date, day, cut, color };
}
type Salon = Awaited<ReturnType<typeof salon>>;

let guests = 0;
/** A guest's online booking, from an address of its own. */
async function book(s: Pick<Salon, 'stylist' | 'date'>, timeType: string, serviceIds: number[]) {
  guests++;
  return (await t.caller(undefined, `203.0.113.${guests % 250}`)).booking.create({
    phone: String(920_000_000 + guests),
    fullName: 'Guest',
    email: uniqueEmail('availability'),
    stylistId: s.stylist.id,
    date: s.date,
    timeType,
    serviceIds,
    pointsToUse: 0,
  });
}

async function freeStarts(s: Pick<Salon, 'stylist'>, date: number, serviceIds: number[]) {
  return (await (await t.caller()).booking.freeStarts({ stylistId: s.stylist.id, date, serviceIds })).starts;
}

async function bookingsOf(stylistId: number) {
  return t.deps.db.select({ id: schema.bookings.id }).from(schema.bookings).where(eq(schema.bookings.stylistId, stylistId));
}

describe('slots switched off or missing on the schedule', () => {
  it('a slot switched off is not offered; booking it, or a longer service running into it, is refused and nothing is written', async () => {
    const s = await salon({ open: ['T1', 'T3', 'T4', 'T5'], off: ['T2'] });
    expect(await freeStarts(s, s.date, [s.cut.id])).toEqual(['T1', 'T3', 'T4', 'T5']);
    // Two hours from 9:00 would need 10:00 too; from 13:00 it fits (13:00 and 14:00).
    expect(await freeStarts(s, s.date, [s.color.id])).toEqual(['T4']);

    await expect(book(s, 'T2', [s.cut.id])).rejects.toMatchObject({ code: 'CONFLICT', message: messages.booking.slotTaken });
    await expect(book(s, 'T1', [s.color.id])).rejects.toMatchObject({ code: 'CONFLICT', message: messages.booking.rangeTaken });
    expect(await bookingsOf(s.stylist.id)).toEqual([]);
    await expect(book(s, 'T4', [s.color.id])).resolves.toMatchObject({ bookingId: expect.any(Number) });
  });

  it('a slot not on the schedule cannot be booked: one hour says the slot, two hours say the range', async () => {
    const s = await salon({ open: ['T1', 'T4'] });
    await expect(book(s, 'T2', [s.cut.id])).rejects.toMatchObject({ code: 'CONFLICT', message: messages.booking.slotTaken });
    // 13:00 is open but 14:00 is not on the schedule.
    await expect(book(s, 'T4', [s.color.id])).rejects.toMatchObject({ code: 'CONFLICT', message: messages.booking.rangeTaken });
    // 17:00 is the last start: two hours from there run past closing.
    const late = await salon({ open: ['T8'] });
    await expect(book(late, 'T8', [late.color.id])).rejects.toMatchObject({ code: 'CONFLICT', message: messages.booking.rangeTaken });
    expect(await bookingsOf(s.stylist.id)).toEqual([]);
    expect(await bookingsOf(late.stylist.id)).toEqual([]);
  });
});

describe('services no longer bookable', () => {
  it('a booking naming a service that is gone is refused with the message on the services field, even beside a good one', async () => {
    const s = await salon();
    const [archived] = await t.deps.db
      .insert(schema.services)
      .values({ name: `Old perm ${Math.random()}`, description: 'Withdrawn', priceCents: 5000, archivedAt: t.now() })
      .returning();
    if (!archived) throw new Error('service');
    for (const serviceIds of [[s.cut.id, archived.id], [archived.id], [s.cut.id, 999_999_999]]) {
      await expect(book(s, 'T1', serviceIds)).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: messages.booking.serviceUnavailable,
        fields: { serviceIds: messages.booking.serviceUnavailable },
      });
      // The booking form's list of starts says the same.
      await expect(freeStarts(s, s.date, serviceIds)).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: messages.booking.serviceUnavailable,
        fields: { serviceIds: messages.booking.serviceUnavailable },
      });
    }
    expect(await bookingsOf(s.stylist.id)).toEqual([]);
  });
});

describe('moving a booking', () => {
  it('to a slot switched off or not on the schedule is refused, and the booking stays where it was', async () => {
    const s = await salon({ open: ['T1', 'T3', 'T4'], off: ['T2'] });
    const admin = await t.caller(await t.createUser({ roleId: Role.Admin }));
    const { bookingId } = await admin.booking.createAtDesk({
      source: 'phone',
      fullName: 'Binh Do',
      phone: '913456789',
      email: '',
      stylistId: s.stylist.id,
      date: s.date,
      timeType: 'T1',
      serviceIds: [s.cut.id],
    });
    // Its own 9:00 does not stand in its way; 10:00 is switched off and 14:00 is not on the schedule.
    expect(await admin.booking.rescheduleOptions({ bookingId, stylistId: s.stylist.id, date: s.date })).toEqual({
      starts: ['T1', 'T3', 'T4'],
    });
    for (const timeType of ['T2', 'T5']) {
      await expect(admin.booking.reschedule({ bookingId, stylistId: s.stylist.id, date: s.date, timeType })).rejects.toMatchObject({
        code: 'CONFLICT',
        message: messages.booking.slotTaken,
      });
    }
    const [row] = await t.deps.db.select().from(schema.bookings).where(eq(schema.bookings.id, bookingId));
    expect(row?.timeType).toBe('T1');
    const slots = await t.deps.db
      .select({ timeType: schema.bookingSlots.timeType, active: schema.bookingSlots.active })
      .from(schema.bookingSlots)
      .where(eq(schema.bookingSlots.bookingId, bookingId));
    expect(slots).toEqual([{ timeType: 'T1', active: true }]);
  });
});

describe('the clock', () => {
  it('a day already past offers no start, though its schedule is still there', async () => {
    const s = await salon({ daysAhead: -1 });
    expect(await freeStarts(s, s.date, [s.cut.id])).toEqual([]);
  });

  it('today, only the starts still ahead are offered', async () => {
    // Tomorrow at 10:30 in the salon: 9:00 and 10:00 have begun.
    const s = await salon({ daysAhead: 1 });
    t.advance(salonToday(t.now().getTime()) + 24 * HOUR + 10.5 * HOUR - t.now().getTime());
    expect(await freeStarts(s, s.date, [s.cut.id])).toEqual(['T3', 'T4', 'T5', 'T6', 'T7', 'T8']);
  });
});

describe('time off on the stylist’s own clock', () => {
  it('a Sydney stylist off 9:00–10:00 Sydney time is not offered 9:00 there, and is offered the rest of the day', async () => {
    const [sydney] = await t.deps.db
      .insert(schema.locations)
      .values({ name: 'Sydney', timeZone: 'Australia/Sydney' })
      .returning({ id: schema.locations.id });
    if (!sydney) throw new Error('location');
    const s = await salon({ open: [], locationId: sydney.id });
    const zone = 'Australia/Sydney';
    const date = addSalonDays(salonToday(t.now().getTime(), zone), 3, zone);
    const admin = await t.caller(await t.createUser({ roleId: Role.Admin }));
    await admin.schedule.create({ stylistId: s.stylist.id, date, timeTypes: [...TIME_SLOT_IDS] });
    expect(await freeStarts(s, date, [s.cut.id])).toEqual([...TIME_SLOT_IDS]);
    await admin.timeOff.create({ stylistId: s.stylist.id, startDay: date, endDay: date, startTime: '09:00', endTime: '10:00', reason: '' });
    expect(await freeStarts(s, date, [s.cut.id])).toEqual(['T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'T8']);
  });
});
