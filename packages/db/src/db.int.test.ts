import { BookingStatus, salonDayKey, salonToday } from '@hairsalon/shared';
import { and, count, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from './client.js';
import { verifyPassword } from './password.js';
import * as s from './schema.js';
import { DEMO_LOGINS, DEMO_PASSWORD, DEMO_SCHEDULE_DAYS, seedDemoData } from './seed.js';
import { createTestDatabase, type TestDatabase } from './testing.js';

const kinds = ['postgres', 'pglite'] as const;

describe.each(kinds)('the schema and the demo salon on %s', (kind) => {
  let handle: DatabaseHandle;
  let testDb: TestDatabase | undefined;

  beforeAll(async () => {
    if (kind === 'postgres') {
      testDb = await createTestDatabase('hairsalon_db_test');
      handle = createDatabase({ url: testDb.url, poolSize: 3 });
    } else {
      handle = createDatabase({ dataDir: 'memory://' });
    }
    await handle.migrate();
    expect(await seedDemoData(handle.db)).toEqual({ seeded: true });
  });
  afterAll(async () => {
    await handle?.close();
    await testDb?.drop();
  });

  it('seeds once: a second run changes nothing', async () => {
    const [before] = await handle.db.select({ n: count() }).from(s.users);
    expect(await seedDemoData(handle.db)).toEqual({ seeded: false });
    const [after] = await handle.db.select({ n: count() }).from(s.users);
    expect(after?.n).toBe(before?.n);
  });

  it('has the four demo logins with the documented password and roles', async () => {
    for (const login of DEMO_LOGINS) {
      const [user] = await handle.db.select().from(s.users).where(eq(s.users.email, login.email));
      expect(user?.roleId).toBe(login.roleId);
      expect(await verifyPassword(user?.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
    }
    const [customer] = await handle.db.select().from(s.users).where(eq(s.users.email, 'customer@hairsalon.local'));
    expect(customer?.points).toBe(40);
  });

  it('has services with images, four stylists across the positions, and six weeks of schedules', async () => {
    const services = await handle.db.select().from(s.services);
    expect(services.length).toBeGreaterThanOrEqual(6);
    expect(services.every((x) => x.image)).toBe(true);
    const positions = await handle.db.select().from(s.stylistProfiles);
    expect(positions).toHaveLength(4);
    expect(new Set(positions.map((p) => p.positionId))).toEqual(new Set(['P0', 'P1', 'P2']));
    const [main] = await handle.db.select().from(s.users).where(eq(s.users.email, 'stylist@hairsalon.local'));
    const upcoming = await handle.db
      .select({ day: s.scheduleSlots.day })
      .from(s.scheduleSlots)
      .where(and(eq(s.scheduleSlots.stylistId, main?.id ?? 0), gte(s.scheduleSlots.day, salonDayKey(salonToday()))));
    expect(new Set(upcoming.map((u) => u.day)).size).toBe(DEMO_SCHEDULE_DAYS);
  });

  it('has bookings in every status, feedback and salaries', async () => {
    const statuses = await handle.db.selectDistinct({ statusId: s.bookings.statusId }).from(s.bookings);
    expect(statuses.map((x) => x.statusId).sort()).toEqual(['S1', 'S2', 'S3', 'S4', 'S5']);
    // The front desk's week (issue 12): walk-in and phone bookings paid at the salon, and a stylist's time off.
    const sources = await handle.db.selectDistinct({ source: s.bookings.source }).from(s.bookings);
    expect(sources.map((x) => x.source).sort()).toEqual(['online', 'phone', 'walk-in']);
    const atSalon = await handle.db.select().from(s.payments).where(eq(s.payments.provider, 'at-salon'));
    expect(atSalon.some((p) => p.status === 'captured' && p.capturedAt)).toBe(true);
    expect((await handle.db.select().from(s.stylistTimeOff)).length).toBeGreaterThanOrEqual(1);
    expect((await handle.db.select().from(s.feedback)).length).toBeGreaterThanOrEqual(5);
    const salaries = await handle.db.select().from(s.salaries);
    expect(salaries.some((x) => x.paidOn)).toBe(true);
    expect(salaries.some((x) => !x.paidOn)).toBe(true);
  });

  it('never lets points go negative', async () => {
    const [customer] = await handle.db.select().from(s.users).where(eq(s.users.email, 'customer@hairsalon.local'));
    await expect(
      handle.db
        .update(s.users)
        .set({ points: -1 })
        .where(eq(s.users.id, customer?.id ?? 0)),
    ).rejects.toThrow();
  });

  it('lets a slot hold at most one active booking, but any number of cancelled ones', async () => {
    const [active] = await handle.db.select().from(s.bookings).where(eq(s.bookings.statusId, BookingStatus.Confirmed)).limit(1);
    if (!active) throw new Error('no confirmed booking in the seed');
    const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = active;
    await expect(handle.db.insert(s.bookings).values({ ...copy, statusId: BookingStatus.Pending })).rejects.toThrow();
    await handle.db.insert(s.bookings).values({ ...copy, statusId: BookingStatus.Cancelled });
    await handle.db.insert(s.bookings).values({ ...copy, statusId: BookingStatus.Cancelled });
  });
});
