import { schema } from '@hairsalon/db';
import { addSalonDays, BookingStatus, type BookingStatusId, messages, Role, salonDayKey, salonToday } from '@hairsalon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

let slot = 0;
/** A booking of one service for a customer, in the given status, made directly in the database. */
async function bookingIn(statusId: BookingStatusId) {
  const customer = await t.createUser({ roleId: Role.Customer, firstName: 'Chi', lastName: 'Hoang' });
  const stylist = await t.createUser({ roleId: Role.Stylist });
  const [service] = await t.deps.db
    .insert(schema.services)
    .values({ name: `Cut ${Math.random()}`, description: 'A cut', priceCents: 2500 })
    .returning();
  if (!service) throw new Error('service');
  slot++;
  const [booking] = await t.deps.db
    .insert(schema.bookings)
    .values({
      customerId: customer.id,
      stylistId: stylist.id,
      day: salonDayKey(addSalonDays(salonToday(), -slot)),
      timeType: 'T1',
      statusId,
      fullName: 'Chi Hoang',
      email: customer.email,
      phone: '912345678',
      subtotalCents: 2500,
      amountCents: 2500,
    })
    .returning();
  if (!booking) throw new Error('booking');
  await t.deps.db.insert(schema.bookingServices).values({ bookingId: booking.id, serviceId: service.id, priceCents: 2500 });
  return { customer, service, booking };
}

describe('feedback on a completed booking', () => {
  it('the owner leaves it once and it shows first on the service page', async () => {
    const { customer, service, booking } = await bookingIn(BookingStatus.Completed);
    const caller = await t.caller(customer);
    const comment = '<img src=x onerror=alert(1)> Lovely cut';
    const created = await caller.feedback.create({ rating: 5, comment, bookingId: booking.id, serviceId: service.id });
    expect(created).toMatchObject({ rating: 5, comment, firstName: 'Chi', message: messages.feedback.created });
    const page = await (await t.caller()).feedback.listByService({ serviceId: service.id, page: 1 });
    expect(page.items[0]).toMatchObject({ comment, rating: 5, firstName: 'Chi', lastName: 'Hoang' });
    await expect(
      caller.feedback.create({ rating: 4, comment: 'Again, but different', bookingId: booking.id, serviceId: service.id }),
    ).rejects.toThrow(messages.feedback.duplicate);
  });

  it('refuses another customer and a booking that is not complete', async () => {
    const done = await bookingIn(BookingStatus.Completed);
    const stranger = await t.caller(await t.createUser({ roleId: Role.Customer }));
    await expect(
      stranger.feedback.create({ rating: 5, comment: 'Not my booking', bookingId: done.booking.id, serviceId: done.service.id }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    const confirmed = await bookingIn(BookingStatus.Confirmed);
    await expect(
      (await t.caller(confirmed.customer)).feedback.create({
        rating: 5,
        comment: 'Too early',
        bookingId: confirmed.booking.id,
        serviceId: confirmed.service.id,
      }),
    ).rejects.toThrow(messages.feedback.notAllowed);
  });

  it('REST create-feedback validates with the spec messages and needs a customer token', async () => {
    const { customer, service, booking } = await bookingIn(BookingStatus.Completed);
    const token = await t.tokenFor(customer);
    const post = (payload: object, auth = `Bearer ${token}`) =>
      t.server.inject({ method: 'POST', url: '/api/create-feedback', headers: { authorization: auth }, payload });
    expect((await post({ comment: 'Great service', bookingId: booking.id, serviceId: service.id })).json().errMessage).toBe(
      messages.feedback.ratingRequired,
    );
    expect((await post({ rating: 3, comment: 'ok', bookingId: booking.id, serviceId: service.id })).json().errMessage).toBe(
      messages.feedback.commentMin,
    );
    expect((await post({ rating: 3, comment: '', bookingId: booking.id, serviceId: service.id })).json().errMessage).toBe(
      messages.feedback.commentRequired,
    );
    expect((await post({ rating: 3, comment: 'Great service', bookingId: booking.id, serviceId: service.id }, '')).statusCode).toBe(401);
    const ok = await post({ rating: 3, comment: 'Great service', bookingId: booking.id, serviceId: service.id, customerId: 999999 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, data: { rating: 3 } });
  });
});
