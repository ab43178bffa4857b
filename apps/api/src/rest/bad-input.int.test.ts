import { schema } from '@hairsalon/db';
import { addSalonDays, messages, Role, salonToday, translateMessage } from '@hairsalon/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../testing/rest-answers.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

/** Bad input gets a refusal with a message and changes nothing: never a 500 (ARCHITECTURE §1a). */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('input the database cannot hold', () => {
  it.each([
    '/api/get-detail-stylist-by-id?id=3000000000',
    '/api/get-feedback-by-serviceId?serviceId=3000000000',
    '/api/get-schedule-stylist-by-date?stylistId=3000000000&date=1795000000000',
    '/api/get-schedule-stylist-by-date?stylistId=1&date=9000000000000000',
  ])('GET %s is refused as bad input (errCode 400)', async (url) => {
    expectRefusal(await t.server.inject({ method: 'GET', url }), 400);
  });

  it('refuses a NUL character in any text as bad input', async () => {
    expectRefusal(await t.server.inject({ method: 'POST', url: '/api/login', payload: { email: 'a\u0000@x.io', password: 'x' } }));
    const before = await t.deps.db.$count(schema.users);
    expectRefusal(
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

  it('refuses a customer registration without confirmPassword with the spec message, creating nothing', async () => {
    const before = await t.deps.db.$count(schema.users);
    const email = `no-confirm.${Date.now()}@example.com`;
    const res = await t.server.inject({
      method: 'POST',
      url: '/api/register',
      payload: { firstName: 'An', lastName: 'Vo', email, password: 'salon-pass-1' },
    });
    expectRefusal(res, 400, messages.register.confirmRequired);
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

  it('refuses two files, or a truncated body, as bad input', async () => {
    const customer = await t.createUser();
    const headers = { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${await t.tokenFor(customer)}` };
    const two = await t.server.inject({
      method: 'POST',
      url: '/api/upload-image',
      headers,
      payload: `${filePart('imageFile')}${filePart('imageFile')}--${boundary}--\r\n`,
    });
    expectRefusal(two);
    const truncated = await t.server.inject({ method: 'POST', url: '/api/upload-image', headers, payload: filePart('imageFile') });
    expectRefusal(truncated);
  });
});

describe('create-schedule', () => {
  it('refuses a malformed entry and creates nothing when any group is invalid', async () => {
    const staff = await t.createUser({ roleId: Role.Staff });
    const stylist = await t.createUser({ roleId: Role.Stylist });
    const headers = { authorization: `Bearer ${await t.tokenFor(staff)}` };
    const date = addSalonDays(salonToday(t.now().getTime()), 30);
    expectRefusal(await t.server.inject({ method: 'POST', url: '/api/create-schedule', headers, payload: { arrSchedule: [null] } }));
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
    expectRefusal(mixed);
    expect(await t.deps.db.select().from(schema.scheduleSlots).where(eq(schema.scheduleSlots.stylistId, stylist.id))).toHaveLength(0);
  });
});

// Malformed JSON: routers/auth/auth.int.test.ts.
describe('bodies the parsers refuse', () => {
  it('answers a body over the size limit with errCode 413 and the limit for JSON, on REST and on /trpc', async () => {
    const res = await t.server.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ firstName: 'x'.repeat(1_100_000) }),
    });
    const body = expectRefusal(res, 413, messages.generic.bodyTooLarge);
    expect(body.errMessage).toContain('1 MB allowed for JSON');
    const trpc = await t.server.inject({
      method: 'POST',
      url: '/trpc/auth.register',
      headers: { 'content-type': 'application/json', 'accept-language': 'vi' },
      payload: JSON.stringify({ firstName: 'x'.repeat(1_100_000) }),
    });
    expect(trpc.statusCode).toBe(413);
    expect(trpc.json()).toMatchObject({ errMessage: translateMessage(messages.generic.bodyTooLarge, 'vi') });
  });
});
