import { schema } from '@hairsalon/db';
import { BookingStatus, PaymentProvider, Role } from '@hairsalon/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaller } from '../caller.js';
import { startSession } from '../routers/auth/auth.service.js';
import { type DemoApp, startDemoApp } from '../testing/demo-app.js';

describe('the demo salon as pnpm start serves it (local PayPal emulator)', () => {
  let app: DemoApp;
  beforeAll(async () => {
    app = await startDemoApp('hairsalon_api_demo');
  });
  afterAll(async () => {
    await app?.close();
  });

  it("lets each location's staff cancel every seeded confirmed booking there, refunding its capture", async () => {
    const { deps } = app;
    // Staff see and change only their own location's bookings: each booking is cancelled by its location's staff.
    const staffRows = await deps.db.select().from(schema.users).where(eq(schema.users.roleId, Role.Staff));
    const callers = new Map<number, ReturnType<typeof createCaller>>();
    for (const staff of staffRows) {
      if (staff.locationId === null || callers.has(staff.locationId)) continue;
      const { sessionId } = await startSession(deps.db, staff.id, deps.now());
      callers.set(
        staff.locationId,
        createCaller({ deps, auth: { userId: staff.id, roleId: Role.Staff, sessionId }, req: { ip: '127.0.0.1' } }),
      );
    }
    const confirmed = await deps.db
      .select({ booking: schema.bookings, locationId: schema.users.locationId })
      .from(schema.bookings)
      .innerJoin(schema.users, eq(schema.users.id, schema.bookings.stylistId))
      .where(eq(schema.bookings.statusId, BookingStatus.Confirmed));
    expect(confirmed.length).toBeGreaterThan(0);
    // The demo chain has confirmed bookings at more than one location.
    expect(new Set(confirmed.map((row) => row.locationId)).size).toBeGreaterThan(1);
    let refundedOnline = 0;
    for (const { booking, locationId } of confirmed) {
      const caller = locationId === null ? undefined : callers.get(locationId);
      if (!caller) throw new Error(`no demo staff at location ${locationId}`);
      const [before] = await deps.db.select().from(schema.payments).where(eq(schema.payments.bookingId, booking.id));
      const result = await caller.booking.cancelByStaff({ bookingId: booking.id });
      const [payment] = await deps.db.select().from(schema.payments).where(eq(schema.payments.bookingId, booking.id));
      if (before?.provider === PaymentProvider.AtSalon) {
        // A walk-in or phone booking, to be paid at the salon: nothing was taken, so nothing comes back.
        expect(result.refunded).toBe(0);
        expect(payment).toMatchObject({ status: 'voided', refundedCents: 0 });
        continue;
      }
      expect(result.refunded).toBe(booking.amountCents / 100);
      expect(payment).toMatchObject({ status: 'refunded', refundedCents: booking.amountCents });
      refundedOnline++;
    }
    expect(refundedOnline).toBeGreaterThan(0);
  });
});
