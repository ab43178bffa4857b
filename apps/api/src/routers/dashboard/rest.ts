import { Role } from '@hairsalon/shared';
import { type RestRoute, route } from '../../rest/routes.js';

/** REST paths of the dashboard (spec §7 Dashboard): each number under data and under its dashboard name. */
export const dashboardRestRoutes: RestRoute[] = [
  route({
    method: 'GET',
    path: '/total-users',
    procedure: 'dashboard.totals',
    encoding: 'query',
    access: [Role.Admin],
    summary: 'Number of customers (R4).',
    call: async (caller) => (await caller.dashboard.totals()).totalUsers,
    present: (totalUsers) => ({ data: totalUsers, top: { totalUsers } }),
  }),
  route({
    method: 'GET',
    path: '/revenue',
    procedure: 'dashboard.totals',
    encoding: 'query',
    access: [Role.Admin],
    summary: 'Revenue in dollars: captured payments minus refunds.',
    call: async (caller) => (await caller.dashboard.totals()).totalRevenue,
    present: (totalRevenue) => ({ data: totalRevenue, top: { totalRevenue } }),
  }),
  route({
    method: 'GET',
    path: '/total-bookings',
    procedure: 'dashboard.totals',
    encoding: 'query',
    access: [Role.Admin],
    summary: 'Number of bookings.',
    call: async (caller) => (await caller.dashboard.totals()).totalBookings,
    present: (totalBookings) => ({ data: totalBookings, top: { totalBookings } }),
  }),
  route({
    method: 'GET',
    path: '/total-feedback',
    procedure: 'dashboard.totals',
    encoding: 'query',
    access: [Role.Admin],
    summary: 'Number of feedback entries.',
    call: async (caller) => (await caller.dashboard.totals()).totalFeedback,
    present: (totalFeedback) => ({ data: totalFeedback, top: { totalFeedback } }),
  }),
  route({
    method: 'GET',
    path: '/dashboard-monthly-revenue',
    procedure: 'dashboard.monthlyRevenue',
    encoding: 'query',
    access: [Role.Admin],
    summary: 'Revenue per month (Jan–Dec) of ?year= (default: the current salon year), by capture date in salon time.',
    call: (caller, { values }) =>
      caller.dashboard.monthlyRevenue({ year: values.year === undefined ? undefined : (values.year as number) }),
  }),
  route({
    method: 'GET',
    path: '/dashboard-recent-sales',
    procedure: 'dashboard.recentSales',
    encoding: 'query',
    access: [Role.Admin],
    summary: 'The five latest captured payments and salesThisMonth.',
    call: (caller) => caller.dashboard.recentSales(),
    present: (result) => ({ data: result, top: { salesThisMonth: result.salesThisMonth } }),
  }),
];
