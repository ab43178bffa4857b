import { schema } from '@hairsalon/db';
import { addSalonDays, BookingStatus, Role, salonDayKey, salonToday, TIME_SLOT_IDS } from '@hairsalon/shared';
import type { TestApp } from './test-app.js';

type UserFields = Partial<typeof schema.users.$inferInsert>;

/** A stylist (with a stylist profile) whose schedule has the given slots (default: every slot) open on each of the days. */
export async function stylistWithSlots(
  t: TestApp,
  dates: readonly number[],
  options: { user?: UserFields; timeTypes?: readonly string[] } = {},
) {
  const stylist = await t.createUser({ roleId: Role.Stylist, ...options.user });
  await t.deps.db.insert(schema.stylistProfiles).values({ userId: stylist.id, positionId: 'P1' });
  const timeTypes = options.timeTypes ?? TIME_SLOT_IDS;
  const slots = dates.flatMap((date) => timeTypes.map((timeType) => ({ stylistId: stylist.id, day: salonDayKey(date), timeType })));
  if (slots.length > 0) await t.deps.db.insert(schema.scheduleSlots).values(slots);
  return stylist;
}

/**
 * A stylist (Lan Tran) whose every slot of each of the days a staff member opened through the app, a $30 cut, and
 * that staff member (the user and a caller acting as them).
 */
export async function salonWithStaff(t: TestApp, dates: readonly number[], options: { serviceName?: string } = {}) {
  const stylist = await t.createUser({ roleId: Role.Stylist, firstName: 'Lan', lastName: 'Tran' });
  await t.deps.db.insert(schema.stylistProfiles).values({ userId: stylist.id, positionId: 'P1' });
  const staffUser = await t.createUser({ roleId: Role.Staff });
  const staff = await t.caller(staffUser);
  for (const date of dates) await staff.schedule.create({ stylistId: stylist.id, date, timeTypes: [...TIME_SLOT_IDS] });
  const [cut] = await t.deps.db
    .insert(schema.services)
    .values({ name: options.serviceName ?? `Cut ${Math.random()}`, description: 'A cut', priceCents: 3000 })
    .returning();
  if (!cut) throw new Error('service');
  return { stylist, staffUser, staff, cut };
}

/** The row of a customer's completed $25 booking (An Vo, by phone 912345678) with a stylist, to insert directly. */
export function completedBookingRow(
  customer: { id: number; email: string },
  slot: { stylistId: number; day: string; timeType: string },
  extra: Partial<typeof schema.bookings.$inferInsert> = {},
): typeof schema.bookings.$inferInsert {
  return {
    customerId: customer.id,
    ...slot,
    statusId: BookingStatus.Completed,
    fullName: 'An Vo',
    email: customer.email,
    phone: '912345678',
    subtotalCents: 2500,
    amountCents: 2500,
    ...extra,
  };
}

export interface BookableSlotOptions {
  /** The one service's price. */
  priceCents: number;
  /** How many salon days from today the slot is. */
  daysAhead: number;
  timeType: string;
  /** The customer's points balance (default 40). */
  points?: number;
  /** The points the booking request puts towards the price (default 0). */
  pointsToUse?: number;
}

/**
 * A stylist of its own with one open slot, a service, a customer, and the customer's online booking request for that
 * slot (not sent yet).
 */
export async function bookableSlot(t: TestApp, options: BookableSlotOptions) {
  const date = addSalonDays(salonToday(t.now().getTime()), options.daysAhead);
  const stylist = await stylistWithSlots(t, [date], { user: { firstName: 'Hoa', lastName: 'Pham' }, timeTypes: [options.timeType] });
  const [service] = await t.deps.db
    .insert(schema.services)
    .values({ name: `Service ${Math.random()}`, description: 'A service', priceCents: options.priceCents })
    .returning();
  const customer = await t.createUser({ roleId: Role.Customer, points: options.points ?? 40 });
  const input = {
    phone: '912345678',
    fullName: 'Cam Nguyen',
    email: customer.email,
    stylistId: stylist.id,
    date,
    timeType: options.timeType,
    serviceIds: [service?.id ?? 0],
    pointsToUse: options.pointsToUse ?? 0,
  };
  return { stylist, customer, date, input };
}

/** bookableSlot's customer sends the request: a pending online booking, its PayPal order opened (not approved). */
export async function heldOnlineBooking(t: TestApp, options: BookableSlotOptions) {
  const s = await bookableSlot(t, options);
  const created = await (await t.caller(s.customer)).booking.create(s.input);
  return { ...s, ...created };
}
