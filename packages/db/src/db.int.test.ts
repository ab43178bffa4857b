import { addSalonDays, BookingStatus, Role, salonDayKey, salonToday } from '@hairsalon/shared';
import { and, asc, count, eq, gte, inArray } from 'drizzle-orm';
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

  it('folds accents and case in the name search expression, with the index behind it', async () => {
    await handle.db.insert(s.users).values({
      firstName: 'Thảo',
      lastName: 'Đặng Nguyễn',
      email: `thao.${kind}@example.com`,
      passwordHash: 'x',
      roleId: 'R4',
    });
    const rows = await handle.executeSql(
      "select email from users where hs_fold(first_name || ' ' || last_name) like hs_fold($1) order by email",
      ['%THAO DANG NGUYEN%'],
    );
    expect(rows.rows).toEqual([{ email: `thao.${kind}@example.com` }]);
    const index = await handle.executeSql("select indexdef from pg_indexes where indexname = 'users_full_name_trgm_idx'");
    expect(JSON.stringify(index.rows)).toContain('hs_fold');
  });

  it('seeds once: a second run changes nothing', async () => {
    const [before] = await handle.db.select({ n: count() }).from(s.users);
    expect(await seedDemoData(handle.db)).toEqual({ seeded: false });
    const [after] = await handle.db.select({ n: count() }).from(s.users);
    expect(after?.n).toBe(before?.n);
  });

  it('has the demo logins with the documented password and roles', async () => {
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
    // The Ho Chi Minh City salon (location 1) as it always was; Sydney's two stylists are its own.
    const positions = await handle.db
      .select({ positionId: s.stylistProfiles.positionId })
      .from(s.stylistProfiles)
      .innerJoin(s.users, eq(s.users.id, s.stylistProfiles.userId))
      .where(eq(s.users.locationId, 1));
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

  it('is a chain of two salons: Ho Chi Minh City as location 1 and Sydney, with its staff login, stylists and bookings', async () => {
    const locations = await handle.db.select().from(s.locations).orderBy(asc(s.locations.id));
    expect(locations.map((l) => [l.id, l.name, l.timeZone, l.archivedAt])).toEqual([
      [1, 'HairSalon Ho Chi Minh City', 'Asia/Ho_Chi_Minh', null],
      [2, 'HairSalon Sydney', 'Australia/Sydney', null],
    ]);
    expect(locations[0]?.address).toBe('123 Le Loi, District 1, Ho Chi Minh City');
    const staff = await handle.db
      .select({ email: s.users.email, roleId: s.users.roleId, locationId: s.users.locationId })
      .from(s.users)
      .where(inArray(s.users.roleId, [Role.Staff, Role.Stylist, Role.Admin]))
      .orderBy(asc(s.users.email));
    expect(staff).toEqual([
      { email: 'admin@hairsalon.local', roleId: Role.Admin, locationId: null },
      { email: 'huy.pham@hairsalon.local', roleId: Role.Stylist, locationId: 1 },
      { email: 'jack.wilson@hairsalon.local', roleId: Role.Stylist, locationId: 2 },
      { email: 'lan.tran@hairsalon.local', roleId: Role.Stylist, locationId: 1 },
      { email: 'mai.le@hairsalon.local', roleId: Role.Stylist, locationId: 1 },
      { email: 'olivia.smith@hairsalon.local', roleId: Role.Stylist, locationId: 2 },
      { email: 'staff.sydney@hairsalon.local', roleId: Role.Staff, locationId: 2 },
      { email: 'staff@hairsalon.local', roleId: Role.Staff, locationId: 1 },
      { email: 'stylist@hairsalon.local', roleId: Role.Stylist, locationId: 1 },
    ]);
    // Sydney's schedules are days of Sydney's calendar: six weeks from Sydney's today.
    const [olivia] = await handle.db.select().from(s.users).where(eq(s.users.email, 'olivia.smith@hairsalon.local'));
    const sydneyToday = salonToday(Date.now(), 'Australia/Sydney');
    const days = await handle.db
      .selectDistinct({ day: s.scheduleSlots.day })
      .from(s.scheduleSlots)
      .where(and(eq(s.scheduleSlots.stylistId, olivia?.id ?? 0), gte(s.scheduleSlots.day, salonDayKey(sydneyToday, 'Australia/Sydney'))))
      .orderBy(asc(s.scheduleSlots.day));
    expect(days).toHaveLength(DEMO_SCHEDULE_DAYS);
    expect(days[0]?.day).toBe(salonDayKey(sydneyToday, 'Australia/Sydney'));
    expect(days.at(-1)?.day).toBe(salonDayKey(addSalonDays(sydneyToday, DEMO_SCHEDULE_DAYS - 1, 'Australia/Sydney'), 'Australia/Sydney'));
    const sydneyBookings = await handle.db
      .select({ statusId: s.bookings.statusId })
      .from(s.bookings)
      .innerJoin(s.users, eq(s.users.id, s.bookings.stylistId))
      .where(eq(s.users.locationId, 2));
    expect(sydneyBookings.length).toBeGreaterThanOrEqual(3);
  });

  it('gives a stylist or staff member added without a location the first active one, and never leaves one without', async () => {
    const [added] = await handle.db
      .insert(s.users)
      .values({ email: `no-location.${kind}@hairsalon.local`, passwordHash: 'x', roleId: Role.Stylist })
      .returning();
    expect(added?.locationId).toBe(1);
    const [moved] = await handle.db
      .update(s.users)
      .set({ locationId: 2 })
      .where(eq(s.users.id, added?.id ?? 0))
      .returning();
    expect(moved?.locationId).toBe(2);
    const [cleared] = await handle.db
      .update(s.users)
      .set({ locationId: null })
      .where(eq(s.users.id, added?.id ?? 0))
      .returning();
    expect(cleared?.locationId).toBe(1);
    const [customer] = await handle.db
      .insert(s.users)
      .values({ email: `customer-no-location.${kind}@hairsalon.local`, passwordHash: 'x', roleId: Role.Customer })
      .returning();
    expect(customer?.locationId).toBeNull();
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
