import { schema } from '@hairsalon/db';
import { addSalonDays, messages, Role, salonToday } from '@hairsalon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { trpcTestClient } from '../../testing/trpc-client.js';

/** What the web app shows from these answers: a duplicate refused, the refund named, a refunded payment said so. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function salon() {
  const stylist = await t.createUser({ roleId: Role.Stylist });
  await t.deps.db.insert(schema.stylistProfiles).values({ userId: stylist.id, positionId: 'P1' });
  const date = addSalonDays(salonToday(t.now().getTime()), 3);
  await (await t.caller(await t.createUser({ roleId: Role.Staff }))).schedule.create({
    stylistId: stylist.id,
    date,
    timeTypes: ['T1', 'T2'],
  });
  const [cut] = await t.deps.db
    .insert(schema.services)
    .values({ name: `Cut ${Math.random()}`, description: 'A cut', priceCents: 2500 })
    .returning();
  if (!cut) throw new Error('service');
  const customer = await t.createUser({ roleId: Role.Customer });
  const input = { phone: '912345678', fullName: 'An Vo', email: customer.email, stylistId: stylist.id, date, pointsToUse: 0 };
  return { stylist, customer, cut, input };
}

describe('booking answers the web app shows', () => {
  it('refuses the same service twice instead of charging for it once', async () => {
    const s = await salon();
    const api = trpcTestClient(t.server, { token: await t.tokenFor(s.customer) });
    const refused = await api.answer(
      api.untyped.mutation('booking.create', { ...s.input, timeType: 'T1', serviceIds: [s.cut.id, s.cut.id] }),
    );
    expect(refused.status).toBe(400);
    expect(refused.error?.shape).toMatchObject({
      message: messages.booking.serviceDuplicate,
      data: { fieldErrors: { serviceIds: messages.booking.serviceDuplicate } },
    });
  });

  it('names the refund when staff cancel a paid booking, and a second verification says it was refunded', async () => {
    const s = await salon();
    const created = await (await t.caller(s.customer)).booking.create({ ...s.input, timeType: 'T2', serviceIds: [s.cut.id] });
    const orderId = t.paypal.orderIdOf(created.approvalUrl);
    t.paypal.mock.approve(orderId);
    const verify = async () => (await t.caller()).payment.verify({ token: orderId, paymentId: created.paymentId, stylistId: s.stylist.id });
    await verify();

    const cancelled = await (await t.caller(await t.createUser({ roleId: Role.Staff }))).booking.cancelByStaff({
      bookingId: created.bookingId,
    });
    expect(cancelled.message).toBe('Booking cancelled successfully. $25.00 refunded.');
    await expect(verify()).rejects.toMatchObject({ message: messages.payment.refunded });
  });
});
