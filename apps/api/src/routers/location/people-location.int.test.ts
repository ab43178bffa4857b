import { schema } from '@hairsalon/db';
import { addSalonDays, BookingStatus, messages, Role, salonDayKey, salonToday } from '@hairsalon/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { trpcTestClient } from '../../testing/trpc-client.js';

/**
 * The admin chooses where a new stylist or staff member works (issue 24, docs/decisions/021): `locationId` on
 * stylist.create, user.createStaff and POST /register, the first open location when absent, an archived or unknown
 * location refused; the staff member's own location is on auth.me for the back office's header. A database of its own:
 * the first open location must be this file's.
 */
let t: TestApp;
let admin: ReturnType<typeof trpcTestClient>;
let adminToken: string;
let sydneyId: number;
let closedId: number;
beforeAll(async () => {
  t = await startTestApp({ isolated: true });
  adminToken = await t.tokenFor(await t.createUser({ roleId: Role.Admin }));
  admin = trpcTestClient(t.server, { token: adminToken });
  const place = { address: '88 George Street', addressVi: '', phone: '+61 2 9251 4567', timeZone: 'Australia/Sydney' };
  sydneyId = (await admin.client.location.create.mutate({ ...place, name: 'Sydney' })).location.id;
  closedId = (await admin.client.location.create.mutate({ ...place, name: 'Closed' })).location.id;
  await admin.client.location.archive.mutate({ id: closedId });
});
afterAll(async () => {
  await t?.close();
});

const person = (email: string) => ({
  firstName: 'Olivia',
  lastName: 'Smith',
  email,
  phoneNumber: '912345678',
  password: 'salon-pass-1',
});

async function locationOf(id: number) {
  const [row] = await t.deps.db.select({ locationId: schema.users.locationId }).from(schema.users).where(eq(schema.users.id, id));
  return row?.locationId;
}

describe('where new stylists and staff work', () => {
  it('puts a stylist at the location the admin chose, listed there and not at the first', async () => {
    const { id } = await admin.client.stylist.create.mutate({ ...person('olivia@loc.test'), positionId: 'P1', locationId: sydneyId });
    expect(await locationOf(id)).toBe(sydneyId);
    const atSydney = await admin.client.stylist.list.query({ locationId: sydneyId });
    expect(atSydney.map((s) => s.id)).toContain(id);
    const atFirst = await admin.client.stylist.list.query();
    expect(atFirst.map((s) => s.id)).not.toContain(id);
  });

  it('puts a staff member at the chosen location, which their auth.me answers', async () => {
    const { id } = await admin.client.user.createStaff.mutate({ ...person('jack@loc.test'), locationId: sydneyId });
    expect(await locationOf(id)).toBe(sydneyId);
    const staff = trpcTestClient(t.server, { token: await t.tokenFor({ id, roleId: Role.Staff }) });
    expect(await staff.client.auth.me.query()).toMatchObject({ id, roleId: Role.Staff, locationId: sydneyId });
    expect(await admin.client.auth.me.query()).toMatchObject({ roleId: Role.Admin, locationId: null });
  });

  it('puts them at the first open location when none is chosen', async () => {
    const stylist = await admin.client.stylist.create.mutate({ ...person('first-stylist@loc.test'), positionId: 'P1' });
    const staff = await admin.client.user.createStaff.mutate(person('first-staff@loc.test'));
    expect(await locationOf(stylist.id)).toBe(1);
    expect(await locationOf(staff.id)).toBe(1);
  });

  it('refuses an archived or unknown location (404) and creates no one', async () => {
    for (const locationId of [closedId, 9999]) {
      const stylist = await admin.answer(
        admin.client.stylist.create.mutate({ ...person(`nowhere-${locationId}@loc.test`), positionId: 'P1', locationId }),
      );
      expect(stylist.status).toBe(404);
      expect(stylist.error?.message).toBe(messages.location.notFound);
      const staff = await admin.answer(
        admin.client.user.createStaff.mutate({ ...person(`nowhere-staff-${locationId}@loc.test`), locationId }),
      );
      expect(staff.status).toBe(404);
    }
    const [left] = await t.deps.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, `nowhere-${closedId}@loc.test`));
    expect(left).toBeUndefined();
  });

  it('takes the location on POST /register for a stylist and a staff member', async () => {
    const register = (body: object) =>
      t.server.inject({ method: 'POST', url: '/api/register', headers: { authorization: `Bearer ${adminToken}` }, payload: body });
    const stylist = await register({ ...person('rest-stylist@loc.test'), roleId: Role.Stylist, positionId: 'P1', locationId: sydneyId });
    expect(stylist.statusCode).toBe(200);
    expect(await locationOf(stylist.json().data.id)).toBe(sydneyId);
    const staff = await register({ ...person('rest-staff@loc.test'), roleId: Role.Staff, locationId: String(sydneyId) });
    expect(staff.statusCode).toBe(200);
    expect(await locationOf(staff.json().data.id)).toBe(sydneyId);
    const closed = await register({ ...person('rest-closed@loc.test'), roleId: Role.Staff, locationId: closedId });
    expect(closed.json()).toMatchObject({ errCode: expect.any(Number), message: messages.location.notFound });
  });
});

/** A booking row for a stylist, `dayOffset` days from today on the first location's calendar. */
async function bookingFor(stylistId: number, statusId: string, dayOffset: number) {
  const day = salonDayKey(addSalonDays(salonToday(t.now().getTime()), dayOffset));
  const [row] = await t.deps.db
    .insert(schema.bookings)
    .values({
      stylistId,
      statusId,
      day,
      timeType: 'T2',
      fullName: 'Mia Jones',
      email: 'mia@loc.test',
      phone: '912345678',
      subtotalCents: 2500,
      amountCents: 2500,
    })
    .returning({ id: schema.bookings.id });
  if (!row) throw new Error('booking');
  return row.id;
}

describe('moving people between locations', () => {
  it('moves a staff member, who then sees and changes only the new location’s data', async () => {
    const { id } = await admin.client.user.createStaff.mutate(person('move.staff@loc.test'));
    const staff = trpcTestClient(t.server, { token: await t.tokenFor({ id, roleId: Role.Staff }) });
    await expect(staff.client.booking.listByDate.query({ date: Date.now(), locationId: sydneyId })).rejects.toMatchObject({
      message: messages.location.otherLocation,
    });
    expect(await admin.client.user.moveToLocation.mutate({ id, locationId: sydneyId })).toEqual({ id, locationId: sydneyId });
    expect(await locationOf(id)).toBe(sydneyId);
    // The next request already reads the new location.
    expect(await staff.client.auth.me.query()).toMatchObject({ locationId: sydneyId });
    await expect(staff.client.booking.listByDate.query({ date: Date.now(), locationId: sydneyId })).resolves.toBeInstanceOf(Array);
  });

  it('refuses to move a stylist with upcoming bookings, and moves one whose bookings are past, waitlist and all', async () => {
    const { id } = await admin.client.stylist.create.mutate({ ...person('move.stylist@loc.test'), positionId: 'P1' });
    const first = await locationOf(id);
    const upcoming = await bookingFor(id, BookingStatus.Confirmed, 0);
    await expect(admin.client.user.moveToLocation.mutate({ id, locationId: sydneyId })).rejects.toMatchObject({
      message: messages.location.upcomingBookings,
    });
    expect(await locationOf(id)).toBe(first);

    // Cancelled today, completed yesterday: nothing holds the stylist where they are.
    await t.deps.db.update(schema.bookings).set({ statusId: BookingStatus.Cancelled }).where(eq(schema.bookings.id, upcoming));
    await bookingFor(id, BookingStatus.Completed, -1);
    const customer = await t.createUser({ roleId: Role.Customer });
    const [entry] = await t.deps.db
      .insert(schema.waitlistEntries)
      .values({
        customerId: customer.id,
        stylistId: id,
        day: salonDayKey(addSalonDays(salonToday(t.now().getTime()), 3)),
        serviceIds: [],
        locationId: first ?? 1,
      })
      .returning({ id: schema.waitlistEntries.id });
    await admin.client.user.moveToLocation.mutate({ id, locationId: sydneyId });
    expect(await locationOf(id)).toBe(sydneyId);
    expect((await admin.client.stylist.list.query({ locationId: sydneyId })).map((s) => s.id)).toContain(id);
    const [moved] = await t.deps.db
      .select()
      .from(schema.waitlistEntries)
      .where(eq(schema.waitlistEntries.id, entry?.id ?? 0));
    expect(moved?.locationId).toBe(sydneyId);
  });

  it('moves only stylists and staff, and only to an open location', async () => {
    const customer = await t.createUser({ roleId: Role.Customer });
    await expect(admin.client.user.moveToLocation.mutate({ id: customer.id, locationId: sydneyId })).rejects.toMatchObject({
      message: messages.location.onlyPeopleWork,
    });
    expect(await locationOf(customer.id)).toBeNull();
    const { id } = await admin.client.user.createStaff.mutate(person('move.closed@loc.test'));
    await expect(admin.client.user.moveToLocation.mutate({ id, locationId: closedId })).rejects.toMatchObject({
      message: messages.location.notFound,
    });
    const staff = trpcTestClient(t.server, { token: await t.tokenFor({ id, roleId: Role.Staff }) });
    await expect(staff.client.user.moveToLocation.mutate({ id, locationId: sydneyId })).rejects.toMatchObject({
      data: { code: 'FORBIDDEN' },
    });
  });
});
