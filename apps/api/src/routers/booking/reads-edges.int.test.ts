import { schema } from '@hairsalon/db';
import { addSalonDays, Role, salonToday } from '@hairsalon/shared';
import { describe, expect, it } from 'vitest';
import { completedBookingRow, salonWithStaff } from '../../testing/booking-fixtures.js';
import { startTestAppForFile } from '../../testing/test-app.js';

/**
 * The lists of bookings (reads.service.ts) at their edges: the front desk's calendar stops at the last day asked
 * for, a stylist's list without a date is today's, a customer's list is newest first, and a customer with no
 * bookings gets an empty last page.
 */
const t = startTestAppForFile();

const HOUR = 3_600_000;

/** A stylist with every slot open on the given salon days (counted from today), a $30 cut, and a staff member. */
async function salon(daysAhead: readonly number[]) {
  const dates = daysAhead.map((n) => addSalonDays(salonToday(t.now().getTime()), n));
  const { stylist, staff, cut } = await salonWithStaff(t, dates);
  return { stylist, staff, cut, dates };
}
type Salon = Awaited<ReturnType<typeof salon>>;

async function deskBooking(s: Salon, date: number, timeType: string, customerId?: number) {
  const created = await s.staff.booking.createAtDesk({
    source: 'phone',
    customerId,
    fullName: 'Binh Do',
    phone: '913456789',
    email: '',
    stylistId: s.stylist.id,
    date,
    timeType,
    serviceIds: [s.cut.id],
  });
  return created.bookingId;
}

describe('the front desk’s calendar', () => {
  it('a day lists that day’s bookings and not the next day’s; a week lists its seven days and not the eighth', async () => {
    const s = await salon([2, 3, 8, 9]);
    const [first = 0, second = 0, seventh = 0, eighth = 0] = s.dates;
    const onFirst = await deskBooking(s, first, 'T2');
    const onSecond = await deskBooking(s, second, 'T2');
    const onSeventh = await deskBooking(s, seventh, 'T2');
    const onEighth = await deskBooking(s, eighth, 'T2');
    const mine = (bookings: { id: number }[]) =>
      bookings.map((b) => b.id).filter((id) => [onFirst, onSecond, onSeventh, onEighth].includes(id));

    expect(mine((await s.staff.frontDesk.calendar({ date: first, days: 1 })).bookings)).toEqual([onFirst]);
    expect(mine((await s.staff.frontDesk.calendar({ date: first, days: 7 })).bookings)).toEqual([onFirst, onSecond, onSeventh]);
    expect(mine((await s.staff.frontDesk.calendar({ date: addSalonDays(first, -1), days: 1 })).bookings)).toEqual([]);
  });
});

describe('a stylist’s own list', () => {
  it('without a date it is today’s bookings on the salon’s clock; with one, that day’s', async () => {
    const s = await salon([1, 2]);
    const [tomorrow = 0, dayAfter = 0] = s.dates;
    const first = await deskBooking(s, tomorrow, 'T3');
    const later = await deskBooking(s, dayAfter, 'T1');
    // Tomorrow at 8:00 in the salon: tomorrow is today.
    t.advance(salonToday(t.now().getTime()) + 24 * HOUR + 8 * HOUR - t.now().getTime());
    const stylist = await t.caller(s.stylist);
    expect((await stylist.booking.listForStylist({})).map((b) => b.id)).toEqual([first]);
    expect((await stylist.booking.listForStylist({ date: dayAfter })).map((b) => b.id)).toEqual([later]);
  });
});

describe('a customer’s own list', () => {
  it('an account with no bookings gets an empty last page', async () => {
    const customer = await t.createUser({ roleId: Role.Customer });
    const page = await (await t.caller(customer)).booking.pageForCustomer({ limit: 5 });
    expect(page).toEqual({ items: [], nextCursor: null, limit: 5 });
  });

  it('six bookings in pages of three: the second page is the last, with no cursor to a third', async () => {
    const stylist = await t.createUser({ roleId: Role.Stylist });
    const customer = await t.createUser({ roleId: Role.Customer });
    // Past visits, made a minute apart (completed, so no slot rule applies).
    const rows = await t.deps.db
      .insert(schema.bookings)
      .values(
        Array.from({ length: 6 }, (_, i) =>
          completedBookingRow(
            customer,
            { stylistId: stylist.id, day: '2026-01-05', timeType: `T${i + 1}` },
            { createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000) },
          ),
        ),
      )
      .returning({ id: schema.bookings.id });
    const newestFirst = rows.map((r) => r.id).reverse();
    const caller = await t.caller(customer);
    const first = await caller.booking.pageForCustomer({ limit: 3 });
    expect(first.items.map((b) => b.id)).toEqual(newestFirst.slice(0, 3));
    expect(first.nextCursor).toBe(newestFirst[2]);
    const second = await caller.booking.pageForCustomer({ limit: 3, cursor: first.nextCursor });
    expect(second.items.map((b) => b.id)).toEqual(newestFirst.slice(3));
    expect(second.nextCursor).toBeNull();
  });
});
