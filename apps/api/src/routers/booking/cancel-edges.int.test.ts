import { schema } from '@hairsalon/db';
import { BookingStatus, messages, Role } from '@hairsalon/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailTexts } from '../../mail/email-texts.js';
import { EMAIL_SEND_JOB } from '../../mail/mail-service.js';
import { bookableSlot, heldOnlineBooking } from '../../testing/booking-fixtures.js';
import { captureUnanswered, captureWithLostAnswer, payingBooking } from '../../testing/payment-fixtures.js';
import { startTestApp, type TestApp, uniqueEmail } from '../../testing/test-app.js';
import { expireOverdueBookings } from './cancel.service.js';

/*
 * The cancel path as its people see it: the customer's and staff's answers, who the booking says cancelled it, the
 * payment voided with it, the email's reason, the waitlist told; the sweep's count of expired holds (a hold whose
 * capture is in doubt asks PayPal first) and how overdue the oldest hold is on GET /metrics.
 */

let t: TestApp;
beforeAll(async () => {
  // A database of its own: the sweep's counts and the overdue-hold metric are over every booking.
  t = await startTestApp({ isolated: true });
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const HOLD_MS = 15 * 60_000;
let slot = 0;
const nextSlot = () => `T${(slot++ % 8) + 1}`;

/** A customer's pending $25 booking (no points), its order opened at PayPal. */
const heldBooking = () => heldOnlineBooking(t, { priceCents: 2500, daysAhead: 3, timeType: nextSlot() });

async function bookingRow(id: number) {
  const [row] = await t.deps.db.select().from(schema.bookings).where(eq(schema.bookings.id, id));
  return row;
}
async function paymentOf(bookingId: number) {
  const [row] = await t.deps.db.select().from(schema.payments).where(eq(schema.payments.bookingId, bookingId));
  return row;
}
async function cancelEmail(to: string) {
  const rows = await t.deps.db
    .select({ text: schema.emails.text })
    .from(schema.emails)
    .where(and(eq(schema.emails.to, to), eq(schema.emails.kind, 'booking-cancelled')));
  expect(rows).toHaveLength(1);
  return rows[0]?.text ?? '';
}

/** Every hold made so far runs out and is expired, so a test's counts are its own. */
async function settleEarlierHolds() {
  t.advance(HOLD_MS + 60_000);
  await expireOverdueBookings(t.deps);
}

/** The rows of a query on the job queue's tables (the tests run on PostgreSQL: node-postgres answers `rows`). */
async function rowsOf<T>(query: SQL): Promise<T[]> {
  return ((await t.deps.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function scrapeMetric(name: string): Promise<number | undefined> {
  const res = await t.server.inject({ method: 'GET', url: '/metrics' });
  const line = res.body.split('\n').find((l) => l.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

describe('a customer cancelling their own pending booking', () => {
  it('is told it is cancelled; the booking says they cancelled it, its order is voided, and their email says they asked', async () => {
    const b = await heldBooking();
    const answer = await (await t.caller(b.customer)).booking.cancelByCustomer({ bookingId: b.bookingId });
    expect(answer).toEqual({ bookingId: b.bookingId, statusId: BookingStatus.Cancelled, message: messages.booking.cancelled });

    expect(await bookingRow(b.bookingId)).toMatchObject({
      statusId: BookingStatus.Cancelled,
      cancelledBy: 'customer',
      cancelledAt: t.now(),
      holdExpiresAt: null,
    });
    expect((await paymentOf(b.bookingId))?.status).toBe('voided');
    const text = await cancelEmail(b.customer.email);
    expect(text).toContain(emailTexts.en.cancelled.byCustomer);
    expect(text).not.toContain(emailTexts.en.cancelled.byExpiry);
    // No points were put towards it: the points ledger shows nothing returned.
    expect(await t.deps.db.select().from(schema.pointsMovements).where(eq(schema.pointsMovements.bookingId, b.bookingId))).toEqual([]);
  });
});

describe('staff cancelling', () => {
  it('a guest’s unpaid booking: nothing refunded, and the guest’s email says the salon cancelled it, with no refund', async () => {
    const s = await bookableSlot(t, { priceCents: 2500, daysAhead: 3, timeType: nextSlot() });
    const email = uniqueEmail('guest');
    const created = await (await t.caller()).booking.create({ ...s.input, email });
    const staff = await t.caller(await t.createUser({ roleId: Role.Staff }));

    await expect(staff.booking.cancelByStaff({ bookingId: created.bookingId })).resolves.toEqual({
      bookingId: created.bookingId,
      statusId: BookingStatus.Cancelled,
      refunded: 0,
      message: messages.booking.cancelledWithRefund(0),
    });
    expect(await bookingRow(created.bookingId)).toMatchObject({ statusId: BookingStatus.Cancelled, cancelledBy: 'staff' });
    const text = await cancelEmail(email);
    expect(text).toContain(emailTexts.en.cancelled.byStaff);
    expect(text).not.toMatch(/refund/i);
  });

  it('a phone booking to be paid at the salon: the payment due is voided with it', async () => {
    const s = await bookableSlot(t, { priceCents: 3000, daysAhead: 3, timeType: nextSlot() });
    const staff = await t.caller(await t.createUser({ roleId: Role.Staff }));
    const created = await staff.booking.createAtDesk({
      source: 'phone',
      customerId: s.customer.id,
      fullName: 'Cam Nguyen',
      phone: '912345678',
      email: '',
      stylistId: s.stylist.id,
      date: s.date,
      timeType: s.input.timeType,
      serviceIds: s.input.serviceIds,
    });
    expect((await paymentOf(created.bookingId))?.status).toBe('due');

    await staff.booking.cancelByStaff({ bookingId: created.bookingId });
    expect((await bookingRow(created.bookingId))?.statusId).toBe(BookingStatus.Cancelled);
    expect((await paymentOf(created.bookingId))?.status).toBe('voided');
  });

  it('is not told a refund failed when something else fails, and the booking stays as it was', async () => {
    const b = await heldBooking();
    const staff = await t.caller(await t.createUser({ roleId: Role.Staff }));
    vi.spyOn(t.deps.mail, 'store').mockRejectedValueOnce(new Error('disk full'));
    const failure = await staff.booking.cancelByStaff({ bookingId: b.bookingId }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'INTERNAL_SERVER_ERROR' });
    expect((failure as Error).message).not.toBe(messages.booking.refundFailed);
    expect(await bookingRow(b.bookingId)).toMatchObject({ statusId: BookingStatus.Pending, cancelledBy: null });
  });
});

describe('a cancel that frees a stylist’s day', () => {
  it('tells the customer waiting for that stylist and day that a time is free', async () => {
    const b = await heldBooking();
    const waiting = await t.createUser({ roleId: Role.Customer });
    await (await t.caller(waiting)).waitlist.join({ date: b.date, stylistId: b.stylist.id, serviceIds: b.input.serviceIds });

    await (await t.caller(b.customer)).booking.cancelByCustomer({ bookingId: b.bookingId });
    const freed = await t.deps.db.select({ kind: schema.emails.kind }).from(schema.emails).where(eq(schema.emails.to, waiting.email));
    expect(freed).toEqual([{ kind: 'waitlist-freed' }]);
  });
});

describe('the hold expiry sweep', () => {
  it('expires a hold whose capture never happened once PayPal says so, counts it, and emails that payment came too late', async () => {
    await settleEarlierHolds();
    const b = await payingBooking(t, { priceCents: 2500, daysAhead: 3 });
    await captureUnanswered(t, b);

    t.advance(HOLD_MS + 60_000);
    expect(await expireOverdueBookings(t.deps)).toBe(1);
    expect(await bookingRow(b.bookingId)).toMatchObject({ statusId: BookingStatus.Cancelled, cancelledBy: 'expiry' });
    expect(await cancelEmail(b.customer.email)).toContain(emailTexts.en.cancelled.byExpiry);
  });

  it('confirms, and does not count, a hold PayPal captured though its answer was lost; expires the unpaid one beside it', async () => {
    await settleEarlierHolds();
    const paid = await payingBooking(t, { priceCents: 2500, daysAhead: 3 });
    await captureWithLostAnswer(t, paid);
    const unpaid = await heldBooking();

    t.advance(HOLD_MS + 60_000);
    expect(await expireOverdueBookings(t.deps)).toBe(1);
    expect((await bookingRow(paid.bookingId))?.statusId).toBe(BookingStatus.Confirmed);
    expect((await paymentOf(paid.bookingId))?.status).toBe('captured');
    expect(await bookingRow(unpaid.bookingId)).toMatchObject({ statusId: BookingStatus.Cancelled, cancelledBy: 'expiry' });
  });
});

describe('cancels that email nobody', () => {
  it('queue no delivery job naming no email (it would fail, and count on GET /metrics, until given up)', async () => {
    // A cancel refused because the booking is cancelled already.
    const b = await heldBooking();
    const customer = await t.caller(b.customer);
    await customer.booking.cancelByCustomer({ bookingId: b.bookingId });
    await expect(customer.booking.cancelByCustomer({ bookingId: b.bookingId })).rejects.toThrow(messages.booking.notCancellable);
    // The silent release of a booking whose PayPal order could not be opened.
    const s = await bookableSlot(t, { priceCents: 2500, daysAhead: 3, timeType: nextSlot() });
    vi.spyOn(t.deps.payments, 'createOrder').mockRejectedValueOnce(new Error('socket hang up'));
    await expect((await t.caller(s.customer)).booking.create(s.input)).rejects.toThrow(messages.booking.failed);
    // A sweep with nothing due, and one whose only due hold is in doubt.
    await settleEarlierHolds();
    expect(await expireOverdueBookings(t.deps)).toBe(0);
    const doubtful = await payingBooking(t, { priceCents: 2500, daysAhead: 3 });
    await captureUnanswered(t, doubtful);
    await settleEarlierHolds();

    const jobs = await rowsOf<{ id: string }>(sql`select id from pgboss.job where name = ${EMAIL_SEND_JOB} and not (data ? 'emailId')`);
    expect(jobs).toEqual([]);
  });
});

describe('GET /metrics', () => {
  it('shows to the second how overdue the oldest unpaid hold is, and how late the sweep expired each', async () => {
    await settleEarlierHolds();
    const lateness = (await scrapeMetric('hairsalon_hold_expiry_lateness_seconds_sum')) ?? 0;
    const oldest = await heldBooking();
    t.advance(60_000);
    const newer = await heldBooking();
    t.advance(HOLD_MS + 90_000);

    // The older hold ran out 150 s ago, the newer one 90 s ago.
    expect(await scrapeMetric('hairsalon_hold_overdue_seconds')).toBe(150);
    expect(await expireOverdueBookings(t.deps)).toBe(2);
    expect(await scrapeMetric('hairsalon_hold_overdue_seconds')).toBe(0);
    expect(await scrapeMetric('hairsalon_hold_expiry_lateness_seconds_sum')).toBe(lateness + 150 + 90);
    expect((await bookingRow(oldest.bookingId))?.statusId).toBe(BookingStatus.Cancelled);
    expect((await bookingRow(newer.bookingId))?.statusId).toBe(BookingStatus.Cancelled);
  });
});
