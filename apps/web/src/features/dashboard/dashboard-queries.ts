import type { Trpc } from '../api/trpc';

/** The dashboard's three reads; the admin always sees fresh figures on arrival, even over a restored cache. */
export const dashboardQueries = {
  totals: (trpc: Trpc) => trpc.dashboard.totals.queryOptions(undefined, { staleTime: 0 }),
  monthlyRevenue: (trpc: Trpc) => trpc.dashboard.monthlyRevenue.queryOptions(undefined, { staleTime: 0 }),
  recentSales: (trpc: Trpc) => trpc.dashboard.recentSales.queryOptions(undefined, { staleTime: 0 }),
};
