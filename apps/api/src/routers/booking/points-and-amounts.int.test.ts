import { schema } from '@hairsalon/db';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookableSlot } from '../../testing/booking-fixtures.js';
import { capturedLog } from '../../testing/captured-log.js';
import { startTestAppForFile } from '../../testing/test-app.js';

/*
 * What an online booking writes down besides itself: the points it reserves (the ledger a customer's balance is
 * explained by), and a warning when the form's amount is not what the server charges.
 */

const captured = capturedLog('info');
const t = startTestAppForFile({ log: captured.log });

/** A stylist with one open slot, a $42 service, and a customer with 40 points. */
const openSlot = () => bookableSlot(t, { priceCents: 4200, daysAhead: 2, timeType: 'T3', pointsToUse: 0 });

async function ledgerOf(userId: number) {
  return t.deps.db
    .select({ bookingId: schema.pointsMovements.bookingId, delta: schema.pointsMovements.delta, reason: schema.pointsMovements.reason })
    .from(schema.pointsMovements)
    .where(eq(schema.pointsMovements.userId, userId))
    .orderBy(asc(schema.pointsMovements.id));
}

const amountWarnings = () =>
  captured.lines.filter((l) => l.msg === 'client amount differs from the server total; the server total is used');

describe('the points an online booking puts towards its price', () => {
  it('are written to the customer’s ledger as reserved, and as returned when the booking is cancelled', async () => {
    const s = await openSlot();
    const customer = await t.caller(s.customer);
    const created = await customer.booking.create({ ...s.input, pointsToUse: 10 });
    expect(await ledgerOf(s.customer.id)).toEqual([{ bookingId: created.bookingId, delta: -10, reason: 'reserved' }]);
    await customer.booking.cancelByCustomer({ bookingId: created.bookingId });
    expect(await ledgerOf(s.customer.id)).toEqual([
      { bookingId: created.bookingId, delta: -10, reason: 'reserved' },
      { bookingId: created.bookingId, delta: 10, reason: 'returned' },
    ]);
  });

  it('leave the ledger alone when none are used', async () => {
    const s = await openSlot();
    await (await t.caller(s.customer)).booking.create(s.input);
    expect(await ledgerOf(s.customer.id)).toEqual([]);
  });
});

describe('the amount the booking form sends', () => {
  it('is ignored for the server’s total, with a warning naming both, when it differs', async () => {
    const s = await openSlot();
    const before = amountWarnings().length;
    const created = await (await t.caller(s.customer)).booking.create({ ...s.input, amount: 1 });
    expect(created).toMatchObject({ amount: 42, amountCents: 4200 });
    expect(amountWarnings().slice(before)).toEqual([expect.objectContaining({ level: 40, clientAmount: 1, serverCents: 4200 })]);
  });

  it('passes without a warning when it is the total, or the subtotal before points', async () => {
    const before = amountWarnings().length;
    const total = await openSlot();
    await (await t.caller(total.customer)).booking.create({ ...total.input, amount: 42 });
    // $42 less 10 % for 10 points is $37.80: the form may send either figure.
    const subtotal = await openSlot();
    const created = await (await t.caller(subtotal.customer)).booking.create({ ...subtotal.input, pointsToUse: 10, amount: 42 });
    expect(created.amountCents).toBe(3780);
    const discounted = await openSlot();
    await (await t.caller(discounted.customer)).booking.create({ ...discounted.input, pointsToUse: 10, amount: 37.8 });
    expect(amountWarnings().slice(before)).toEqual([]);
  });
});
