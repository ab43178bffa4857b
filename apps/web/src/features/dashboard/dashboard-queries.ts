import type { Trpc } from '../api/trpc';
import type { OfficeInput } from '../location/office-location';

/** A single salon's reads send no location (office-location.ts), so their cache keys are as they always were. */
const scopeOf = (scope: OfficeInput) => (scope.locationId === undefined && !scope.chain ? undefined : scope);

/**
 * The dashboard's three reads of a location or the chain; the admin always sees fresh figures on arrival, even over a
 * restored cache.
 */
export const dashboardQueries = {
  totals: (trpc: Trpc, scope: OfficeInput = {}) => trpc.dashboard.totals.queryOptions(scopeOf(scope), { staleTime: 0 }),
  monthlyRevenue: (trpc: Trpc, scope: OfficeInput = {}) => trpc.dashboard.monthlyRevenue.queryOptions(scopeOf(scope), { staleTime: 0 }),
  recentSales: (trpc: Trpc, scope: OfficeInput = {}) => trpc.dashboard.recentSales.queryOptions(scopeOf(scope), { staleTime: 0 }),
};
