import { type RestRoute, route } from '../../rest/routes.js';

/** REST paths of the dashboard (spec §7 Dashboard): each total a bare JSON number, as the original answered. */
export const dashboardRestRoutes: RestRoute[] = [
  route({
    method: 'GET',
    path: '/total-users',
    procedure: 'dashboard.totals',
    encoding: 'query',
    summary: 'Number of active customers (R4), a bare JSON number.',
    call: async (caller) => (await caller.dashboard.totals()).totalUsers,
    bare: { shape: 'number' },
  }),
  route({
    method: 'GET',
    path: '/revenue',
    procedure: 'dashboard.totals',
    encoding: 'query',
    summary: 'Revenue in dollars, a bare JSON number: captured payments minus refunds.',
    call: async (caller) => (await caller.dashboard.totals()).totalRevenue,
    bare: { shape: 'number' },
  }),
  route({
    method: 'GET',
    path: '/total-bookings',
    procedure: 'dashboard.totals',
    encoding: 'query',
    summary: 'Number of bookings, a bare JSON number.',
    call: async (caller) => (await caller.dashboard.totals()).totalBookings,
    bare: { shape: 'number' },
  }),
  route({
    method: 'GET',
    path: '/total-feedback',
    procedure: 'dashboard.totals',
    encoding: 'query',
    summary: 'Number of feedback entries, a bare JSON number.',
    call: async (caller) => (await caller.dashboard.totals()).totalFeedback,
    bare: { shape: 'number' },
  }),
  route({
    method: 'GET',
    path: '/dashboard-monthly-revenue',
    procedure: 'dashboard.monthlyRevenue',
    encoding: 'query',
    summary: 'Revenue per month (Jan–Dec) of ?year= (default: the current salon year), by capture date in salon time.',
    call: (caller, { values }) => caller.dashboard.monthlyRevenue({ year: values.number('year') as number | undefined }),
  }),
  route({
    method: 'GET',
    path: '/dashboard-recent-sales',
    procedure: 'dashboard.recentSales',
    encoding: 'query',
    summary: 'The five latest captured payments and salesThisMonth.',
    call: (caller) => caller.dashboard.recentSales(),
    present: (result) => ({ data: result, top: { salesThisMonth: result.salesThisMonth } }),
  }),
];
