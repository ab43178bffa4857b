import { schema } from '@hairsalon/db';
import { addSalonDays, Role, salonDayKey, salonToday } from '@hairsalon/shared';
import type { TestApp } from './test-app.js';

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
  const stylist = await t.createUser({ roleId: Role.Stylist, firstName: 'Hoa', lastName: 'Pham' });
  await t.deps.db.insert(schema.stylistProfiles).values({ userId: stylist.id, positionId: 'P1' });
  const date = addSalonDays(salonToday(t.now().getTime()), options.daysAhead);
  await t.deps.db.insert(schema.scheduleSlots).values({ stylistId: stylist.id, day: salonDayKey(date), timeType: options.timeType });
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
