import { locationIdSchema, salonDateParts } from '@hairsalon/shared';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { authedProcedure, router } from '../../trpc.js';
import { firstOpenLocation, scopedLocation } from '../location/scope.js';
import { type DashboardScope, dashboardTotals, locationDashboard, monthlyRevenue, recentSales } from './dashboard.service.js';

/**
 * Which dashboard (docs/decisions/021): a location's (`locationId`; absent: the first open location), or the chain's
 * (`chain: true`, every location, months on the first location's clock).
 */
const scopeSchema = z.object({ locationId: locationIdSchema.optional(), chain: z.boolean().optional() });

async function dashboardScope(ctx: AppContext, input: z.infer<typeof scopeSchema> | undefined): Promise<DashboardScope> {
  if (input?.chain) return { id: null, timeZone: (await firstOpenLocation(ctx.deps.db)).timeZone };
  return locationDashboard(await scopedLocation(ctx.deps.db, ctx.sessionUser, input?.locationId));
}

export const dashboardRouter = router({
  /** The four summary cards (spec §3 Dashboard); totalRevenue in dollars. */
  totals: authedProcedure
    .input(scopeSchema.optional())
    .query(async ({ ctx, input }) => dashboardTotals(ctx.deps.db, await dashboardScope(ctx, input))),

  /** Jan–Dec revenue of a year (default: the current salon year at the dashboard's location). */
  monthlyRevenue: authedProcedure
    .input(scopeSchema.extend({ year: z.number().int().min(1900).max(2099).optional() }).optional())
    .query(async ({ ctx, input }) => {
      const scope = await dashboardScope(ctx, input);
      return monthlyRevenue(ctx.deps.db, input?.year ?? salonDateParts(ctx.deps.now().getTime(), scope.timeZone).year, scope);
    }),

  /** The five latest captured payments and this salon month's count. */
  recentSales: authedProcedure
    .input(scopeSchema.optional())
    .query(async ({ ctx, input }) => recentSales(ctx.deps.db, ctx.deps.now(), await dashboardScope(ctx, input))),
});
