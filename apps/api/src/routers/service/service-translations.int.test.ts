import { schema } from '@hairsalon/db';
import { Role } from '@hairsalon/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBareList } from '../../testing/rest-answers.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { type MultipartFile, makeImage, multipart } from '../../uploads/test-helpers.js';
import { loadBookingViews } from '../booking/booking.details.js';

// Issue 23 item 10: a service carries a Vietnamese name and description that the admin edits; Vietnamese readers see
// them, and the spec's REST clients keep reading English unless they ask for Vietnamese.

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await startTestApp();
  const admin = await t.createUser({ roleId: Role.Admin });
  adminToken = await t.tokenFor(admin);
});
afterAll(async () => {
  await t?.close();
});

let n = 0;
const unique = (label: string) => `${label} ${Date.now().toString(36)}-${++n}`;

async function sendService(method: 'POST' | 'PUT', url: string, fields: Record<string, string | number | undefined>, withImage: boolean) {
  const image: Record<string, MultipartFile> = withImage
    ? { imageFile: { filename: 'cut.png', contentType: 'image/png', data: await makeImage('png', 40, 40) } }
    : {};
  const body = multipart(fields, image);
  const res = await t.server.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${adminToken}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number };
}

const detail = (id: number, language?: string) =>
  t.server.inject({
    method: 'GET',
    url: `/api/get-detail-service-by-id?id=${id}`,
    headers: language ? { 'accept-language': language } : {},
  });

describe('Vietnamese service texts', () => {
  it('REST answers the English texts with no translation fields, and the Vietnamese ones when asked for Vietnamese', async () => {
    const name = unique('Gloss');
    const { id } = await sendService(
      'POST',
      '/api/create-service',
      { name, description: 'A shine gloss.', nameVi: `Phủ bóng ${name}`, descriptionVi: 'Phủ bóng cho tóc óng ả.', price: '30' },
      true,
    );

    const english = (await detail(id)).json();
    expect(english.data).toMatchObject({ name, description: 'A shine gloss.' });
    expect(english.data).not.toHaveProperty('nameVi');
    expect(english.data).not.toHaveProperty('descriptionVi');

    const vietnamese = (await detail(id, 'vi-VN,vi;q=0.9')).json();
    expect(vietnamese.data).toMatchObject({ name: `Phủ bóng ${name}`, description: 'Phủ bóng cho tóc óng ả.' });
    expect(vietnamese.name).toBe(`Phủ bóng ${name}`);

    const list = expectBareList<{ id: number; name: string }>(
      await t.server.inject({ method: 'GET', url: '/api/get-all-services', headers: { 'accept-language': 'vi' } }),
    );
    expect(list.find((s) => s.id === id)?.name).toBe(`Phủ bóng ${name}`);
    const englishList = expectBareList<{ id: number; name: string }>(
      await t.server.inject({ method: 'GET', url: '/api/get-all-services' }),
    );
    expect(englishList.find((s) => s.id === id)?.name).toBe(name);
  });

  it('a service with no translation shows its English texts to Vietnamese readers', async () => {
    const name = unique('Trim');
    const { id } = await sendService('POST', '/api/create-service', { name, description: 'A quick trim.', price: '10' }, true);
    const vietnamese = (await detail(id, 'vi')).json();
    expect(vietnamese.data).toMatchObject({ name, description: 'A quick trim.' });
    const trpc = await (await t.caller()).service.getById({ id });
    expect(trpc).toMatchObject({ name, nameVi: null, descriptionVi: null });
  });

  it('an update that leaves the translation out keeps it, one that sends it empty removes it', async () => {
    const caller = await t.caller({ id: (await t.createUser({ roleId: Role.Admin })).id, roleId: Role.Admin });
    const name = unique('Wave');
    const { id } = await sendService(
      'POST',
      '/api/create-service',
      { name, description: 'Soft waves.', nameVi: 'Uốn sóng', price: '40' },
      true,
    );

    // The spec's update sends no translation fields: the Vietnamese name stays.
    await sendService('PUT', '/api/update-service', { id, name, description: 'Soft, loose waves.', price: '42' }, false);
    expect(await caller.service.getById({ id })).toMatchObject({ description: 'Soft, loose waves.', nameVi: 'Uốn sóng', price: 42 });

    await caller.service.update({ id, name, description: 'Soft, loose waves.', price: 42, nameVi: '  ', descriptionVi: 'Sóng nhẹ.' });
    expect(await caller.service.getById({ id })).toMatchObject({ nameVi: null, descriptionVi: 'Sóng nhẹ.' });
    expect((await detail(id, 'vi')).json().data).toMatchObject({ name, description: 'Sóng nhẹ.' });
  });

  it('bookings carry the Vietnamese service name beside the English one', async () => {
    const name = unique('Curl');
    const { id: serviceId } = await sendService(
      'POST',
      '/api/create-service',
      { name, description: 'Curls.', nameVi: 'Uốn xoăn', price: '20' },
      true,
    );
    const stylist = await t.createUser({ roleId: Role.Stylist });
    const [booking] = await t.deps.db
      .insert(schema.bookings)
      .values({
        stylistId: stylist.id,
        day: '2030-01-03',
        timeType: 'T2',
        fullName: 'Guest',
        email: 'guest@test.hairsalon',
        phone: '901234567',
        subtotalCents: 2000,
        amountCents: 2000,
      })
      .returning();
    if (!booking) throw new Error('no booking');
    await t.deps.db.insert(schema.bookingServices).values({ bookingId: booking.id, serviceId, priceCents: 2000 });
    const [view] = await loadBookingViews(t.deps.db, eq(schema.bookings.id, booking.id));
    expect(view?.services).toEqual([expect.objectContaining({ id: serviceId, name, nameVi: 'Uốn xoăn' })]);
  });
});
