import { schema } from '@hairsalon/db';
import { addSalonDays, MONTH_LABELS, Role, salonDateParts, salonToday } from '@hairsalon/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBareNumber } from '../../testing/rest-answers.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ isolated: true });
});
afterAll(async () => {
  await t?.close();
});

/** What the dashboard should say, read straight from the tables (plain rows, no aggregates). */
async function expectedFromDatabase() {
  const users = await t.deps.db.select({ roleId: schema.users.roleId, status: schema.users.status }).from(schema.users);
  const bookings = await t.deps.db.select({ id: schema.bookings.id }).from(schema.bookings);
  const feedback = await t.deps.db.select({ id: schema.feedback.id }).from(schema.feedback);
  const payments = await t.deps.db.select().from(schema.payments);
  const captured = payments.filter((p) => (p.status === 'captured' || p.status === 'refunded') && p.capturedAt);
  const year = salonDateParts(t.now().getTime()).year;
  const byMonth = MONTH_LABELS.map(() => 0);
  for (const p of captured) {
    const parts = salonDateParts((p.capturedAt as Date).getTime());
    if (parts.year === year) byMonth[parts.month - 1] = (byMonth[parts.month - 1] ?? 0) + p.amountCents - p.refundedCents;
  }
  return {
    totals: {
      totalUsers: users.filter((u) => u.roleId === Role.Customer && u.status === 'Active').length,
      totalRevenue: captured.reduce((sum, p) => sum + p.amountCents - p.refundedCents, 0) / 100,
      totalBookings: bookings.length,
      totalFeedback: feedback.length,
    },
    monthly: MONTH_LABELS.map((month, i) => ({ month, total: (byMonth[i] ?? 0) / 100 })),
  };
}

/** A stylist with open slots, a service, and a customer who books and pays through the PayPal emulator. */
async function paidBooking(priceCents: number) {
  const stylist = await t.createUser({ roleId: Role.Stylist });
  await t.deps.db.insert(schema.stylistProfiles).values({ userId: stylist.id, positionId: 'P1' });
  const date = addSalonDays(salonToday(t.now().getTime()), 3);
  await (await t.caller(await t.createUser({ roleId: Role.Staff }))).schedule.create({
    stylistId: stylist.id,
    date,
    timeTypes: ['T1', 'T2'],
  });
  const [service] = await t.deps.db
    .insert(schema.services)
    .values({ name: `Colour ${Math.random()}`, description: 'Colour', priceCents })
    .returning();
  if (!service) throw new Error('service');
  const customer = await t.createUser({ roleId: Role.Customer, firstName: 'Hoa', lastName: 'Le' });
  const created = await (await t.caller(customer)).booking.create({
    phone: '912345678',
    fullName: 'Hoa Le',
    email: customer.email,
    stylistId: stylist.id,
    date,
    timeType: 'T1',
    serviceIds: [service.id],
    pointsToUse: 0,
  });
  const orderId = t.paypal.orderIdOf(created.approvalUrl);
  t.paypal.mock.approve(orderId);
  await (await t.caller()).payment.verify({ token: orderId, paymentId: created.paymentId, payerId: 'PAYER1', stylistId: stylist.id });
  return { ...created, customer };
}

describe('dashboard', () => {
  it('totals, the monthly chart and recent sales follow a paid booking and its refund', async () => {
    const admin = await t.caller(await t.createUser({ roleId: Role.Admin }));
    const before = await admin.dashboard.totals();
    expect(before).toEqual((await expectedFromDatabase()).totals);

    const paid = await paidBooking(4321);
    const afterPay = await admin.dashboard.totals();
    const expected = await expectedFromDatabase();
    expect(afterPay).toEqual(expected.totals);
    expect(afterPay.totalRevenue).toBeCloseTo(before.totalRevenue + 43.21, 2);
    expect(afterPay.totalBookings).toBe(before.totalBookings + 1);
    expect(afterPay.totalUsers).toBe(before.totalUsers + 1);

    const monthly = await admin.dashboard.monthlyRevenue();
    expect(monthly).toEqual(expected.monthly);
    expect(monthly.map((m) => m.month)).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
    const thisMonth = salonDateParts(t.now().getTime()).month - 1;
    expect(monthly[thisMonth]?.total).toBeGreaterThanOrEqual(43.21);
    expect((await admin.dashboard.monthlyRevenue({ year: 1999 })).every((m) => m.total === 0)).toBe(true);

    const sales = await admin.dashboard.recentSales();
    expect(sales.sales.length).toBeLessThanOrEqual(5);
    expect(sales.sales[0]).toMatchObject({
      id: paid.paymentId,
      bookingId: paid.bookingId,
      customerName: 'Hoa Le',
      email: paid.customer.email,
      amount: 43.21,
    });
    expect(sales.salesThisMonth).toBeGreaterThanOrEqual(1);

    // Staff cancel the paid booking: the capture is refunded and revenue drops by it.
    await (await t.caller(await t.createUser({ roleId: Role.Staff }))).booking.cancelByStaff({ bookingId: paid.bookingId });
    const afterRefund = await admin.dashboard.totals();
    expect(afterRefund).toEqual((await expectedFromDatabase()).totals);
    expect(afterRefund.totalRevenue).toBeCloseTo(afterPay.totalRevenue - 43.21, 2);
    expect((await admin.dashboard.monthlyRevenue())[thisMonth]?.total).toBeCloseTo((monthly[thisMonth]?.total ?? 0) - 43.21, 2);
    const salesAfter = await admin.dashboard.recentSales();
    expect(salesAfter.sales.some((s) => s.id === paid.paymentId)).toBe(false);
    expect(salesAfter.salesThisMonth).toBe(sales.salesThisMonth - 1);
  });

  it('puts a payment in the month of the salon’s wall clock: 00:30 on 1 February in Ho Chi Minh City is February', async () => {
    const admin = await t.caller(await t.createUser({ roleId: Role.Admin }));
    const stylist = await t.createUser({ roleId: Role.Stylist });
    const before = await admin.dashboard.monthlyRevenue({ year: 2031 });
    // 31 January 2031 16:59 UTC is 23:59 that day in the salon; 17:30 UTC is 00:30 on 1 February.
    for (const [slot, capturedAt, cents] of [
      ['T1', Date.UTC(2031, 0, 31, 16, 59), 1000],
      ['T2', Date.UTC(2031, 0, 31, 17, 30), 2500],
    ] as const) {
      const [booking] = await t.deps.db
        .insert(schema.bookings)
        .values({
          stylistId: stylist.id,
          day: '2031-01-31',
          timeType: slot,
          statusId: 'S3',
          fullName: 'Month End',
          email: 'month.end@test.hairsalon',
          phone: '912345678',
          subtotalCents: cents,
          amountCents: cents,
        })
        .returning();
      await t.deps.db
        .insert(schema.payments)
        .values({ bookingId: booking?.id ?? 0, amountCents: cents, status: 'captured', capturedAt: new Date(capturedAt) });
    }
    const after = await admin.dashboard.monthlyRevenue({ year: 2031 });
    expect((after[0]?.total ?? 0) - (before[0]?.total ?? 0)).toBeCloseTo(10, 2);
    expect((after[1]?.total ?? 0) - (before[1]?.total ?? 0)).toBeCloseTo(25, 2);
  });

  it('counts active customers only: staff, stylists, admins and inactive customers are not subscriptions', async () => {
    const admin = await t.caller(await t.createUser({ roleId: Role.Admin }));
    const before = (await admin.dashboard.totals()).totalUsers;
    await t.createUser({ roleId: Role.Customer, status: 'Inactive' });
    await t.createUser({ roleId: Role.Staff });
    await t.createUser({ roleId: Role.Stylist });
    expect((await admin.dashboard.totals()).totalUsers).toBe(before);
    const active = await t.createUser({ roleId: Role.Customer });
    expect((await admin.dashboard.totals()).totalUsers).toBe(before + 1);
    await t.deps.db.update(schema.users).set({ status: 'Inactive' }).where(eq(schema.users.id, active.id));
    expect((await admin.dashboard.totals()).totalUsers).toBe(before);
    expect((await admin.dashboard.totals()).totalUsers).toBe((await expectedFromDatabase()).totals.totalUsers);
  });

  it('REST answers each total as a bare JSON number, as the original did', async () => {
    const admin = await t.createUser({ roleId: Role.Admin });
    const headers = { authorization: `Bearer ${await t.tokenFor(admin)}` };
    const { totals } = await expectedFromDatabase();
    for (const [path, field] of [
      ['/api/total-users', 'totalUsers'],
      ['/api/revenue', 'totalRevenue'],
      ['/api/total-bookings', 'totalBookings'],
      ['/api/total-feedback', 'totalFeedback'],
    ] as const) {
      const res = await t.server.inject({ method: 'GET', url: path, headers });
      expect(expectBareNumber(res)).toBe(totals[field]);
      expect(res.body).toBe(String(totals[field]));
      expect(res.headers['content-type']).toContain('application/json');
    }
    const chart = await t.server.inject({ method: 'GET', url: '/api/dashboard-monthly-revenue', headers });
    expect(chart.json().data).toHaveLength(12);
    const recent = await t.server.inject({ method: 'GET', url: '/api/dashboard-recent-sales', headers });
    expect(recent.json()).toMatchObject({ errCode: 0, data: { sales: expect.any(Array), salesThisMonth: expect.any(Number) } });
  });

  it('only the admin may call the dashboard: anonymous 401, staff, stylists and customers 403', async () => {
    const callers = {
      anon: undefined,
      R1: await t.createUser({ roleId: Role.Staff }),
      R2: await t.createUser({ roleId: Role.Admin }),
      R3: await t.createUser({ roleId: Role.Stylist }),
      R4: await t.createUser({ roleId: Role.Customer }),
    };
    const paths = [
      '/total-users',
      '/revenue',
      '/total-bookings',
      '/total-feedback',
      '/dashboard-monthly-revenue',
      '/dashboard-recent-sales',
    ];
    const actual: Record<string, Record<string, number>> = {};
    const expected: Record<string, Record<string, number>> = {};
    for (const path of paths) {
      actual[path] = {};
      expected[path] = { anon: 401, R1: 403, R2: 200, R3: 403, R4: 403 };
      for (const [who, user] of Object.entries(callers)) {
        const headers = user ? { authorization: `Bearer ${await t.tokenFor(user)}` } : {};
        (actual[path] as Record<string, number>)[who] = (await t.server.inject({ method: 'GET', url: `/api${path}`, headers })).statusCode;
      }
    }
    expect(actual).toEqual(expected);
    await expect((await t.caller(callers.R1)).dashboard.totals()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect((await t.caller()).dashboard.recentSales()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
