import { schema } from '@hairsalon/db';
import { addSalonDays, messages, Role, salonToday, TIME_SLOT_IDS } from '@hairsalon/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLog } from '../../testing/captured-log.js';
import { startTestApp, type TestApp, uniqueEmail } from '../../testing/test-app.js';

/**
 * A front-desk booking (desk-booking.service.ts) at its edges: the email staff type for a known customer is the one
 * the booking and its confirmation use, and each booking made at the desk leaves a log line an operator can read.
 */
const captured = capturedLog('info');
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ log: captured.log });
});
afterAll(async () => {
  await t?.close();
});

/** A stylist with every slot of a day open, a $30 cut, a customer with an account, and a staff member. */
async function salon() {
  const stylist = await t.createUser({ roleId: Role.Stylist, firstName: 'Lan', lastName: 'Tran' });
  await t.deps.db.insert(schema.stylistProfiles).values({ userId: stylist.id, positionId: 'P1' });
  const staffUser = await t.createUser({ roleId: Role.Staff });
  const staff = await t.caller(staffUser);
  const date = addSalonDays(salonToday(t.now().getTime()), 2);
  await staff.schedule.create({ stylistId: stylist.id, date, timeTypes: [...TIME_SLOT_IDS] });
  const [cut] = await t.deps.db
    .insert(schema.services)
    .values({ name: `Cut ${Math.random()}`, description: 'A cut', priceCents: 3000 })
    .returning();
  if (!cut) throw new Error('service');
  const customer = await t.createUser({ roleId: Role.Customer, firstName: 'Binh', lastName: 'Do', email: uniqueEmail('desk-account') });
  return { stylist, staff, staffUser, cut, customer, date };
}

async function confirmationsOf(bookingId: number) {
  return t.deps.db
    .select({ to: schema.emails.to })
    .from(schema.emails)
    .where(eq(schema.emails.dedupeKey, `booking-confirmed:${bookingId}`));
}

describe('a front-desk booking', () => {
  it('for a known customer, the email staff type (not the account’s) is the booking’s and gets the confirmation', async () => {
    const s = await salon();
    const typed = uniqueEmail('desk-typed');
    const created = await s.staff.booking.createAtDesk({
      source: 'phone',
      customerId: s.customer.id,
      fullName: 'Binh Do',
      phone: '913456789',
      email: typed,
      stylistId: s.stylist.id,
      date: s.date,
      timeType: 'T2',
      serviceIds: [s.cut.id],
    });
    expect(created).toMatchObject({ statusId: 'S2', amount: 30, message: messages.frontDesk.booked });
    const [row] = await t.deps.db.select().from(schema.bookings).where(eq(schema.bookings.id, created.bookingId));
    expect(row).toMatchObject({ customerId: s.customer.id, email: typed });
    expect(await confirmationsOf(created.bookingId)).toEqual([{ to: typed }]);
  });

  it('is logged for the operator with the booking, how it was made and the staff member who made it', async () => {
    const s = await salon();
    const created = await s.staff.booking.createAtDesk({
      source: 'walk-in',
      fullName: 'Walk In Guest',
      phone: '987654321',
      email: '',
      stylistId: s.stylist.id,
      date: s.date,
      timeType: 'T4',
      serviceIds: [s.cut.id],
    });
    expect(captured.lines.filter((l) => l.msg === 'front-desk booking made')).toContainEqual(
      expect.objectContaining({ level: 30, bookingId: created.bookingId, source: 'walk-in', staffId: s.staffUser.id }),
    );
    expect(await confirmationsOf(created.bookingId)).toEqual([]);
  });
});
