import { schema } from '@hairsalon/db';
import { BookingStatus, Role } from '@hairsalon/shared';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { expireOverdueBookings } from './cancel.service.js';

let t: TestApp;
beforeAll(async () => {
  // A database of its own: the sweep expires every due hold it finds, and 600 emails are queued.
  t = await startTestApp({ isolated: true });
});
afterAll(async () => {
  await t?.close();
});

const DUE = 600; // more than one batch

/** `count` unpaid holds on distinct slots, each with an open payment, due `dueInMs` from now. */
async function holds(count: number, dueInMs: number, customer: { id: number; email: string }, pointsUsed = 0) {
  const stylists: { id: number }[] = [];
  for (let s = 0; s < Math.ceil(count / 120); s++) stylists.push(await t.createUser({ roleId: Role.Stylist }));
  const rows = Array.from({ length: count }, (_, i) => {
    const stylist = stylists[Math.floor(i / 120)];
    const day = new Date(Date.UTC(2031, 0, 1) + Math.floor((i % 120) / 8) * 86_400_000).toISOString().slice(0, 10);
    return {
      customerId: customer.id,
      stylistId: stylist?.id ?? 0,
      day,
      timeType: `T${(i % 8) + 1}`,
      statusId: BookingStatus.Pending,
      fullName: 'An Vo',
      email: customer.email,
      phone: '912345678',
      subtotalCents: 2500,
      amountCents: 2500,
      pointsUsed,
      holdExpiresAt: new Date(t.now().getTime() + dueInMs),
    };
  });
  const created = await t.deps.db.insert(schema.bookings).values(rows).returning({ id: schema.bookings.id });
  await t.deps.db.insert(schema.payments).values(created.map((b) => ({ bookingId: b.id, amountCents: 2500, status: 'created' })));
  return created.map((b) => b.id);
}

describe('the hold expiry sweep', () => {
  it('expires every due hold in one run, however many, and leaves the others', async () => {
    const customer = await t.createUser({ roleId: Role.Customer, points: 35 });
    const due = await holds(DUE - 1, 60_000, customer);
    const [withPoints] = await holds(1, 60_000, await t.createUser({ roleId: Role.Customer, points: 35 }), 5);
    const later = await holds(3, 30 * 60_000, await t.createUser({ roleId: Role.Customer }));
    t.advance(2 * 60_000);

    expect(await expireOverdueBookings(t.deps)).toBe(DUE);
    const statuses = await t.deps.db.select({ id: schema.bookings.id, statusId: schema.bookings.statusId }).from(schema.bookings);
    const byId = new Map(statuses.map((s) => [s.id, s.statusId]));
    expect([...due, withPoints].every((id) => byId.get(id ?? 0) === BookingStatus.Cancelled)).toBe(true);
    expect(later.every((id) => byId.get(id) === BookingStatus.Pending)).toBe(true);

    // Each expired booking: payment voided, one cancellation email, reserved points back.
    const voided = await t.deps.db.select().from(schema.payments).where(eq(schema.payments.status, 'voided'));
    expect(voided).toHaveLength(DUE);
    const mails = await t.deps.db
      .select({ id: schema.emails.id })
      .from(schema.emails)
      .where(and(eq(schema.emails.kind, 'booking-cancelled'), like(schema.emails.dedupeKey, 'booking-cancelled:%')));
    expect(mails).toHaveLength(DUE);
    const [owner] = await t.deps.db
      .select({ points: schema.users.points })
      .from(schema.users)
      .innerJoin(schema.bookings, eq(schema.bookings.customerId, schema.users.id))
      .where(eq(schema.bookings.id, withPoints ?? 0));
    expect(owner?.points).toBe(40);

    // A second run finds nothing more.
    expect(await expireOverdueBookings(t.deps)).toBe(0);
  });
});
