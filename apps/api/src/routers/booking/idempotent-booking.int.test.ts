import { schema } from '@hairsalon/db';
import { addSalonDays, BookingStatus, messages, messagesIn, Role, salonToday } from '@hairsalon/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CreateOrderInput } from '../../payments/provider.js';
import { expectRefusal, expectSuccess } from '../../testing/rest-answers.js';
import { startTestApp, type TestApp, uniqueEmail } from '../../testing/test-app.js';
import { trpcTestClient } from '../../testing/trpc-client.js';

/**
 * Issue 22 item 3: a booking request with an Idempotency-Key, repeated (its answer lost behind a proxy, a client's
 * retry), answers the booking the first one made instead of booking again or saying the slot is taken.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A stylist with every slot of a day open and a $25 cut, for one test. */
async function salon() {
  const stylist = await t.createUser({ roleId: Role.Stylist, firstName: 'Minh', lastName: 'Nguyen' });
  await t.deps.db.insert(schema.stylistProfiles).values({ userId: stylist.id, positionId: 'P1' });
  const date = addSalonDays(salonToday(t.now().getTime()), 3);
  await (await t.caller(await t.createUser({ roleId: Role.Staff }))).schedule.create({
    stylistId: stylist.id,
    date,
    timeTypes: ['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'T8'],
  });
  const [cut] = await t.deps.db
    .insert(schema.services)
    .values({ name: `Cut ${Math.random()}`, description: 'A cut', priceCents: 2500 })
    .returning();
  if (!cut) throw new Error('service');
  const email = uniqueEmail('keyed');
  /** A guest's booking input of this salon. */
  const input = (overrides: Record<string, unknown> = {}) => ({
    phone: '912345678',
    fullName: 'An Vo',
    email,
    stylistId: stylist.id,
    date,
    timeType: 'T2',
    serviceIds: [cut.id],
    pointsToUse: 0,
    ...overrides,
  });
  return { stylist, cut, date, email, input };
}

type Salon = Awaited<ReturnType<typeof salon>>;

const bookingsOf = (s: Salon) => t.deps.db.select().from(schema.bookings).where(eq(schema.bookings.stylistId, s.stylist.id));
const payLinkEmailsTo = (email: string) =>
  t.deps.db
    .select()
    .from(schema.emails)
    .where(and(eq(schema.emails.to, email), eq(schema.emails.kind, 'booking-received')));
const answerOf = (created: { bookingId: number; paymentId: number; approvalUrl: string; amount: number }) => ({
  bookingId: created.bookingId,
  paymentId: created.paymentId,
  approvalUrl: created.approvalUrl,
  amount: created.amount,
});

/** booking.create over tRPC's HTTP endpoint, by tRPC's client as the web app sends it: the answer and its status. */
async function trpcBook(input: Record<string, unknown>, headers: Record<string, string> = {}) {
  const api = trpcTestClient(t.server, { headers });
  return api.answer(api.untyped.mutation('booking.create', input) as Promise<Record<string, unknown>>);
}

/** POST /api/customer-book-appointment as a spec client sends it (a form), with the headers and fields given. */
function restBook(s: Salon, headers: Record<string, string>, fields: Record<string, string> = {}) {
  return t.server.inject({
    method: 'POST',
    url: '/api/customer-book-appointment',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({
      phone: '912345678',
      fullName: 'An Vo',
      email: s.email,
      stylistId: String(s.stylist.id),
      date: String(s.date),
      timeType: 'T2',
      'serviceIds[]': String(s.cut.id),
      ...fields,
    }).toString(),
  });
}

describe('a booking request repeated with the same Idempotency-Key', () => {
  it('answers the same booking and pay link: one booking, one payment, one email', async () => {
    const s = await salon();
    const first = await (await t.caller()).booking.create(s.input({ idempotencyKey: 'submit-1' }));
    const again = await (await t.caller()).booking.create(s.input({ idempotencyKey: 'submit-1' }));
    expect(answerOf(again)).toEqual(answerOf(first));
    expect(again.message).toBe(messages.booking.success);
    expect(await bookingsOf(s)).toHaveLength(1);
    expect(await t.deps.db.select().from(schema.payments).where(eq(schema.payments.bookingId, first.bookingId))).toHaveLength(1);
    expect(await payLinkEmailsTo(s.email)).toHaveLength(1);
  });

  it('makes one booking of ten requests sent at once with one key', async () => {
    const s = await salon();
    const answers = await Promise.all(
      Array.from({ length: 10 }, async () => (await t.caller()).booking.create(s.input({ idempotencyKey: 'ten-at-once' }))),
    );
    const first = answers[0];
    if (!first) throw new Error('no answer');
    for (const answer of answers) expect(answerOf(answer)).toEqual(answerOf(first));
    expect(await bookingsOf(s)).toHaveLength(1);
    expect(await payLinkEmailsTo(s.email)).toHaveLength(1);
  });

  it('answers the booking when the first request stalled after its commit (its answer lost), and the first the same', async () => {
    const s = await salon();
    // The first request's instance stops between the commit and PayPal's answer (killed behind nginx: a 502).
    const payments = t.deps.payments;
    const createOrder = payments.createOrder.bind(payments);
    let resume: () => void = () => undefined;
    const stalled = new Promise<void>((resolve) => {
      resume = resolve;
    });
    let calls = 0;
    payments.createOrder = async (order: CreateOrderInput) => {
      calls++;
      if (calls === 1) await stalled;
      return createOrder(order);
    };
    try {
      const firstRequest = (await t.caller()).booking.create(s.input({ idempotencyKey: 'lost-answer' }));
      await vi.waitFor(async () => expect(await bookingsOf(s)).toHaveLength(1));
      const retried = await (await t.caller()).booking.create(s.input({ idempotencyKey: 'lost-answer' }));
      expect(retried.approvalUrl).toContain('/checkoutnow?token=');
      const [booking] = await bookingsOf(s);
      expect(retried.bookingId).toBe(booking?.id);
      resume();
      expect(answerOf(await firstRequest)).toEqual(answerOf(retried));
    } finally {
      payments.createOrder = createOrder;
      resume();
    }
    expect(await bookingsOf(s)).toHaveLength(1);
    expect(await payLinkEmailsTo(s.email)).toHaveLength(1);
  });

  it('refuses the same key with other content (409, in the caller’s language) and changes nothing', async () => {
    const s = await salon();
    const first = await trpcBook(s.input({ idempotencyKey: 'content-1' }));
    expect(first.status).toBe(200);
    const other = await trpcBook(s.input({ idempotencyKey: 'content-1', timeType: 'T3' }));
    expect(other.status).toBe(409);
    expect(other.error?.message).toBe(messages.booking.idempotencyKeyReused);
    const inVietnamese = restBook(s, { 'idempotency-key': 'content-1', 'accept-language': 'vi' }, { fullName: 'Someone Else' });
    expectRefusal(await inVietnamese, 409, messagesIn('vi').booking.idempotencyKeyReused);
    expect(messagesIn('vi').booking.idempotencyKeyReused).not.toBe(messages.booking.idempotencyKeyReused);
    const rows = await bookingsOf(s);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: first.data?.bookingId, timeType: 'T2', fullName: 'An Vo' });
    const slots = await (await t.caller()).schedule.byStylistAndDate({ stylistId: s.stylist.id, date: s.date });
    expect(slots.find((x) => x.timeType === 'T3')?.statusTime).toBe('enable');
  });

  it('answers the same booking across the two doors: the REST header, then tRPC', async () => {
    const s = await salon();
    const rest = expectSuccess<{ data: { bookingId: number; paymentId: number; approvalUrl: string; amount: number } }>(
      await restBook(s, { 'idempotency-key': 'both-doors' }),
    );
    const again = expectSuccess<{ data: { bookingId: number } }>(await restBook(s, { 'idempotency-key': 'both-doors' }));
    expect(again.data).toEqual(rest.data);
    const trpc = await trpcBook(s.input({ idempotencyKey: 'both-doors' }));
    expect(trpc.status).toBe(200);
    expect(answerOf(trpc.data as never)).toEqual(rest.data);
    expect(await bookingsOf(s)).toHaveLength(1);
  });

  it('keeps each caller’s keys apart: another guest email or another customer with the same key books for itself', async () => {
    const s = await salon();
    const guest = await (await t.caller()).booking.create(s.input({ idempotencyKey: 'shared-key' }));
    const otherGuest = await (await t.caller()).booking.create(
      s.input({ idempotencyKey: 'shared-key', email: uniqueEmail('other'), timeType: 'T3' }),
    );
    expect(otherGuest.bookingId).not.toBe(guest.bookingId);
    const [an, binh] = [await t.createUser({ roleId: Role.Customer }), await t.createUser({ roleId: Role.Customer })];
    const byAn = await (await t.caller(an)).booking.create(s.input({ idempotencyKey: 'shared-key', email: an.email, timeType: 'T4' }));
    // The same customer from another session (another device, or after a refresh) is the same caller.
    const byAnAgain = await (await t.caller(an)).booking.create(s.input({ idempotencyKey: 'shared-key', email: an.email, timeType: 'T4' }));
    expect(byAnAgain.bookingId).toBe(byAn.bookingId);
    const byBinh = await (await t.caller(binh)).booking.create(
      s.input({ idempotencyKey: 'shared-key', email: binh.email, timeType: 'T5' }),
    );
    expect(new Set([guest.bookingId, otherGuest.bookingId, byAn.bookingId, byBinh.bookingId]).size).toBe(4);
  });

  it('answers the paid booking after it was paid, and books afresh once the first expired or was cancelled', async () => {
    const s = await salon();
    const customer = await t.createUser({ roleId: Role.Customer });
    const caller = async () => t.caller(customer);
    const paid = await (await caller()).booking.create(s.input({ idempotencyKey: 'paid', email: customer.email }));
    const orderId = t.paypal.orderIdOf(paid.approvalUrl);
    t.paypal.mock.approve(orderId);
    await (await t.caller()).payment.verify({ token: orderId, paymentId: paid.paymentId, payerId: 'PAYER1', stylistId: s.stylist.id });
    const afterPaying = await (await caller()).booking.create(s.input({ idempotencyKey: 'paid', email: customer.email }));
    expect(answerOf(afterPaying)).toEqual(answerOf(paid));

    const cancelled = await (await caller()).booking.create(
      s.input({ idempotencyKey: 'cancelled', email: customer.email, timeType: 'T3' }),
    );
    await (await caller()).booking.cancelByCustomer({ bookingId: cancelled.bookingId });
    const afterCancel = await (await caller()).booking.create(
      s.input({ idempotencyKey: 'cancelled', email: customer.email, timeType: 'T3' }),
    );
    expect(afterCancel.bookingId).not.toBe(cancelled.bookingId);

    const expiring = await (await caller()).booking.create(s.input({ idempotencyKey: 'expiring', email: customer.email, timeType: 'T4' }));
    t.advance((t.config.bookingHoldMinutes + 1) * 60_000);
    // The sweep has not been by: the repeat expires the old hold and books the slot again.
    const afterExpiry = await (await caller()).booking.create(
      s.input({ idempotencyKey: 'expiring', email: customer.email, timeType: 'T4' }),
    );
    expect(afterExpiry.bookingId).not.toBe(expiring.bookingId);
    const rows = await bookingsOf(s);
    expect(Object.fromEntries(rows.map((r) => [r.id, r.statusId]))).toEqual({
      [paid.bookingId]: BookingStatus.Confirmed,
      [cancelled.bookingId]: BookingStatus.Cancelled,
      [afterCancel.bookingId]: BookingStatus.Pending,
      [expiring.bookingId]: BookingStatus.Cancelled,
      [afterExpiry.bookingId]: BookingStatus.Pending,
    });
  });
});

describe('a booking request without an Idempotency-Key', () => {
  it('books again as before: a repeat of the same slot is told the slot is taken', async () => {
    const s = await salon();
    await (await t.caller()).booking.create(s.input());
    await expect((await t.caller()).booking.create(s.input())).rejects.toThrow(messages.booking.slotTaken);
    const other = await (await t.caller()).booking.create(s.input({ timeType: 'T3' }));
    expect(other.bookingId).toEqual(expect.any(Number));
    expect(await bookingsOf(s)).toHaveLength(2);
    expect(await t.deps.db.select().from(schema.bookingIdempotencyKeys)).not.toContainEqual(
      expect.objectContaining({ bookingId: other.bookingId }),
    );
  });
});

describe('a bad Idempotency-Key', () => {
  it('is refused with 400 and books nothing, over REST and tRPC', async () => {
    const s = await salon();
    const refusals: [string, string][] = [
      ['too long', 'k'.repeat(256)],
      ['not ASCII', 'clé-1'],
      ['empty', ''],
    ];
    for (const [why, key] of refusals) {
      const rest = expectRefusal(await restBook(s, { 'idempotency-key': key }), 400, messages.booking.idempotencyKeyInvalid);
      expect(rest.fieldErrors, why).toEqual({ idempotencyKey: messages.booking.idempotencyKeyInvalid });
      const trpc = await trpcBook(s.input({ idempotencyKey: key }));
      expect(trpc.status, why).toBe(400);
      expect(trpc.error?.message, why).toBe(messages.booking.idempotencyKeyInvalid);
    }
    for (const key of ['tab\there', ' leading-space']) {
      expect((await trpcBook(s.input({ idempotencyKey: key }))).status, key).toBe(400);
    }
    // A header and a body field that disagree are one field sent twice with different values.
    expectRefusal(await restBook(s, { 'idempotency-key': 'header-key' }, { idempotencyKey: 'body-key' }), 400);
    expect(await bookingsOf(s)).toHaveLength(0);
    // The longest key is fine.
    expectSuccess(await restBook(s, { 'idempotency-key': 'k'.repeat(255) }));
  });
});
