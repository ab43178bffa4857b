import { schema } from '@hairsalon/db';
import { addSalonDays, messages, Role, salonToday } from '@hairsalon/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { salonWithStaff } from '../../testing/booking-fixtures.js';
import { capturedLog } from '../../testing/captured-log.js';
import { startTestAppForFile, uniqueEmail } from '../../testing/test-app.js';

/**
 * A front-desk booking (desk-booking.service.ts) at its edges: the email staff type for a known customer is the one
 * the booking and its confirmation use, and each booking made at the desk leaves a log line an operator can read.
 */
const captured = capturedLog('info');
const t = startTestAppForFile({ log: captured.log });

/** A stylist with every slot of a day open, a $30 cut, a customer with an account, and a staff member. */
async function salon() {
  const date = addSalonDays(salonToday(t.now().getTime()), 2);
  const { stylist, staff, staffUser, cut } = await salonWithStaff(t, [date]);
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
