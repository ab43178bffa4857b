import { schema } from '@hairsalon/db';
import { addSalonDays, MONTH_LABELS, Role, salonDateParts, salonToday } from '@hairsalon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  const users = await t.deps.db.select({ roleId: schema.users.roleId }).from(schema.users);
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
      totalUsers: users.filter((u) => u.roleId === Role.Customer).length,
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

  it('REST puts each number under data and under its dashboard name', async () => {
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
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ errCode: 0, success: true, data: totals[field], [field]: totals[field] });
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
