import { schema } from '@hairsalon/db';
import { FEEDBACK_PAGE_SIZE, messages, Role } from '@hairsalon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../../testing/rest-answers.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A service with `count` reviews by one customer, one minute apart (the last is the newest). */
async function serviceWithFeedback(count: number) {
  const [service] = await t.deps.db
    .insert(schema.services)
    .values({ name: `Reviewed ${Date.now()}`, description: 'Well liked.', priceCents: 1000 })
    .returning();
  if (!service) throw new Error('no service');
  const customer = await t.createUser({ firstName: 'Ngoc', lastName: 'Bui' });
  const stylist = await t.createUser({ roleId: Role.Stylist });
  const base = Date.parse('2026-01-01T00:00:00Z');
  for (let i = 0; i < count; i++) {
    const [booking] = await t.deps.db
      .insert(schema.bookings)
      .values({
        customerId: customer.id,
        stylistId: stylist.id,
        day: '2026-01-01',
        timeType: `T${(i % 8) + 1}`,
        statusId: 'S3',
        fullName: 'Ngoc Bui',
        email: customer.email,
        phone: '9',
        subtotalCents: 1000,
        amountCents: 1000,
      })
      .returning();
    if (!booking) throw new Error('no booking');
    await t.deps.db.insert(schema.bookingServices).values({ bookingId: booking.id, serviceId: service.id, priceCents: 1000 });
    await t.deps.db.insert(schema.feedback).values({
      bookingId: booking.id,
      serviceId: service.id,
      customerId: customer.id,
      rating: (i % 5) + 1,
      comment: `Review number ${i}`,
      createdAt: new Date(base + i * 60_000),
    });
  }
  return service;
}

describe('GET /api/get-feedback-by-serviceId', () => {
  it('answers every review, newest first, with the customer name, at top level as feedback and as data', async () => {
    const service = await serviceWithFeedback(6);
    const res = await t.server.inject({ method: 'GET', url: `/api/get-feedback-by-serviceId?serviceId=${service.id}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // A spec client pages the list itself, 4 per page.
    expect(body.feedback).toHaveLength(6);
    expect(body.data).toEqual(body.feedback);
    expect(body.total).toBe(6);
    expect(body.feedback[0]).toEqual({
      id: expect.any(Number),
      firstName: 'Ngoc',
      lastName: 'Bui',
      rating: 1,
      comment: 'Review number 5',
      createdAt: '2026-01-01T00:05:00.000Z',
    });
    expect(body.feedback.map((f: { comment: string }) => f.comment).at(-1)).toBe('Review number 0');
  });

  it('pages with ?page= (4 per page) and ?limit=', async () => {
    const service = await serviceWithFeedback(6);
    const get = async (query: string) =>
      (await t.server.inject({ method: 'GET', url: `/api/get-feedback-by-serviceId?serviceId=${service.id}&${query}` })).json();
    const page1 = await get('page=1');
    expect(page1).toMatchObject({ total: 6, page: 1, limit: FEEDBACK_PAGE_SIZE });
    expect(page1.feedback).toHaveLength(4);
    const page2 = await get('page=2');
    expect(page2.feedback.map((f: { comment: string }) => f.comment)).toEqual(['Review number 1', 'Review number 0']);
    const limited = await get('limit=5&page=2');
    expect(limited).toMatchObject({ total: 6, page: 2, limit: 5 });
    expect(limited.data.map((f: { comment: string }) => f.comment)).toEqual(['Review number 0']);
    // tRPC (the web app) still pages 4 at a time by default.
    expect((await (await t.caller()).feedback.listByService({ serviceId: service.id })).items).toHaveLength(4);
  });

  it('answers an empty page for a service without feedback and refuses an unknown service (errCode 404)', async () => {
    const service = await serviceWithFeedback(0);
    const caller = await t.caller();
    expect(await caller.feedback.listByService({ serviceId: service.id })).toMatchObject({ items: [], total: 0 });
    const res = await t.server.inject({ method: 'GET', url: '/api/get-feedback-by-serviceId?serviceId=99999999' });
    expectRefusal(res, 404, messages.service.notFound);
  });
});
