import { createDatabase, schema } from '@hairsalon/db';
import { addSalonDays, BookingStatus, Role, salonDayKey, salonToday, TIME_SLOTS } from '@hairsalon/shared';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.js';
import { registerRestRoutes } from './rest/register.js';
import { route } from './rest/routes.js';
import { TOTAL_COUNT_HEADER } from './rest/values.js';
import { expireOverdueBookings } from './routers/booking/cancel.service.js';
import { startTestApp, type TestApp } from './testing/test-app.js';
import { trpcTestClient } from './testing/trpc-client.js';
import { makeImage, multipart } from './uploads/test-helpers.js';

/**
 * The read cache (docs/decisions/008-read-cache.md): every write that changes a public read is seen by the next read,
 * on REST and on the web app's tRPC path, in this instance at once and in another instance on the same database
 * through LISTEN/NOTIFY (its TTL, a minute, is far longer than these tests wait); and a cached answer is the very
 * answer the app gives without the cache.
 */
let t: TestApp;
let uncached: TestApp;
let admin: Awaited<ReturnType<TestApp['createUser']>>;
beforeAll(async () => {
  t = await startTestApp();
  uncached = await startTestApp({ env: { READ_CACHE_SECONDS: '0' } });
  admin = await t.createUser({ roleId: Role.Admin });
});
afterAll(async () => {
  await t?.close();
  await uncached?.close();
});

type Server = TestApp['server'];
const trpcUrl = (procedure: string, input?: unknown) =>
  `/trpc/${procedure}?batch=1&input=${encodeURIComponent(JSON.stringify(input === undefined ? {} : { 0: input }))}`;
/** The payload of a REST read: the envelope's data, or the whole body of a path that answers a bare list. */
async function rest<T = unknown>(server: Server, url: string, token?: string): Promise<T> {
  const res = await server.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as T | { data: T };
  return Array.isArray(body) ? body : (body as { data: T }).data;
}
/** The same read through tRPC's client, batched as the web app sends it. */
async function trpc<T = unknown>(server: Server, procedure: string, input?: unknown, token?: string): Promise<T> {
  return (await trpcTestClient(server, { token, batch: true }).untyped.query(procedure, input)) as T;
}
/** The same read on both doors, each asked twice so that the second answer comes from the cache. */
async function bothDoors<T>(server: Server, restUrl: string, procedure: string, input?: unknown): Promise<{ rest: T; trpc: T }> {
  await rest<T>(server, restUrl);
  await trpc<T>(server, procedure, input);
  return { rest: await rest<T>(server, restUrl), trpc: await trpc<T>(server, procedure, input) };
}

let n = 0;
const unique = (label: string) => `${label} ${Date.now().toString(36)}-${++n}`;
const png = () => makeImage('png', 40, 40).then((data) => ({ filename: 'a.png', contentType: 'image/png', data }));

async function createService(name = unique('Cache cut')) {
  const body = multipart({ name, description: 'A cut to cache.', price: '20' }, { imageFile: await png() });
  const res = await t.server.inject({
    method: 'POST',
    url: '/api/create-service',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${await t.tokenFor(admin)}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { id: number; name: string } }).data;
}

async function stylistWithDay(dayOffset = 3) {
  const stylist = await t.createUser({ roleId: Role.Stylist, firstName: 'Cache', lastName: unique('Stylist') });
  await t.deps.db.insert(schema.stylistProfiles).values({ userId: stylist.id, positionId: 'P1' });
  const date = addSalonDays(salonToday(t.now().getTime()), dayOffset);
  await t.deps.db
    .insert(schema.scheduleSlots)
    .values(TIME_SLOTS.map((slot) => ({ stylistId: stylist.id, day: salonDayKey(date), timeType: slot.keyMap })));
  return { stylist, date };
}

interface SlotAnswer {
  timeType: string;
  statusTime: string;
  past: boolean;
}
const statusOf = (slots: SlotAnswer[], timeType: string) => slots.find((s) => s.timeType === timeType)?.statusTime;

describe('a write is seen by the next read in the same instance', () => {
  it('service edits and deletions, on the list and the detail', async () => {
    const service = await createService();
    const listed = await bothDoors<{ id: number; name: string }[]>(t.server, '/api/get-all-services', 'service.list');
    expect(listed.rest.map((s) => s.id)).toContain(service.id);
    await bothDoors(t.server, `/api/get-detail-service-by-id?id=${service.id}`, 'service.getById', { id: service.id });

    const renamed = unique('Renamed cut');
    const body = multipart({ id: service.id, name: renamed, description: 'Now renamed.', price: '21' });
    const res = await t.server.inject({
      method: 'PUT',
      url: '/api/update-service',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${await t.tokenFor(admin)}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await bothDoors<{ id: number; name: string }[]>(t.server, '/api/get-all-services', 'service.list');
    expect(after.rest.find((s) => s.id === service.id)?.name).toBe(renamed);
    expect(after.trpc.find((s) => s.id === service.id)?.name).toBe(renamed);
    const detail = await bothDoors<{ name: string }>(t.server, `/api/get-detail-service-by-id?id=${service.id}`, 'service.getById', {
      id: service.id,
    });
    expect(detail.rest.name).toBe(renamed);
    expect(detail.trpc.name).toBe(renamed);

    const deleted = await t.server.inject({
      method: 'DELETE',
      url: `/api/delete-service?id=${service.id}`,
      headers: { authorization: `Bearer ${await t.tokenFor(admin)}` },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const gone = await bothDoors<{ id: number }[]>(t.server, '/api/get-all-services', 'service.list');
    expect(gone.rest.map((s) => s.id)).not.toContain(service.id);
    expect(gone.trpc.map((s) => s.id)).not.toContain(service.id);
  });

  it("a stylist's new avatar (an upload) and deactivation, on the stylist list", async () => {
    const { stylist } = await stylistWithDay();
    const token = await t.tokenFor(stylist);
    const before = await bothDoors<{ id: number; image: string | null }[]>(t.server, '/api/get-all-stylist', 'stylist.list');
    expect(before.rest.find((s) => s.id === stylist.id)?.image).toBeNull();

    const body = multipart(
      { id: stylist.id, firstName: 'Cache', lastName: 'Avatar', phoneNumber: '912345670', email: stylist.email },
      { imageFile: await png() },
    );
    const res = await t.server.inject({
      method: 'PUT',
      url: '/api/edit-user',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await bothDoors<{ id: number; image: string | null; lastName: string }[]>(
      t.server,
      '/api/get-all-stylist',
      'stylist.list',
    );
    expect(after.rest.find((s) => s.id === stylist.id)?.image).toMatch(/^http:\/\/hairsalon\.test\/uploads\//);
    expect(after.trpc.find((s) => s.id === stylist.id)?.image).toMatch(/^\/uploads\//);
    expect(after.trpc.find((s) => s.id === stylist.id)?.lastName).toBe('Avatar');

    const toggled = await t.server.inject({
      method: 'PUT',
      url: '/api/change-user-status',
      payload: { id: stylist.id },
      headers: { authorization: `Bearer ${await t.tokenFor(admin)}` },
    });
    expect(toggled.statusCode, toggled.body).toBe(200);
    const inactive = await bothDoors<{ id: number }[]>(t.server, '/api/get-all-stylist', 'stylist.list');
    expect(inactive.rest.map((s) => s.id)).not.toContain(stylist.id);
    expect(inactive.trpc.map((s) => s.id)).not.toContain(stylist.id);
  });

  it('an admin never gets the public answer, nor the public an admin one', async () => {
    await stylistWithDay();
    await rest(t.server, '/api/get-all-stylist');
    const asAdmin = await rest<{ email?: string }[]>(t.server, '/api/get-all-stylist', await t.tokenFor(admin));
    expect(asAdmin.length).toBeGreaterThan(0);
    expect(asAdmin.every((s) => typeof s.email === 'string')).toBe(true);
    const asPublic = await rest<{ email?: string }[]>(t.server, '/api/get-all-stylist');
    expect(asPublic.every((s) => s.email === undefined)).toBe(true);

    // The same on the web app's door, where the server also keeps what each URL asks for: the URL is the same, the
    // caller is not.
    const trpcAnswer = async (token?: string) => {
      const stylists = await trpc<{ email?: string }[]>(t.server, 'stylist.list', undefined, token);
      expect(stylists.length).toBeGreaterThan(0);
      return stylists;
    };
    expect((await trpcAnswer()).every((s) => s.email === undefined)).toBe(true);
  });

  it('feedback creation, on the feedback page', async () => {
    const service = await createService();
    const { stylist, date } = await stylistWithDay(-2);
    const customer = await t.createUser({ roleId: Role.Customer, firstName: 'Kind', lastName: 'Reviewer' });
    const [booking] = await t.deps.db
      .insert(schema.bookings)
      .values({
        customerId: customer.id,
        stylistId: stylist.id,
        day: salonDayKey(date),
        timeType: 'T1',
        statusId: BookingStatus.Completed,
        fullName: 'Kind Reviewer',
        email: customer.email,
        phone: '912345678',
        subtotalCents: 2000,
        amountCents: 2000,
      })
      .returning();
    if (!booking) throw new Error('no booking');
    await t.deps.db.insert(schema.bookingServices).values({ bookingId: booking.id, serviceId: service.id, priceCents: 2000 });
    const url = `/api/get-feedback-by-serviceId?serviceId=${service.id}&page=1`;
    const before = await bothDoors<{ items: unknown[] } | unknown[]>(t.server, url, 'feedback.listByService', {
      serviceId: service.id,
      page: 1,
    });
    expect(before.rest).toEqual([]);

    const res = await t.server.inject({
      method: 'POST',
      url: '/api/create-feedback',
      payload: { rating: 5, comment: 'Lovely cut, thank you!', bookingId: booking.id, serviceId: service.id },
      headers: { authorization: `Bearer ${await t.tokenFor(customer)}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await bothDoors<{ comment: string }[]>(t.server, url, 'feedback.listByService', { serviceId: service.id, page: 1 });
    expect(after.rest.map((f) => f.comment)).toEqual(['Lovely cut, thank you!']);
    const page = after.trpc as unknown as { items: { comment: string }[] };
    expect(page.items.map((f) => f.comment)).toEqual(['Lovely cut, thank you!']);
  });

  it('bookings made, cancelled and expired, on the schedule of the day', async () => {
    const { stylist, date } = await stylistWithDay();
    const service = await createService();
    const url = `/api/get-schedule-stylist-by-date?stylistId=${stylist.id}&date=${date}`;
    const input = { stylistId: stylist.id, date };
    const open = await bothDoors<SlotAnswer[]>(t.server, url, 'schedule.byStylistAndDate', input);
    expect(statusOf(open.rest, 'T3')).toBe('enable');
    expect(statusOf(open.trpc, 'T3')).toBe('enable');

    const book = (timeType: string) =>
      t.server.inject({
        method: 'POST',
        url: '/api/customer-book-appointment',
        payload: {
          phone: '912345678',
          fullName: 'Cache Guest',
          email: `${unique('guest').replace(/\W/g, '')}@test.hairsalon`,
          stylistId: stylist.id,
          date,
          timeType,
          'serviceIds[]': [service.id],
        },
      });
    const booked = await book('T3');
    expect(booked.statusCode, booked.body).toBe(200);
    const bookingId = (booked.json() as { data: { bookingId: number } }).data.bookingId;
    const held = await bothDoors<SlotAnswer[]>(t.server, url, 'schedule.byStylistAndDate', input);
    expect(statusOf(held.rest, 'T3')).toBe('disable');
    expect(statusOf(held.trpc, 'T3')).toBe('disable');

    const staff = await t.createUser({ roleId: Role.Staff });
    const cancelled = await t.server.inject({
      method: 'POST',
      url: '/api/cancel-booking-for-staff',
      payload: { bookingId },
      headers: { authorization: `Bearer ${await t.tokenFor(staff)}` },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const freed = await bothDoors<SlotAnswer[]>(t.server, url, 'schedule.byStylistAndDate', input);
    expect(statusOf(freed.rest, 'T3')).toBe('enable');
    expect(statusOf(freed.trpc, 'T3')).toBe('enable');

    // A hold that runs out is cancelled by the expiry job, not by a request.
    expect((await book('T5')).statusCode).toBe(200);
    expect(statusOf((await bothDoors<SlotAnswer[]>(t.server, url, 'schedule.byStylistAndDate', input)).rest, 'T5')).toBe('disable');
    t.advance((t.config.bookingHoldMinutes + 1) * 60_000);
    expect(await expireOverdueBookings(t.deps)).toBeGreaterThanOrEqual(1);
    const expired = await bothDoors<SlotAnswer[]>(t.server, url, 'schedule.byStylistAndDate', input);
    expect(statusOf(expired.rest, 'T5')).toBe('enable');
    expect(statusOf(expired.trpc, 'T5')).toBe('enable');
  });

  it('a slot turns past when its time comes, without any write and well within the TTL', async () => {
    const { stylist, date } = await stylistWithDay(1);
    const url = `/api/get-schedule-stylist-by-date?stylistId=${stylist.id}&date=${date}`;
    const input = { stylistId: stylist.id, date };
    const firstStart = date + (TIME_SLOTS[0]?.startMinutes ?? 0) * 60_000;
    // A second before tomorrow's first slot: cached with every slot upcoming ...
    t.advance(firstStart - 1000 - t.now().getTime());
    const before = await bothDoors<SlotAnswer[]>(t.server, url, 'schedule.byStylistAndDate', input);
    expect(before.rest.every((s) => !s.past)).toBe(true);
    expect(before.trpc.every((s) => !s.past)).toBe(true);
    // ... and a second later the first one is past.
    t.advance(1000);
    const after = await bothDoors<SlotAnswer[]>(t.server, url, 'schedule.byStylistAndDate', input);
    expect(after.rest.filter((s) => s.past).map((s) => s.timeType)).toEqual([TIME_SLOTS[0]?.keyMap]);
    expect(after.trpc.filter((s) => s.past).map((s) => s.timeType)).toEqual([TIME_SLOTS[0]?.keyMap]);
  });

  it('a write straight to the database (reference codes), from this process or from any other connection', async () => {
    const before = await bothDoors<{ keyMap: string; valueEn: string }[]>(t.server, '/api/get-allcode?type=TIME', 'allcode.getByType', {
      type: 'TIME',
    });
    const original = before.rest.find((c) => c.keyMap === 'T1')?.valueEn;
    const where = eq(schema.allcodes.keyMap, 'T1');
    try {
      await t.deps.db.update(schema.allcodes).set({ valueEn: '9:00 AM (cache test)' }).where(where);
      const after = await bothDoors<{ keyMap: string; valueEn: string }[]>(t.server, '/api/get-allcode?type=TIME', 'allcode.getByType', {
        type: 'TIME',
      });
      expect(after.rest.find((c) => c.keyMap === 'T1')?.valueEn).toBe('9:00 AM (cache test)');
      expect(after.trpc.find((c) => c.keyMap === 'T1')?.valueEn).toBe('9:00 AM (cache test)');

      // psql, a migration, another program: only the trigger's NOTIFY tells the app.
      const other = new pg.Client({ connectionString: t.deps.database.connectionString });
      await other.connect();
      await other.query(`update allcodes set value_en = '9:00 AM (elsewhere)' where key_map = 'T1'`);
      await other.end();
      await expect
        .poll(
          async () =>
            (await rest<{ keyMap: string; valueEn: string }[]>(t.server, '/api/get-allcode?type=TIME')).find((c) => c.keyMap === 'T1')
              ?.valueEn,
        )
        .toBe('9:00 AM (elsewhere)');
    } finally {
      await t.deps.db
        .update(schema.allcodes)
        .set({ valueEn: original ?? '9:00 AM' })
        .where(where);
    }
  });
});

describe('what drops an entry is what a write says it changed', () => {
  it('a locking read (for update skip locked) of a cached table drops nothing; a write to another table drops only its own reads', async () => {
    await bothDoors(t.server, '/api/get-all-services', 'service.list');
    await bothDoors(t.server, '/api/get-allcode?type=TIME', 'allcode.getByType', { type: 'TIME' });
    const hits = t.deps.readCache.hits;
    await t.deps.db.transaction(async (tx) => {
      await tx.select({ id: schema.services.id }).from(schema.services).for('update', { skipLocked: true });
      // A write to a table no cached read comes from.
      await tx.update(schema.users).set({ updatedAt: new Date() }).where(eq(schema.users.id, admin.id));
    });
    await bothDoors(t.server, '/api/get-all-services', 'service.list');
    // Both doors, each twice: every one from memory.
    expect(t.deps.readCache.hits - hits).toBe(4);

    // A write to the services table (through a transaction): the next services read goes to the database, the
    // codes' read stays in memory.
    await t.deps.db.transaction(async (tx) => {
      await tx.update(schema.services).set({ updatedAt: new Date() }).where(eq(schema.services.id, -1));
    });
    const { hits: hitsBefore, misses: missesBefore } = t.deps.readCache;
    await rest(t.server, '/api/get-all-services');
    await rest(t.server, '/api/get-allcode?type=TIME');
    expect({ hits: t.deps.readCache.hits - hitsBefore, misses: t.deps.readCache.misses - missesBefore }).toEqual({ hits: 1, misses: 1 });
  });
});

describe('a second app instance on the same database', () => {
  it('sees writes made through the first on its next reads (LISTEN/NOTIFY)', async () => {
    const database = createDatabase({ url: t.deps.database.connectionString, poolSize: 2 });
    const second = await createApp({ ...t.config, readCacheSeconds: 60 }, { database, seedDemo: false });
    try {
      const service = await createService();
      const { stylist, date } = await stylistWithDay();
      const scheduleUrl = `/api/get-schedule-stylist-by-date?stylistId=${stylist.id}&date=${date}`;
      await bothDoors(second.server, '/api/get-all-services', 'service.list');
      await bothDoors(second.server, scheduleUrl, 'schedule.byStylistAndDate', { stylistId: stylist.id, date });

      const renamed = unique('Renamed elsewhere');
      const body = multipart({ id: service.id, name: renamed, description: 'Renamed on the first instance.', price: '22' });
      const res = await t.server.inject({
        method: 'PUT',
        url: '/api/update-service',
        payload: body.payload,
        headers: { ...body.headers, authorization: `Bearer ${await t.tokenFor(admin)}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      const booked = await t.server.inject({
        method: 'POST',
        url: '/api/customer-book-appointment',
        payload: {
          phone: '912345678',
          fullName: 'Second Instance',
          email: `second${Date.now()}@test.hairsalon`,
          stylistId: stylist.id,
          date,
          timeType: 'T4',
          'serviceIds[]': [service.id],
        },
      });
      expect(booked.statusCode, booked.body).toBe(200);

      await expect
        .poll(
          async () =>
            (await rest<{ id: number; name: string }[]>(second.server, '/api/get-all-services')).find((s) => s.id === service.id)?.name,
        )
        .toBe(renamed);
      await expect
        .poll(
          async () => (await trpc<{ id: number; name: string }[]>(second.server, 'service.list')).find((s) => s.id === service.id)?.name,
        )
        .toBe(renamed);
      await expect.poll(async () => statusOf(await rest<SlotAnswer[]>(second.server, scheduleUrl), 'T4')).toBe('disable');
      await expect
        .poll(async () =>
          statusOf(await trpc<SlotAnswer[]>(second.server, 'schedule.byStylistAndDate', { stylistId: stylist.id, date }), 'T4'),
        )
        .toBe('disable');
    } finally {
      await second.stop();
    }
  });
});

describe('locations (issue 24) on a second app instance', () => {
  it('sees a location added and the first location’s address changed through the first instance, in the list and the salon’s details', async () => {
    // A database of its own: the first location's address is every suite's salon address.
    const own = await startTestApp({ isolated: true });
    const database = createDatabase({ url: own.deps.database.connectionString, poolSize: 2 });
    const second = await createApp({ ...own.config, readCacheSeconds: 60 }, { database, seedDemo: false });
    try {
      type Listed = { id: number; name: string; address: string };
      await trpc(second.server, 'location.list');
      await trpc(second.server, 'salon.details');
      await trpc<Listed[]>(second.server, 'location.list');
      const adminApi = trpcTestClient(own.server, { token: await own.tokenFor(await own.createUser({ roleId: Role.Admin })) });
      const name = unique('Branch');
      const { location } = await adminApi.client.location.create.mutate({
        name,
        address: '1 Elsewhere Street',
        addressVi: '',
        phone: '',
        timeZone: 'Australia/Sydney',
      });
      await expect.poll(async () => (await trpc<Listed[]>(second.server, 'location.list')).some((l) => l.id === location.id)).toBe(true);

      const [first] = await adminApi.client.location.list.query();
      if (!first) throw new Error('no location');
      const address = unique('Street');
      await adminApi.client.location.update.mutate({ ...first, addressVi: first.addressVi ?? '', address });
      await expect.poll(async () => (await trpc<{ addressEn: string }>(second.server, 'salon.details')).addressEn).toBe(address);
      // What emails and .ics files read on the second instance follows the change too.
      await expect.poll(() => second.deps.salon.current().addressEn).toBe(address);
      await adminApi.client.location.archive.mutate({ id: location.id });
      await expect.poll(async () => (await trpc<Listed[]>(second.server, 'location.list')).some((l) => l.id === location.id)).toBe(false);
    } finally {
      await second.stop();
      await own.close();
    }
  });
});

describe('a cached answer is the answer the app gives without the cache', () => {
  it('on REST and tRPC, single and batched, for answers and refusals', async () => {
    const service = await createService();
    const { stylist, date } = await stylistWithDay();
    const batchInput = encodeURIComponent(JSON.stringify({ 0: { id: service.id }, 2: { type: 'time' } }));
    const urls = [
      '/api/get-all-services',
      `/api/get-detail-service-by-id?id=${service.id}`,
      '/api/get-detail-service-by-id?id=abc',
      `/api/get-feedback-by-serviceId?serviceId=${service.id}`,
      `/api/get-feedback-by-serviceId?serviceId=${service.id}&page=1&limit=2`,
      '/api/get-feedback-by-serviceId?serviceId=999999999',
      '/api/get-all-stylist',
      `/api/get-detail-stylist-by-id?id=${stylist.id}`,
      '/api/get-allcode?type=TIME',
      '/api/get-allcode?type=TIME&type=DAY',
      `/api/get-schedule-stylist-by-date?stylistId=${stylist.id}&date=${date}`,
      `/api/get-schedule-stylist-by-date?stylistId=${stylist.id}`,
      trpcUrl('service.list'),
      trpcUrl('service.getById', { id: service.id }),
      trpcUrl('service.getById', { id: 'nope' }),
      trpcUrl('stylist.list'),
      trpcUrl('feedback.listByService', { serviceId: service.id, page: 1 }),
      trpcUrl('schedule.byStylistAndDate', { stylistId: stylist.id, date }),
      trpcUrl('schedule.byStylistAndDate', { stylistId: 'x', date }),
      `/trpc/service.getById,service.list,allcode.getByType?batch=1&input=${batchInput}`,
      `/trpc/service.list,auth.me?batch=1&input=%7B%7D`,
      `/trpc/service.getById?input=${encodeURIComponent(JSON.stringify({ id: service.id }))}`,
      '/trpc/service.list',
      '/trpc/service.list?batch=1&input=not-json',
    ];
    // Every header (security headers, content type, vary) but the date, the request's own id and the framing: tRPC
    // streams its answer (chunked), a cached one goes out with its length.
    const headersOf = (res: { headers: Record<string, unknown> }) => {
      const { date: _date, 'x-request-id': _id, 'content-length': _length, 'transfer-encoding': _encoding, ...rest } = res.headers;
      return rest;
    };
    for (const url of urls) {
      const expected = await uncached.server.inject({ method: 'GET', url });
      for (const attempt of ['miss', 'hit']) {
        const res = await t.server.inject({ method: 'GET', url });
        expect({ url, attempt, status: res.statusCode, headers: headersOf(res), body: res.body }).toEqual({
          url,
          attempt,
          status: expected.statusCode,
          headers: headersOf(expected),
          body: expected.body,
        });
      }
    }
  });
});

describe('a cached bare answer with its headers', () => {
  it('goes out from the cache as it went out first: the bare list and the headers beside it', async () => {
    // A cached read (service.list is one) shaped as a bare list with a header, on an adapter of its own.
    const probe = route({
      method: 'GET',
      path: '/cache-probe',
      procedure: 'service.list',
      encoding: 'query',
      summary: 'The services as a bare list, their count in a header.',
      call: (caller) => caller.service.list(),
      present: (list) => ({ data: list, headers: { [TOTAL_COUNT_HEADER]: String(list.length) } }),
      bare: { shape: 'list', headers: { [TOTAL_COUNT_HEADER]: 'how many' } },
    });
    // A database of its own: no other suite's service writes drop the entry while this looks at it.
    const own = await startTestApp({ isolated: true });
    const server = Fastify();
    await registerRestRoutes(server, own.deps, [probe]);
    try {
      const first = await server.inject({ method: 'GET', url: '/api/cache-probe' });
      const count = (first.json() as unknown[]).length;
      expect(first.headers['x-total-count']).toBe(String(count));
      // The second answer comes from the cache (the procedure's own), with the same body and header.
      expect(own.deps.readCache.enabled).toBe(true);
      const { hits, misses } = own.deps.readCache;
      const second = await server.inject({ method: 'GET', url: '/api/cache-probe' });
      expect({ hits: own.deps.readCache.hits - hits, misses: own.deps.readCache.misses - misses }).toEqual({ hits: 1, misses: 0 });
      expect({ body: second.body, total: second.headers['x-total-count'], type: second.headers['content-type'] }).toEqual({
        body: first.body,
        total: String(count),
        type: first.headers['content-type'],
      });
      // A write drops it (the write names its table): the answer then counts the new service, in the body and
      // in the header alike.
      await own.deps.db.insert(schema.services).values({ name: unique('Probe cut'), description: 'A cut to count.', priceCents: 2000 });
      await expect
        .poll(async () => ((await server.inject({ method: 'GET', url: '/api/cache-probe' })).json() as unknown[]).length)
        .toBe(count + 1);
      const third = await server.inject({ method: 'GET', url: '/api/cache-probe' });
      expect(third.headers['x-total-count']).toBe(String(count + 1));
    } finally {
      await server.close();
      await own.close();
    }
  });
});

describe('a tRPC read in two languages', () => {
  it('tells caches that its answer depends on the language asked for, cached or not', async () => {
    for (const server of [t.server, uncached.server]) {
      for (const attempt of ['miss', 'hit']) {
        // A read answered and one refused, asked for by tRPC's client in Vietnamese.
        for (const [read, input] of [
          ['service.list', undefined],
          ['service.getById', { id: 'nope' }],
        ] as const) {
          const api = trpcTestClient(server, { headers: { 'accept-language': 'vi' }, batch: true });
          await api.answer(api.untyped.query(read, input));
          expect({ read, attempt, vary: api.lastHeaders().get('vary') }).toEqual({
            read,
            attempt,
            vary: expect.stringMatching(/accept-language/i),
          });
        }
      }
    }
  });
});
