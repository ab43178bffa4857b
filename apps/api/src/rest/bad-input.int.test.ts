import { schema } from '@hairsalon/db';
import { addSalonDays, messages, Role, salonToday } from '@hairsalon/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.js';

/** Bad input gets a 4xx with a message and changes nothing: never a 500 (ARCHITECTURE §1a). */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const expect4xx = (res: { statusCode: number; json: () => { success: boolean } }) => {
  expect(res.statusCode).toBeGreaterThanOrEqual(400);
  expect(res.statusCode).toBeLessThan(500);
  expect(res.json().success).toBe(false);
};

describe('input the database cannot hold', () => {
  it.each([
    '/api/get-detail-stylist-by-id?id=3000000000',
    '/api/get-feedback-by-serviceId?serviceId=3000000000',
    '/api/get-schedule-stylist-by-date?stylistId=3000000000&date=1795000000000',
    '/api/get-schedule-stylist-by-date?stylistId=1&date=9000000000000000',
  ])('GET %s answers 400', async (url) => {
    const res = await t.server.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a NUL character in any text with 400', async () => {
    expect4xx(await t.server.inject({ method: 'POST', url: '/api/login', payload: { email: 'a\u0000@x.io', password: 'x' } }));
    const before = await t.deps.db.$count(schema.users);
    expect4xx(
      await t.server.inject({
        method: 'POST',
        url: '/api/register',
        payload: {
          firstName: 'a\u0000b',
          lastName: 'B',
          email: 'nul@example.com',
          password: 'salon-pass-1',
          confirmPassword: 'salon-pass-1',
        },
      }),
    );
    expect(await t.deps.db.$count(schema.users)).toBe(before);
  });

  it('refuses a price below one cent', async () => {
    const admin = await t.createUser({ roleId: Role.Admin });
    await expect((await t.caller(admin)).service.create({ name: 'Tiny', description: 'Too cheap', price: 0.001 })).rejects.toThrow(
      messages.service.priceInvalid,
    );
  });
});

describe('malformed multipart bodies', () => {
  const boundary = 'xXbadXx';
  const filePart = (name: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nnot really\r\n`;

  it('answers two files, or a truncated body, with a 4xx', async () => {
    const customer = await t.createUser();
    const headers = { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${await t.tokenFor(customer)}` };
    const two = await t.server.inject({
      method: 'POST',
      url: '/api/upload-image',
      headers,
      payload: `${filePart('imageFile')}${filePart('imageFile')}--${boundary}--\r\n`,
    });
    expect4xx(two);
    const truncated = await t.server.inject({ method: 'POST', url: '/api/upload-image', headers, payload: filePart('imageFile') });
    expect4xx(truncated);
  });
});

describe('create-schedule', () => {
  it('refuses a malformed entry and creates nothing when any group is invalid', async () => {
    const staff = await t.createUser({ roleId: Role.Staff });
    const stylist = await t.createUser({ roleId: Role.Stylist });
    const headers = { authorization: `Bearer ${await t.tokenFor(staff)}` };
    const date = addSalonDays(salonToday(t.now().getTime()), 30);
    expect4xx(await t.server.inject({ method: 'POST', url: '/api/create-schedule', headers, payload: { arrSchedule: [null] } }));
    const mixed = await t.server.inject({
      method: 'POST',
      url: '/api/create-schedule',
      headers,
      payload: {
        arrSchedule: [
          { stylistId: stylist.id, date, timeType: 'T1' },
          { stylistId: stylist.id, date: salonToday(t.now().getTime()) - 5 * 86_400_000, timeType: 'T2' },
        ],
      },
    });
    expect4xx(mixed);
    expect(await t.deps.db.select().from(schema.scheduleSlots).where(eq(schema.scheduleSlots.stylistId, stylist.id))).toHaveLength(0);
  });
});
