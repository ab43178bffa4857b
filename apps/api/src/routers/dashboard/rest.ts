import { type RestRoute, route } from '../../rest/routes.js';
import { optionalLocation } from '../../rest/values.js';

/** REST paths of the dashboard (spec §7 Dashboard): each total a bare JSON number, as the original answered. */
export const dashboardRestRoutes: RestRoute[] = [
  route({
    method: 'GET',
    path: '/total-users',
    procedure: 'dashboard.totals',
    encoding: 'query',
    summary: 'Number of active customers (R4) of the chain, a bare JSON number.',
    call: async (caller, { values }) => (await caller.dashboard.totals(optionalLocation(values))).totalUsers,
    bare: { shape: 'number' },
  }),
  route({
    method: 'GET',
    path: '/revenue',
    procedure: 'dashboard.totals',
    encoding: 'query',
    summary: 'Revenue in dollars of a location (?locationId=, default the first), a bare JSON number: captured payments minus refunds.',
    call: async (caller, { values }) => (await caller.dashboard.totals(optionalLocation(values))).totalRevenue,
    bare: { shape: 'number' },
  }),
  route({
    method: 'GET',
    path: '/total-bookings',
    procedure: 'dashboard.totals',
    encoding: 'query',
    summary: 'Number of bookings of a location (?locationId=, default the first), a bare JSON number.',
    call: async (caller, { values }) => (await caller.dashboard.totals(optionalLocation(values))).totalBookings,
    bare: { shape: 'number' },
  }),
  route({
    method: 'GET',
    path: '/total-feedback',
    procedure: 'dashboard.totals',
    encoding: 'query',
    summary: 'Number of feedback entries of a location (?locationId=, default the first), a bare JSON number.',
    call: async (caller, { values }) => (await caller.dashboard.totals(optionalLocation(values))).totalFeedback,
    bare: { shape: 'number' },
  }),
  route({
    method: 'GET',
    path: '/dashboard-monthly-revenue',
    procedure: 'dashboard.monthlyRevenue',
    encoding: 'query',
    summary: 'Revenue per month (Jan–Dec) of ?year= (default: the current salon year), by capture date in salon time.',
    fields: { year: 'number', locationId: 'number' },
  }),
  route({
    method: 'GET',
    path: '/dashboard-recent-sales',
    procedure: 'dashboard.recentSales',
    encoding: 'query',
    summary: 'The five latest captured payments and salesThisMonth.',
    fields: { locationId: 'number' },
    present: (result) => ({ data: result, top: { salesThisMonth: result.salesThisMonth } }),
  }),
];
