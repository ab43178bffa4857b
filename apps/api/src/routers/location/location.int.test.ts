import { schema } from '@hairsalon/db';
import { messages, Role, UserStatus } from '@hairsalon/shared';
import { messagesVi } from '@hairsalon/shared/messages.vi';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { trpcTestClient } from '../../testing/trpc-client.js';

/**
 * The chain's locations (issue 24) over tRPC, on a database of their own (the last open location cannot be archived,
 * so the count must be this file's): the public list, the admin's create, edit and archive, who is refused, and the
 * first location's address and phone being the salon's (docs/decisions/021).
 */
let t: TestApp;
let admin: ReturnType<typeof trpcTestClient>;
let anonymous: ReturnType<typeof trpcTestClient>;
beforeAll(async () => {
  t = await startTestApp({ isolated: true });
  admin = trpcTestClient(t.server, { token: await t.tokenFor(await t.createUser({ roleId: Role.Admin })) });
  anonymous = trpcTestClient(t.server);
});
afterAll(async () => {
  await t?.close();
});

const sydney = {
  name: 'HairSalon Sydney',
  address: '88 George Street, The Rocks NSW 2000',
  addressVi: '',
  phone: '+61 2 9251 4567',
  timeZone: 'Australia/Sydney',
};

describe('locations', () => {
  it('lists the salon there was as location 1, in its zone, to anyone', async () => {
    expect(await anonymous.client.location.list.query()).toEqual([
      { id: 1, name: 'HairSalon', address: '', addressVi: null, phone: '', timeZone: 'Asia/Ho_Chi_Minh' },
    ]);
  });

  it('lets the admin add a location, listed after the first with its own zone', async () => {
    const { location, message } = await admin.client.location.create.mutate(sydney);
    expect(message).toBe(messages.location.created);
    expect(location).toEqual({ id: expect.any(Number), ...sydney, addressVi: null });
    const list = await anonymous.client.location.list.query();
    expect(list.map((l) => [l.name, l.timeZone])).toEqual([
      ['HairSalon', 'Asia/Ho_Chi_Minh'],
      ['HairSalon Sydney', 'Australia/Sydney'],
    ]);
  });

  it('refuses an unknown time zone, a blank name and a name another open location has, in the caller’s language', async () => {
    const marsBase = await admin.answer(admin.client.location.create.mutate({ ...sydney, name: 'Mars', timeZone: 'Mars/Olympus_Mons' }));
    expect(marsBase.status).toBe(400);
    expect(marsBase.error?.message).toBe(messages.location.timeZoneInvalid);
    const blank = await admin.answer(admin.client.location.create.mutate({ ...sydney, name: '   ' }));
    expect(blank.status).toBe(400);
    expect(blank.error?.message).toBe(messages.location.nameRequired);
    const twice = await admin.answer(admin.client.location.create.mutate({ ...sydney, name: ' hairsalon SYDNEY ' }));
    expect(twice.status).toBe(400);
    expect(twice.error?.message).toBe(messages.location.nameTaken);
    const adminVi = trpcTestClient(t.server, {
      token: await t.tokenFor(await t.createUser({ roleId: Role.Admin })),
      headers: { 'accept-language': 'vi' },
    });
    const inVietnamese = await adminVi.answer(adminVi.client.location.create.mutate({ ...sydney, timeZone: 'Saigon' }));
    expect(inVietnamese.error?.message).toBe(messagesVi.location.timeZoneInvalid);
    expect((await anonymous.client.location.list.query()).map((l) => l.name)).toEqual(['HairSalon', 'HairSalon Sydney']);
  });

  it('lets the admin edit a location, its zone included; an unknown one is not found', async () => {
    const { location } = await admin.client.location.create.mutate({ ...sydney, name: 'Tokyo', timeZone: 'Asia/Tokyo' });
    const { location: edited, message } = await admin.client.location.update.mutate({
      id: location.id,
      name: 'HairSalon Osaka',
      address: '1-1 Umeda, Kita-ku, Osaka',
      addressVi: '1-1 Umeda, quận Kita, Osaka',
      phone: '+81 6 1234 5678',
      timeZone: 'Asia/Tokyo',
    });
    expect(message).toBe(messages.location.saved);
    expect(edited).toMatchObject({ name: 'HairSalon Osaka', addressVi: '1-1 Umeda, quận Kita, Osaka' });
    expect((await anonymous.client.location.list.query()).find((l) => l.id === location.id)).toEqual(edited);
    // Its own name, in other letters, is not "taken".
    await admin.client.location.update.mutate({ ...edited, addressVi: '', name: 'HAIRSALON OSAKA' });
    const missing = await admin.answer(admin.client.location.update.mutate({ ...sydney, id: 999_999 }));
    expect(missing.status).toBe(404);
    expect(missing.error?.message).toBe(messages.location.notFound);
    const taken = await admin.answer(admin.client.location.update.mutate({ ...sydney, id: location.id }));
    expect(taken.error?.message).toBe(messages.location.nameTaken);
  });

  it('archives a location no one works at: it leaves the list, cannot be edited, and its name is free again', async () => {
    const { location } = await admin.client.location.create.mutate({ ...sydney, name: 'Pop-up', timeZone: 'Europe/London' });
    const stylist = await t.createUser({ roleId: Role.Stylist, locationId: location.id });
    const busy = await admin.answer(admin.client.location.archive.mutate({ id: location.id }));
    expect(busy.status).toBe(409);
    expect(busy.error?.message).toBe(messages.location.hasPeople);
    // A stylist who no longer works (Inactive) does not keep a location open.
    await t.deps.db.update(schema.users).set({ status: UserStatus.Inactive }).where(eq(schema.users.id, stylist.id));
    expect(await admin.client.location.archive.mutate({ id: location.id })).toEqual({
      id: location.id,
      message: messages.location.archived,
    });
    expect((await anonymous.client.location.list.query()).map((l) => l.id)).not.toContain(location.id);
    const edit = await admin.answer(admin.client.location.update.mutate({ ...sydney, name: 'Pop-up', id: location.id }));
    expect(edit.error?.message).toBe(messages.location.notFound);
    const again = await admin.answer(admin.client.location.archive.mutate({ id: location.id }));
    expect(again.status).toBe(404);
    const reopened = await admin.client.location.create.mutate({ ...sydney, name: 'Pop-up', timeZone: 'Europe/London' });
    expect(reopened.location.id).not.toBe(location.id);
    await admin.client.location.archive.mutate({ id: reopened.location.id });
  });

  it('never archives the last open location, in either language', async () => {
    const [first, ...others] = await anonymous.client.location.list.query();
    if (!first) throw new Error('no location');
    for (const other of others) {
      await t.deps.db.update(schema.users).set({ status: UserStatus.Inactive }).where(eq(schema.users.locationId, other.id));
      await admin.client.location.archive.mutate({ id: other.id });
    }
    const last = await admin.answer(admin.client.location.archive.mutate({ id: first.id }));
    expect(last.status).toBe(409);
    expect(last.error?.message).toBe(messages.location.lastActive);
    const adminVi = trpcTestClient(t.server, {
      token: await t.tokenFor(await t.createUser({ roleId: Role.Admin })),
      headers: { 'accept-language': 'vi' },
    });
    const inVietnamese = await adminVi.answer(adminVi.client.location.archive.mutate({ id: first.id }));
    expect(inVietnamese.error?.message).toBe(messagesVi.location.lastActive);
    expect(await anonymous.client.location.list.query()).toHaveLength(1);
  });

  it('refuses staff, stylists and customers (403) and anonymous callers (401), changing nothing', async () => {
    const before = await anonymous.client.location.list.query();
    const [first] = before;
    for (const roleId of [Role.Staff, Role.Stylist, Role.Customer, null]) {
      const caller = roleId ? trpcTestClient(t.server, { token: await t.tokenFor(await t.createUser({ roleId })) }) : anonymous;
      const expected = roleId ? 403 : 401;
      const calls = [
        () => caller.client.location.create.mutate({ ...sydney, name: 'Sneaky' }),
        () => caller.client.location.update.mutate({ ...sydney, name: 'Sneaky', id: first?.id ?? 1 }),
        () => caller.client.location.archive.mutate({ id: first?.id ?? 1 }),
      ];
      for (const call of calls) expect((await caller.answer<unknown>(call())).status).toBe(expected);
    }
    expect(await anonymous.client.location.list.query()).toEqual(before);
  });
});

describe('the first location’s address and phone are the salon’s', () => {
  it('shows what the settings page saved on the location, and what the locations page saved in the salon’s details', async () => {
    const details = await admin.client.salon.details.query();
    await admin.client.salon.updateDetails.mutate({
      ...details,
      name: 'Salon Mây',
      addressEn: '9 Hai Ba Trung, District 1',
      addressVi: '9 Hai Bà Trưng, Quận 1',
      phone: '+84 28 1111 2222',
    });
    const [first] = await anonymous.client.location.list.query();
    expect(first).toMatchObject({ address: '9 Hai Ba Trung, District 1', addressVi: '9 Hai Bà Trưng, Quận 1', phone: '+84 28 1111 2222' });
    if (!first) throw new Error('no location');

    await admin.client.location.update.mutate({ ...first, addressVi: '', address: '10 Dong Khoi', phone: '+84 28 3333 4444' });
    expect(await anonymous.client.salon.details.query()).toMatchObject({
      name: 'Salon Mây',
      addressEn: '10 Dong Khoi',
      addressVi: '',
      phone: '+84 28 3333 4444',
    });
    // What emails and .ics files read (the in-memory copy) follows too.
    await t.deps.salon.reload();
    expect(t.deps.salon.current()).toMatchObject({ addressEn: '10 Dong Khoi', phone: '+84 28 3333 4444' });
  });
});

describe('the salon’s own name reaches its first location while that has a default name (docs/decisions/027)', () => {
  const firstName = async () => (await anonymous.client.location.list.query())[0]?.name;
  const saveName = async (name: string) => {
    const details = await admin.client.salon.details.query();
    await admin.client.salon.updateDetails.mutate({ ...details, name });
  };
  /** The first location as on a new database: the product's name, the salon's blank (migration 0017). */
  const asOnDayOne = async () => {
    await t.deps.db.update(schema.salonSettings).set({ name: '' }).where(eq(schema.salonSettings.id, 1));
    await t.deps.db.update(schema.locations).set({ name: 'HairSalon' }).where(eq(schema.locations.id, 1));
  };

  it('renames the first location from the product’s name, and again while it still has the salon’s name', async () => {
    await asOnDayOne();
    expect(await firstName()).toBe('HairSalon');
    await saveName('Salon Mai');
    expect(await firstName()).toBe('Salon Mai');
    await saveName('Salon Mai & Co');
    expect(await firstName()).toBe('Salon Mai & Co');
  });

  it('never renames a first location the owner named, nor takes another open location’s name', async () => {
    await asOnDayOne();
    const [first] = await anonymous.client.location.list.query();
    if (!first) throw new Error('no location');
    await admin.client.location.update.mutate({ ...first, addressVi: first.addressVi ?? '', name: 'Mai on Dong Khoi' });
    await saveName('Salon Mai');
    expect(await firstName()).toBe('Mai on Dong Khoi');

    await admin.client.location.update.mutate({ ...first, addressVi: first.addressVi ?? '', name: 'Salon Mai' });
    const { location: branch } = await admin.client.location.create.mutate({ ...sydney, name: 'Salon Lan' });
    await saveName('SALON LAN');
    expect((await anonymous.client.location.list.query()).map((l) => l.name)).toEqual(['Salon Mai', 'Salon Lan']);
    expect((await admin.client.salon.details.query()).name).toBe('SALON LAN');
    await admin.client.location.archive.mutate({ id: branch.id });
  });
});
