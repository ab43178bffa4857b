import { salonDateParts } from '@hairsalon/shared';
import { z } from 'zod';
import { authedProcedure, router } from '../../trpc.js';
import { dashboardTotals, monthlyRevenue, recentSales } from './dashboard.service.js';

export const dashboardRouter = router({
  /** The four summary cards (spec §3 Dashboard); totalRevenue in dollars. */
  totals: authedProcedure.query(({ ctx }) => dashboardTotals(ctx.deps.db)),

  /** Jan–Dec revenue of a year (default: the current salon year). */
  monthlyRevenue: authedProcedure
    .input(z.object({ year: z.number().int().min(1900).max(2099).optional() }).optional())
    .query(({ ctx, input }) => monthlyRevenue(ctx.deps.db, input?.year ?? salonDateParts(ctx.deps.now().getTime()).year)),

  /** The five latest captured payments and this salon month's count. */
  recentSales: authedProcedure.query(({ ctx }) => recentSales(ctx.deps.db, ctx.deps.now())),
});
