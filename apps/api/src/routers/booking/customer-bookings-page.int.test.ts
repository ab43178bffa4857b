import { schema } from '@hairsalon/db';
import { BookingStatus, CUSTOMER_BOOKINGS_PAGE_SIZE, messages, Role } from '@hairsalon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

/** A customer's booking list, page by page (issue 9 goal 6): keyset cursor, newest first. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function customerWithStylist() {
  const stylist = await t.createUser({ roleId: Role.Stylist });
  const customer = await t.createUser({ roleId: Role.Customer });
  return { stylist, customer };
}

/**
 * Bookings of the customer as past visits (completed, so no slot rule applies), made `createdAt` apart; several share
 * one created time, as bookings of one busy second can, so the id must break the tie.
 */
async function addBookings(who: Awaited<ReturnType<typeof customerWithStylist>>, createdAt: Date[]) {
  const rows = await t.deps.db
    .insert(schema.bookings)
    .values(
      createdAt.map((at, i) => ({
        customerId: who.customer.id,
        stylistId: who.stylist.id,
        day: '2026-01-05',
        timeType: `T${(i % 8) + 1}`,
        statusId: BookingStatus.Completed,
        fullName: 'An Vo',
        email: who.customer.email,
        phone: '912345678',
        subtotalCents: 2500,
        amountCents: 2500,
        createdAt: at,
      })),
    )
    .returning({ id: schema.bookings.id, createdAt: schema.bookings.createdAt });
  return rows;
}

const newestFirst = (rows: { id: number; createdAt: Date }[]) =>
  [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id).map((r) => r.id);

async function allPages(caller: Awaited<ReturnType<TestApp['caller']>>, limit: number, between?: (page: number) => Promise<void>) {
  const seen: number[] = [];
  let cursor: number | undefined;
  for (let page = 0; page < 100; page++) {
    const result = await caller.booking.pageForCustomer({ cursor, limit });
    seen.push(...result.items.map((b) => b.id));
    if (result.nextCursor === null) return seen;
    expect(result.items).toHaveLength(limit);
    cursor = result.nextCursor;
    await between?.(page);
  }
  throw new Error('paging never ended');
}

describe('booking.pageForCustomer', () => {
  it('pages through every booking newest first, ties broken by id, with no repeats or gaps', async () => {
    const who = await customerWithStylist();
    const base = Date.UTC(2026, 0, 1);
    // 23 bookings, every third pair made in the same millisecond.
    const times = Array.from({ length: 23 }, (_, i) => new Date(base + Math.floor(i / 2) * 60_000));
    const rows = await addBookings(who, times);
    const caller = await t.caller(who.customer);

    const first = await caller.booking.pageForCustomer({});
    expect(first.items).toHaveLength(CUSTOMER_BOOKINGS_PAGE_SIZE);
    expect(first.items.every((b) => b.customerId === who.customer.id)).toBe(true);
    // A browser that kept the list asks for its first page again with the cursor it stored: null.
    expect(await caller.booking.pageForCustomer({ cursor: null })).toEqual(first);
    expect(await allPages(caller, 5)).toEqual(newestFirst(rows));
    // The whole list (the spec's call) is the same bookings in the same order.
    expect((await caller.booking.listForCustomer()).map((b) => b.id)).toEqual(newestFirst(rows));
  });

  it('neither repeats nor skips a booking when new ones are made between pages', async () => {
    const who = await customerWithStylist();
    const base = Date.UTC(2026, 1, 1);
    const rows = await addBookings(
      who,
      Array.from({ length: 12 }, (_, i) => new Date(base + i * 60_000)),
    );
    const caller = await t.caller(who.customer);
    const added: number[] = [];
    const seen = await allPages(caller, 4, async (page) => {
      // A booking made now sorts before every one already listed.
      const [fresh] = await addBookings(who, [new Date(base + (100 + page) * 60_000)]);
      if (fresh) added.push(fresh.id);
    });
    expect(added.length).toBeGreaterThan(0);
    expect(seen).toEqual(newestFirst(rows));
    // A new first page starts with what was added, newest first.
    const again = await caller.booking.pageForCustomer({ limit: added.length });
    expect(again.items.map((b) => b.id)).toEqual([...added].reverse());
  });

  it("refuses another customer's list, and a bad cursor or page size", async () => {
    const who = await customerWithStylist();
    const other = await t.createUser({ roleId: Role.Customer });
    const caller = await t.caller(other);
    await expect(caller.booking.pageForCustomer({ customerId: who.customer.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(caller.booking.pageForCustomer({ cursor: -1 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining(messages.booking.invalidCursor),
    });
    await expect(caller.booking.pageForCustomer({ limit: 500 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining(messages.booking.invalidPageSize),
    });
  });
});

describe('GET /api/get-booking-by-id', () => {
  it('answers the whole list without paging parameters, and one page with limit and cursor', async () => {
    const who = await customerWithStylist();
    const rows = await addBookings(
      who,
      Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2026, 2, 1) + i * 60_000)),
    );
    const order = newestFirst(rows);
    const headers = { authorization: `Bearer ${await t.tokenFor(who.customer)}` };
    const get = async (query: string) =>
      (await t.server.inject({ method: 'GET', url: `/api/get-booking-by-id?customerId=${who.customer.id}${query}`, headers })).json();

    const whole = await get('');
    expect(whole).toMatchObject({ errCode: 0 });
    expect(whole.data.map((b: { id: number }) => b.id)).toEqual(order);
    expect(whole).not.toHaveProperty('nextCursor');

    const first = await get('&limit=3');
    expect(first.data.map((b: { id: number }) => b.id)).toEqual(order.slice(0, 3));
    expect(first).toMatchObject({ errCode: 0, nextCursor: order[2], limit: 3 });
    const second = await get(`&limit=3&cursor=${first.nextCursor}`);
    expect(second.data.map((b: { id: number }) => b.id)).toEqual(order.slice(3, 6));
    const last = await get(`&limit=3&cursor=${second.nextCursor}`);
    expect(last.data.map((b: { id: number }) => b.id)).toEqual(order.slice(6));
    expect(last.nextCursor).toBeNull();

    const refused = await get('&cursor=abc');
    expect(refused).toMatchObject({ errCode: 400, success: false });
  });
});
