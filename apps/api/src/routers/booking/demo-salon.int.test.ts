import { schema } from '@hairsalon/db';
import { BookingStatus, SALON_TIME_ZONE } from '@hairsalon/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoApp, startDemoApp } from '../../testing/demo-app.js';
import { freeStarts, loadChosenServices } from './availability.js';
import { cancelByStaff } from './cancel.service.js';

describe('the demo salon’s seeded bookings behave like booked ones', () => {
  let app: DemoApp;
  beforeAll(async () => {
    app = await startDemoApp('hairsalon_api_demo_seed');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('cancelling one of Lan Tran’s bookings on her full day frees its start and emails the waitlisted demo customer', async () => {
    const { deps } = app;
    const [lan] = await deps.db.select().from(schema.users).where(eq(schema.users.email, 'lan.tran@hairsalon.local'));
    const [demoCustomer] = await deps.db.select().from(schema.users).where(eq(schema.users.email, 'customer@hairsalon.local'));
    if (!lan || !demoCustomer) throw new Error('no demo stylist or customer');
    // The demo customer waits for a start with Lan on her full day (tomorrow).
    const [entry] = await deps.db
      .select()
      .from(schema.waitlistEntries)
      .where(and(eq(schema.waitlistEntries.customerId, demoCustomer.id), eq(schema.waitlistEntries.stylistId, lan.id)));
    if (!entry) throw new Error('no demo waitlist entry');
    const waited = await loadChosenServices(deps.db, entry.serviceIds);
    const query = { stylistId: lan.id, day: entry.day, services: waited, zone: SALON_TIME_ZONE };
    expect(await freeStarts(deps.db, query, deps.now())).toEqual([]);

    const [booking] = await deps.db
      .select()
      .from(schema.bookings)
      .where(and(eq(schema.bookings.stylistId, lan.id), eq(schema.bookings.day, entry.day), eq(schema.bookings.timeType, 'T3')));
    expect(booking?.statusId).toBe(BookingStatus.Confirmed);
    await cancelByStaff(deps, booking?.id ?? 0);

    expect(await freeStarts(deps.db, query, deps.now())).toEqual(['T3']);
    const freed = await deps.db
      .select()
      .from(schema.emails)
      .where(and(eq(schema.emails.kind, 'waitlist-freed'), eq(schema.emails.to, demoCustomer.email)));
    expect(freed).toHaveLength(1);
    const [notified] = await deps.db.select().from(schema.waitlistEntries).where(eq(schema.waitlistEntries.id, entry.id));
    expect(notified?.notifiedAt).not.toBeNull();
  });
});
