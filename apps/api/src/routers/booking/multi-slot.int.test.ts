import { schema } from '@hairsalon/db';
import { addSalonDays, messages, Role, salonDayKey, salonToday, TIME_SLOTS } from '@hairsalon/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, uniqueEmail } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { UNPAID_HOLDS_MAX: '50', BOOKING_RATE_LIMIT_PER_MINUTE: '1000' } });
});
afterAll(async () => {
  await t?.close();
});

/** A stylist with every slot of a day open, and services of one hour, two hours, and one hour plus a clean-up. */
async function salon() {
  const stylist = await t.createUser({ roleId: Role.Stylist, firstName: 'Lan', lastName: 'Tran' });
  await t.deps.db.insert(schema.stylistProfiles).values({ userId: stylist.id, positionId: 'P1' });
  const date = addSalonDays(salonToday(t.now().getTime()), 2);
  const day = salonDayKey(date);
  await t.deps.db.insert(schema.scheduleSlots).values(TIME_SLOTS.map((slot) => ({ stylistId: stylist.id, day, timeType: slot.keyMap })));
  const [cut, color, wash] = await t.deps.db
    .insert(schema.services)
    .values([
      { name: `Cut ${Math.random()}`, description: 'One hour', priceCents: 2500 },
      { name: `Color ${Math.random()}`, description: 'Two hours', priceCents: 6000, durationMinutes: 120 },
      { name: `Wash ${Math.random()}`, description: 'One hour and a clean-up', priceCents: 1800, bufferMinutes: 30 },
    ])
    .returning();
  if (!cut || !color || !wash) throw new Error('services');
  return { stylist, date, day, cut, color, wash };
}
type Salon = Awaited<ReturnType<typeof salon>>;

let ipCounter = 0;
/** A guest's booking from an address of its own (holds and rate limits count per address). */
async function book(s: Salon, timeType: string, serviceIds: number[]) {
  ipCounter++;
  return (await t.caller(undefined, `198.51.100.${ipCounter % 250}`)).booking.create({
    phone: String(910_000_000 + ipCounter),
    fullName: 'Guest',
    email: uniqueEmail('multi'),
    stylistId: s.stylist.id,
    date: s.date,
    timeType,
    serviceIds,
    pointsToUse: 0,
  });
}

async function coveredSlots(bookingId: number) {
  const rows = await t.deps.db
    .select({ timeType: schema.bookingSlots.timeType, kind: schema.bookingSlots.kind, active: schema.bookingSlots.active })
    .from(schema.bookingSlots)
    .where(eq(schema.bookingSlots.bookingId, bookingId))
    .orderBy(schema.bookingSlots.timeType);
  return rows;
}

async function freeStarts(s: Salon, serviceIds: number[]) {
  return (await (await t.caller()).booking.freeStarts({ stylistId: s.stylist.id, date: s.date, serviceIds })).starts;
}

async function dayStatus(s: Salon) {
  const slots = await (await t.caller()).schedule.byStylistAndDate({ stylistId: s.stylist.id, date: s.date });
  return Object.fromEntries(slots.map((x) => [x.timeType, x.statusTime]));
}

describe('multi-slot bookings', () => {
  it('a two-hour service covers two consecutive slots, and the spec slot list shows both taken', async () => {
    const s = await salon();
    const created = await book(s, 'T1', [s.color.id]);
    expect(await coveredSlots(created.bookingId)).toEqual([
      { timeType: 'T1', kind: 'service', active: true },
      { timeType: 'T2', kind: 'service', active: true },
    ]);
    expect(await dayStatus(s)).toMatchObject({ T1: 'disable', T2: 'disable', T3: 'enable' });
    const view = (await (await t.caller(await t.createUser({ roleId: Role.Staff }))).booking.listByDate({ date: s.date })).find(
      (b) => b.id === created.bookingId,
    );
    expect(view).toMatchObject({ durationMinutes: 120, coveredSlots: ['T1', 'T2'] });
  });

  it('offers only starts where every slot is free, never across lunch or past closing', async () => {
    const s = await salon();
    await book(s, 'T5', [s.cut.id]);
    // Two hours: T3 runs into lunch, T4 and T5 into the 2:00 PM booking, T8 past closing.
    expect(await freeStarts(s, [s.color.id])).toEqual(['T1', 'T2', 'T6', 'T7']);
    // Two services of one hour each need two slots as well.
    expect(await freeStarts(s, [s.cut.id, s.wash.id])).toEqual(['T1', 'T2', 'T6', 'T7']);
    expect(await freeStarts(s, [s.cut.id])).toEqual(['T1', 'T2', 'T3', 'T4', 'T6', 'T7', 'T8']);
  });

  it('refuses a start whose range is not free, and a range that runs into lunch', async () => {
    const s = await salon();
    await book(s, 'T5', [s.cut.id]);
    await expect(book(s, 'T4', [s.color.id])).rejects.toThrow(messages.booking.slotTaken);
    await expect(book(s, 'T3', [s.color.id])).rejects.toThrow(messages.booking.rangeTaken);
    expect(await dayStatus(s)).toMatchObject({ T3: 'enable', T4: 'enable' });
  });

  it('a clean-up buffer takes the next slot, but is cut at lunch', async () => {
    const s = await salon();
    const first = await book(s, 'T1', [s.wash.id]);
    expect(await coveredSlots(first.bookingId)).toEqual([
      { timeType: 'T1', kind: 'service', active: true },
      { timeType: 'T2', kind: 'buffer', active: true },
    ]);
    await expect(book(s, 'T2', [s.cut.id])).rejects.toThrow(messages.booking.slotTaken);
    const beforeLunch = await book(s, 'T3', [s.wash.id]);
    expect((await coveredSlots(beforeLunch.bookingId)).map((r) => r.timeType)).toEqual(['T3']);
    // A booking with a buffer cannot start right before another booking either.
    expect(await freeStarts(s, [s.wash.id])).toEqual(['T4', 'T5', 'T6', 'T7', 'T8']);
  });

  it('cancelling or expiring a booking frees every slot it covered', async () => {
    const s = await salon();
    const created = await book(s, 'T6', [s.color.id, s.wash.id]);
    expect((await coveredSlots(created.bookingId)).map((r) => r.timeType)).toEqual(['T6', 'T7', 'T8']);
    await t.deps.db.update(schema.bookings).set({ statusId: 'S4' }).where(eq(schema.bookings.id, created.bookingId));
    expect((await coveredSlots(created.bookingId)).every((r) => !r.active)).toBe(true);
    expect(await dayStatus(s)).toMatchObject({ T6: 'enable', T7: 'enable', T8: 'enable' });
    await expect(book(s, 'T7', [s.color.id])).resolves.toMatchObject({ bookingId: expect.any(Number) });
  });

  it('lets exactly one of many concurrent attempts on overlapping ranges win', async () => {
    const s = await salon();
    // Every attempt covers 2:00 PM: two hours from 1:00 PM, two hours from 2:00 PM, or one hour at 2:00 PM.
    const shapes: [string, number[]][] = [
      ['T4', [s.color.id]],
      ['T5', [s.color.id]],
      ['T5', [s.cut.id]],
      ['T4', [s.cut.id, s.wash.id]],
    ];
    const outcomes = await Promise.allSettled(
      Array.from({ length: 24 }, (_, i) => book(s, ...(shapes[i % shapes.length] as [string, number[]]))),
    );
    const won = outcomes.filter((o) => o.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const o of outcomes) if (o.status === 'rejected') expect(String(o.reason)).toContain(messages.booking.slotTaken);
    const active = await t.deps.db
      .select({ timeType: schema.bookingSlots.timeType })
      .from(schema.bookingSlots)
      .where(and(eq(schema.bookingSlots.stylistId, s.stylist.id), eq(schema.bookingSlots.active, true)));
    expect(active.filter((r) => r.timeType === 'T5')).toHaveLength(1);
  });

  it('a concurrent booking cannot start inside another one’s clean-up buffer', async () => {
    const s = await salon();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? book(s, 'T1', [s.wash.id]) : book(s, 'T2', [s.cut.id]))),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
  });
});

describe('service durations', () => {
  it('admins set a duration and a buffer; the spec clients that leave them out keep a one-slot service', async () => {
    const admin = await t.caller(await t.createUser({ roleId: Role.Admin }));
    const [service] = await t.deps.db
      .insert(schema.services)
      .values({ name: `Perm ${Math.random()}`, description: 'Curls', priceCents: 5000 })
      .returning();
    if (!service) throw new Error('service');
    expect(await admin.service.getById({ id: service.id })).toMatchObject({ durationMinutes: 60, bufferMinutes: 0 });
    const updated = await admin.service.update({
      id: service.id,
      name: service.name,
      description: 'Curls',
      price: 50,
      durationMinutes: 180,
      bufferMinutes: 30,
    });
    expect(updated).toMatchObject({ durationMinutes: 180, bufferMinutes: 30 });
    // An update without them (as the spec's form-encoded client sends it) keeps them.
    expect(await admin.service.update({ id: service.id, name: service.name, description: 'Curls', price: 55 })).toMatchObject({
      durationMinutes: 180,
      bufferMinutes: 30,
      price: 55,
    });
    await expect(
      admin.service.update({ id: service.id, name: service.name, description: 'Curls', price: 55, durationMinutes: 90 }),
    ).rejects.toThrow(messages.service.durationInvalid);
    await expect(
      admin.service.update({ id: service.id, name: service.name, description: 'Curls', price: 55, bufferMinutes: 200 }),
    ).rejects.toThrow(messages.service.bufferInvalid);
  });

  it('the database refuses a duration off the grid', async () => {
    await expect(
      t.deps.db.insert(schema.services).values({ name: 'Odd', description: 'x', priceCents: 100, durationMinutes: 45 }),
    ).rejects.toThrow();
  });
});
