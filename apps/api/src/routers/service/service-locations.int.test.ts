import { schema } from '@hairsalon/db';
import { messages, Role, TIME_SLOT_IDS } from '@hairsalon/shared';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBareList } from '../../testing/rest-answers.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

/**
 * Services per location (issue 24): a service is offered at every location at its own price unless the admin limits
 * it, optionally with a price per location. Customers of a location see and book only what is offered there, at its
 * price; the server prices the booking, whatever the form showed.
 */
let t: TestApp;
let admin: Awaited<ReturnType<TestApp['createUser']>>;
let hcmcId: number;
let sydneyId: number;
let closedId: number;
let cutId: number;
let colourId: number;
let hcmcStylist: Awaited<ReturnType<TestApp['createUser']>>;
let sydneyStylist: Awaited<ReturnType<TestApp['createUser']>>;
const day = Date.parse('2026-12-10T03:00:00Z');

beforeAll(async () => {
  t = await startTestApp({ isolated: true });
  t.advance(Date.parse('2026-12-01T00:00:00Z') - t.now().getTime());
  const [first] = await t.deps.db.select({ id: schema.locations.id }).from(schema.locations).orderBy(asc(schema.locations.id)).limit(1);
  if (!first) throw new Error('no first location');
  hcmcId = first.id;
  const added = await t.deps.db
    .insert(schema.locations)
    .values([
      { name: 'Sydney', timeZone: 'Australia/Sydney' },
      { name: 'Closed', timeZone: 'Asia/Ho_Chi_Minh', archivedAt: new Date('2026-01-01T00:00:00Z') },
    ])
    .returning({ id: schema.locations.id });
  sydneyId = added[0]?.id ?? 0;
  closedId = added[1]?.id ?? 0;
  admin = await t.createUser({ roleId: Role.Admin });
  hcmcStylist = await t.createUser({ roleId: Role.Stylist, locationId: hcmcId });
  sydneyStylist = await t.createUser({ roleId: Role.Stylist, locationId: sydneyId });
  await t.deps.db.insert(schema.stylistProfiles).values([
    { userId: hcmcStylist.id, positionId: 'P1' },
    { userId: sydneyStylist.id, positionId: 'P1' },
  ]);
  const rows = await t.deps.db
    .insert(schema.services)
    .values([
      { name: 'Cut', description: 'Everywhere', priceCents: 2000, image: '/images/services/cut.png' },
      { name: 'Colour', description: 'Sydney only', priceCents: 4000, image: '/images/services/colour.png' },
    ])
    .returning({ id: schema.services.id });
  cutId = rows[0]?.id ?? 0;
  colourId = rows[1]?.id ?? 0;
  const asAdmin = await t.caller(admin);
  for (const stylist of [hcmcStylist, sydneyStylist])
    await asAdmin.schedule.create({
      stylistId: stylist.id,
      date: day,
      timeTypes: [...TIME_SLOT_IDS],
      locationId: stylist.locationId ?? undefined,
    });
});
afterAll(async () => {
  await t?.close();
});

const colourFields = { name: 'Colour', description: 'Sydney only', price: 40 };

describe('where a service is offered', () => {
  it('is every location until the admin limits it, then only there, at its own price when it has one', async () => {
    const asAdmin = await t.caller(admin);
    expect((await asAdmin.service.list({ locationId: hcmcId })).map((s) => s.name)).toEqual(['Colour', 'Cut']);

    const saved = await asAdmin.service.update({ id: colourId, ...colourFields, locations: [{ locationId: sydneyId, price: 55.5 }] });
    expect(saved.locations).toEqual([{ locationId: sydneyId, price: 55.5 }]);

    const visitor = await t.caller();
    // The catalogue: every service at its own price, with where it is offered.
    const all = await visitor.service.list();
    expect(all.map((s) => [s.name, s.price])).toEqual([
      ['Colour', 40],
      ['Cut', 20],
    ]);
    expect(all.find((s) => s.id === colourId)?.locations).toEqual([{ locationId: sydneyId, price: 55.5 }]);
    // A location's customers: what is offered there, at its price.
    expect((await visitor.service.list({ locationId: hcmcId })).map((s) => [s.name, s.price])).toEqual([['Cut', 20]]);
    expect((await visitor.service.list({ locationId: sydneyId })).map((s) => [s.name, s.price])).toEqual([
      ['Colour', 55.5],
      ['Cut', 20],
    ]);
    expect((await visitor.service.getById({ id: colourId, locationId: sydneyId })).price).toBe(55.5);
    await expect(visitor.service.getById({ id: colourId, locationId: hcmcId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: messages.service.notFound,
    });
    // An archived location is no location to read.
    await expect(visitor.service.list({ locationId: closedId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: messages.location.notFound,
    });

    // The spec's REST path, with the optional locationId.
    const sydneyList = expectBareList<{ name: string; price: number }>(
      await t.server.inject({ method: 'GET', url: `/api/get-all-services?locationId=${sydneyId}` }),
    );
    expect(sydneyList.map((s) => [s.name, s.price])).toEqual([
      ['Colour', 55.5],
      ['Cut', 20],
    ]);
    const hcmcList = expectBareList<{ name: string }>(
      await t.server.inject({ method: 'GET', url: `/api/get-all-services?locationId=${hcmcId}` }),
    );
    expect(hcmcList.map((s) => s.name)).toEqual(['Cut']);
  });

  it('prices a booking at the stylist’s location and refuses a service not offered there, writing nothing', async () => {
    const asAdmin = await t.caller(admin);
    await asAdmin.service.update({ id: colourId, ...colourFields, locations: [{ locationId: sydneyId, price: 55.5 }] });
    const desk = (stylistId: number, timeType: string, serviceIds: number[]) =>
      asAdmin.booking.createAtDesk({
        source: 'phone',
        fullName: 'Mia Jones',
        phone: '412345678',
        email: 'mia.jones@example.com',
        stylistId,
        date: day,
        timeType,
        serviceIds,
      });

    const sydney = await desk(sydneyStylist.id, 'T1', [colourId, cutId]);
    const [row] = await t.deps.db.select().from(schema.bookings).where(eq(schema.bookings.id, sydney.bookingId));
    expect(row?.amountCents).toBe(7550);
    const lines = await t.deps.db.select().from(schema.bookingServices).where(eq(schema.bookingServices.bookingId, sydney.bookingId));
    expect(lines.map((l) => [l.serviceId, l.priceCents]).sort()).toEqual(
      [
        [colourId, 5550],
        [cutId, 2000],
      ].sort(),
    );

    const before = await t.deps.db.select({ id: schema.bookings.id }).from(schema.bookings);
    await expect(desk(hcmcStylist.id, 'T1', [colourId])).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: messages.booking.serviceUnavailable,
    });
    expect(await t.deps.db.select({ id: schema.bookings.id }).from(schema.bookings)).toHaveLength(before.length);
  });

  it('refuses a location listed twice or one that is archived, and keeps what was set', async () => {
    const asAdmin = await t.caller(admin);
    await asAdmin.service.update({ id: colourId, ...colourFields, locations: [{ locationId: sydneyId, price: null }] });
    await expect(
      asAdmin.service.update({
        id: colourId,
        ...colourFields,
        locations: [
          { locationId: sydneyId, price: null },
          { locationId: sydneyId, price: 30 },
        ],
      }),
    ).rejects.toThrow(messages.service.locationsInvalid);
    await expect(
      asAdmin.service.update({ id: colourId, ...colourFields, locations: [{ locationId: closedId, price: null }] }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: messages.service.locationsInvalid });
    const kept = await asAdmin.service.getById({ id: colourId });
    expect(kept.locations).toEqual([{ locationId: sydneyId, price: null }]);

    // Left out (the spec's clients), an update keeps where it is offered; an empty list offers it everywhere.
    const renamed = await asAdmin.service.update({ id: colourId, ...colourFields, name: 'Colour and gloss' });
    expect(renamed.locations).toEqual([{ locationId: sydneyId, price: null }]);
    const everywhere = await asAdmin.service.update({ id: colourId, ...colourFields, locations: [] });
    expect(everywhere.locations).toEqual([]);
    expect((await asAdmin.service.list({ locationId: hcmcId })).map((s) => s.id)).toContain(colourId);
  });
});
