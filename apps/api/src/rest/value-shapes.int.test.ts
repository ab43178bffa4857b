import { schema } from '@hairsalon/db';
import { addSalonDays, messages, Role, salonDayKey, salonToday } from '@hairsalon/shared';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../testing/rest-answers.js';
import { startTestApp, type TestApp, uniqueEmail } from '../testing/test-app.js';

/**
 * The REST readers take only a single value of the right type (issue 8 item 8) and read a parameter sent twice
 * with the same value as that value (issue 11 item 6). A database of its own, so row ids are predictable.
 */
let t: TestApp;
type User = Awaited<ReturnType<TestApp['createUser']>>;
let admin: User;
let stylist: User;

beforeAll(async () => {
  t = await startTestApp({ isolated: true });
  admin = await t.createUser({ roleId: Role.Admin });
  stylist = await t.createUser({ roleId: Role.Stylist, firstName: 'Lan' });
  await t.deps.db.insert(schema.stylistProfiles).values({ userId: stylist.id, positionId: 'P1' });
});
afterAll(async () => {
  await t?.close();
});

async function send(method: 'GET' | 'POST' | 'PUT', url: string, as?: User, payload?: object) {
  const headers = as ? { authorization: `Bearer ${await t.tokenFor(as)}` } : {};
  const res = await t.server.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  expect(res.statusCode, res.body).toBeLessThan(500);
  return res;
}

/** Refused as bad input (errCode 400) with the message naming the field. */
const expectRefused = (res: Awaited<ReturnType<typeof send>>, message: string) => expectRefusal(res, 400, message);
const answer = async (res: Promise<Awaited<ReturnType<typeof send>>>) =>
  (await res).json() as { errCode: number; success: boolean; data: unknown };

describe('a value of the wrong shape is refused and changes nothing', () => {
  it('{"id": true} and {"id": [3]} pay no salary', async () => {
    const calc = await t.caller(admin);
    const ids: number[] = [];
    for (const month of ['1', '2', '3']) ids.push((await calc.salary.calculate({ stylistId: stylist.id, month, year: '2030' })).salary.id);
    // The very ids `true` and `[3]` would be read as.
    expect(ids).toEqual([1, 2, 3]);

    expectRefused(await send('PUT', '/api/update-paid-on-salaries', admin, { id: true }), messages.input.notNumber('id'));
    expectRefused(await send('PUT', '/api/update-paid-on-salaries', admin, { id: [3] }), messages.input.notNumber('id'));
    expectRefused(await send('PUT', '/api/update-paid-on-salaries', admin, { salaryId: { id: 2 } }), messages.input.notNumber('salaryId'));
    expect(await t.deps.db.$count(schema.salaries, isNotNull(schema.salaries.paidOn))).toBe(0);

    expect((await answer(send('PUT', '/api/update-paid-on-salaries', admin, { id: 3 }))).success).toBe(true);
    expect(await t.deps.db.$count(schema.salaries, isNotNull(schema.salaries.paidOn))).toBe(1);
  });

  it('firstName: {} is refused, never stored as "[object Object]"', async () => {
    const user = await t.createUser({ firstName: 'Kept' });
    const edit = { id: user.id, firstName: {}, lastName: 'Vo', phoneNumber: '912345678', email: user.email };
    expectRefused(await send('PUT', '/api/edit-user', user, edit), messages.input.notText('firstName'));
    const [stored] = await t.deps.db.select().from(schema.users).where(eq(schema.users.id, user.id));
    expect(stored?.firstName).toBe('Kept');

    const email = uniqueEmail('shape');
    const register = { firstName: {}, lastName: 'Vo', email, password: 'salon-pass-1', confirmPassword: 'salon-pass-1' };
    expectRefused(await send('POST', '/api/register', undefined, register), messages.input.notText('firstName'));
    expect(await t.deps.db.$count(schema.users, eq(schema.users.email, email))).toBe(0);
  });

  it('a list where the spec sends one stylist books nothing; serviceIds stays a list', async () => {
    const date = addSalonDays(salonToday(t.now().getTime()), 4);
    await (await t.caller(admin)).schedule.create({ stylistId: stylist.id, date, timeTypes: ['T1'] });
    const [service] = await t.deps.db
      .insert(schema.services)
      .values({ name: 'Shape cut', description: 'A service', priceCents: 2000 })
      .returning();
    const booking = { phone: '912345678', fullName: 'Guest', email: 'guest@example.com', date, timeType: 'T1', serviceIds: [service?.id] };
    expectRefused(
      await send('POST', '/api/customer-book-appointment', undefined, { ...booking, stylistId: [stylist.id] }),
      messages.input.notNumber('stylistId'),
    );
    expect(await t.deps.db.$count(schema.bookings)).toBe(0);
    expectRefused(
      await send('POST', '/api/customer-book-appointment', undefined, { ...booking, stylistId: stylist.id, usePoints: 'maybe' }),
      messages.input.notBoolean('usePoints'),
    );
    expect((await answer(send('POST', '/api/customer-book-appointment', undefined, { ...booking, stylistId: stylist.id }))).success).toBe(
      true,
    );
  });

  it('a JSON array instead of an object is refused', async () => {
    expectRefused(await send('POST', '/api/login', undefined, ['someone@example.com', 'secret1']), messages.generic.invalidInput);
  });
});

describe('a number sent as text', () => {
  /** Texts that are not a plain decimal whole number, though JavaScript's Number would read each as one. */
  const NOT_PLAIN = ['0x10', ' 7', '7 ', '1e1', '1.0', '+7', '0b11', '0o7', 'Infinity', '7\n'];

  it('is read only as plain decimal digits: 0x10, 1e1, 1.0, +7 and the like are refused and change nothing', async () => {
    // Users with the ids those texts would be read as (16, 7, 10, 3…), for the admin to deactivate by mistake.
    let staff = await t.createUser({ roleId: Role.Staff });
    while (staff.id < 16) staff = await t.createUser({ roleId: Role.Staff });
    for (const text of NOT_PLAIN) {
      expectRefusal(await send('PUT', `/api/change-user-status?id=${encodeURIComponent(text)}`, admin), 400);
      expectRefusal(await send('GET', `/api/get-user-by-id?id=${encodeURIComponent(text)}`, admin), 400);
      expectRefusal(await send('PUT', '/api/update-paid-on-salaries', admin, { id: text }), 400);
    }
    expect(await t.deps.db.$count(schema.users, eq(schema.users.status, 'Inactive'))).toBe(0);
    // The field's own message, as for any value that is not one.
    const refused = expectRefusal(await send('GET', '/api/get-detail-stylist-by-id?id=0x10'), 400);
    expect(refused.fieldErrors).toHaveProperty('id');
    // Plain digits are read, leading zeros and all.
    const found = await answer(send('GET', `/api/get-user-by-id?id=0${staff.id}`, admin));
    expect(found).toMatchObject({ success: true, data: expect.objectContaining({ id: staff.id }) });
  });

  it('is read in lists and prices the same way; a price may have cents', async () => {
    const date = addSalonDays(salonToday(t.now().getTime()), 5);
    await (await t.caller(admin)).schedule.create({ stylistId: stylist.id, date, timeTypes: ['T4'] });
    const [service] = await t.deps.db
      .insert(schema.services)
      .values({ name: 'Number cut', description: 'A service', priceCents: 2000 })
      .returning();
    const form = (serviceId: string) =>
      new URLSearchParams({
        phone: '912345678',
        fullName: 'Guest',
        email: 'guest@example.com',
        stylistId: String(stylist.id),
        date: String(date),
        timeType: 'T4',
        'serviceIds[]': serviceId,
      }).toString();
    const book = (serviceId: string) =>
      t.server.inject({
        method: 'POST',
        url: '/api/customer-book-appointment',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form(serviceId),
      });
    const before = await t.deps.db.$count(schema.bookings);
    for (const text of [`${service?.id}.0`, `+${service?.id}`, ` ${service?.id}`]) expectRefusal(await book(text), 400);
    expect(await t.deps.db.$count(schema.bookings)).toBe(before);

    const update = (price: string) =>
      send('PUT', '/api/update-service', admin, { id: service?.id, name: 'Number cut', description: 'A service', price });
    for (const price of ['1e2', '0x20', ' 25', '25.', '.5']) expectRefusal(await update(price), 400);
    expect((await answer(update('25.50'))).success).toBe(true);
    const [stored] = await t.deps.db
      .select()
      .from(schema.services)
      .where(eq(schema.services.id, service?.id as number));
    expect(stored?.priceCents).toBe(2550);
  });
});

describe('a parameter sent twice', () => {
  it('with the same value is that value; with different values it is refused', async () => {
    const once = await answer(send('GET', `/api/get-detail-stylist-by-id?id=${stylist.id}`));
    const twice = await answer(send('GET', `/api/get-detail-stylist-by-id?id=${stylist.id}&id=${stylist.id}`));
    expect(twice.success).toBe(true);
    expect(twice.data).toEqual(once.data);
    expectRefused(await send('GET', `/api/get-detail-stylist-by-id?id=${stylist.id}&id=${admin.id}`), messages.input.conflicting('id'));
  });

  it('reads a schedule with stylistId and date each sent twice', async () => {
    const date = addSalonDays(salonToday(t.now().getTime()), 6);
    await (await t.caller(admin)).schedule.create({ stylistId: stylist.id, date, timeTypes: ['T2', 'T3'] });
    const body = await answer(
      send('GET', `/api/get-schedule-stylist-by-date?stylistId=${stylist.id}&stylistId=${stylist.id}&date=${date}&date=${date}`),
    );
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(2);
  });

  it('in the query and in the body with different values is refused', async () => {
    const customer = await t.createUser({ points: 5 });
    expectRefused(
      await send('PUT', `/api/get-user-points?id=${customer.id}`, admin, { id: admin.id, points: 9 }),
      messages.input.conflicting('id'),
    );
    const [stored] = await t.deps.db.select().from(schema.users).where(eq(schema.users.id, customer.id));
    expect(stored?.points).toBe(5);
  });
});

describe('dates as epoch milliseconds', () => {
  it('are read as a number or as text', async () => {
    const staff = await t.createUser({ roleId: Role.Staff });
    const date = addSalonDays(salonToday(t.now().getTime()), 8);
    const asNumber = await answer(
      send('POST', '/api/create-schedule', staff, { arrSchedule: [{ stylistId: stylist.id, date, timeType: 'T1' }] }),
    );
    const asText = await answer(
      send('POST', '/api/create-schedule', staff, { arrSchedule: [{ stylistId: String(stylist.id), date: String(date), timeType: 'T2' }] }),
    );
    expect([asNumber.success, asText.success]).toEqual([true, true]);
    const slots = await answer(send('GET', `/api/get-schedule-stylist-by-date?stylistId=${stylist.id}&date=${date}`));
    expect(slots.data).toHaveLength(2);
  });

  it('are read on the read rows too: the salon day of the epoch ms in the query, whichever moment of it', async () => {
    const staff = await t.createUser({ roleId: Role.Staff });
    const date = addSalonDays(salonToday(t.now().getTime()), 9);
    await (await t.caller(admin)).schedule.create({ stylistId: stylist.id, date, timeTypes: ['T1', 'T2', 'T3'] });
    const [service] = await t.deps.db
      .insert(schema.services)
      .values({ name: 'Date cut', description: 'A service', priceCents: 2000 })
      .returning();
    const booked = await (await t.caller()).booking.create({
      phone: '912345678',
      fullName: 'Date Guest',
      email: 'date-guest@example.com',
      stylistId: stylist.id,
      date,
      timeType: 'T2',
      serviceIds: [service?.id as number],
      pointsToUse: 0,
    });
    // Confirmed, so the stylist's shift list (confirmed and completed bookings) holds it too.
    await t.deps.db.update(schema.bookings).set({ statusId: 'S2' }).where(eq(schema.bookings.id, booked.bookingId));
    const rows = [
      { url: `/api/get-schedule-stylist-by-date?stylistId=${stylist.id}&date=`, as: undefined, refusal: messages.schedule.viewerRequired },
      { url: '/api/get-all-booking?date=', as: staff, refusal: messages.booking.dateRequired },
      {
        url: `/api/get-list-customer-booking-for-stylist?stylistId=${stylist.id}&date=`,
        as: stylist,
        refusal: messages.booking.dateRequired,
      },
    ];
    // A read row is a GET: its values come in the query only, so a date the client holds as a number arrives as its
    // digits, like a booking's date a list answers as text (spec §3: the UTC midnight of its salon day), which a
    // client sends back as it is.
    const listed = (await answer(send('GET', `/api/get-all-booking?date=${date}`, staff))).data as { id: number; date: string }[];
    const bookingDate = listed.find((b) => b.id === booked.bookingId)?.date;
    expect(bookingDate).toBe(String(Date.parse(`${salonDayKey(date)}T00:00:00Z`)));
    for (const row of rows) {
      const atMidnight = await answer(send('GET', `${row.url}${date}`, row.as));
      expect(atMidnight.success, row.url).toBe(true);
      expect((atMidnight.data as unknown[]).length, row.url).toBeGreaterThan(0);
      // The booking's own date text, and a date picker's moment in the afternoon of that day, read the same day.
      for (const sent of [bookingDate, String(date + 15.5 * 3_600_000), `0${date}`]) {
        const same = await answer(send('GET', `${row.url}${encodeURIComponent(sent ?? '')}`, row.as));
        expect(same, `${row.url}${sent}`).toMatchObject({ success: true, data: atMidnight.data });
      }
      // Not epoch ms written plainly: refused with the row's own message, never read as another day.
      for (const sent of ['2030-01-05', 'today', String(date + 0.5), ` ${date} `, `+${date}`, `${date}.0`, `${date / 1000}e3`]) {
        expectRefused(await send('GET', `${row.url}${encodeURIComponent(sent)}`, row.as), row.refusal);
      }
    }
  });
});
