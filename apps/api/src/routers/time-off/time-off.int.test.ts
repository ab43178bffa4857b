import { schema } from '@hairsalon/db';
import { addSalonDays, Role, salonToday, TIME_SLOT_IDS } from '@hairsalon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A stylist with every slot of a day open two days ahead, a one-hour and a two-hour service, and a staff member. */
async function salon() {
  const stylist = await t.createUser({ roleId: Role.Stylist, firstName: 'Lan', lastName: 'Tran' });
  await t.deps.db.insert(schema.stylistProfiles).values({ userId: stylist.id, positionId: 'P1' });
  const staff = await t.caller(await t.createUser({ roleId: Role.Staff }));
  const date = addSalonDays(salonToday(t.now().getTime()), 2);
  await staff.schedule.create({ stylistId: stylist.id, date, timeTypes: [...TIME_SLOT_IDS] });
  const { cut, color } = await t.createCutAndColor();
  const book = (timeType: string, serviceId: number) =>
    staff.booking.createAtDesk({
      source: 'walk-in',
      fullName: 'Walk In Guest',
      phone: '987654321',
      email: '',
      stylistId: stylist.id,
      date,
      timeType,
      serviceIds: [serviceId],
    });
  return { stylist, staff, date, cut, color, book };
}

describe('time off: the bookings to move', () => {
  it('lists a booking that starts before the time off and runs into it, not the ones around it', async () => {
    const s = await salon();
    const runsInto = await s.book('T4', s.color.id); // 1:00 PM–3:00 PM
    await s.book('T3', s.cut.id); // 11:00 AM–12:00 PM
    await s.book('T7', s.cut.id); // 4:00 PM, when the time off has ended
    const saved = await s.staff.timeOff.create({
      stylistId: s.stylist.id,
      startDay: s.date,
      endDay: s.date,
      startTime: '14:00',
      endTime: '16:00',
      reason: 'Dentist',
    });
    expect(saved.affected.map((b) => b.id)).toEqual([runsInto.bookingId]);
    const listed = (await s.staff.timeOff.list()).find((x) => x.id === saved.id);
    expect(listed?.affected.map((b) => b.id)).toEqual([runsInto.bookingId]);
  });
});
