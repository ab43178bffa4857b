import { calendarQuerySchema, customerSearchSchema } from '@hairsalon/shared';
import { authedProcedure, router } from '../../trpc.js';
import { scopedLocation } from '../location/scope.js';
import { loadCalendar, searchCustomers } from './front-desk.service.js';

/** Issue 12 item 2 and 3: what the front desk reads (the booking actions live in the booking area). */
export const frontDeskRouter = router({
  /** A location's day or week (absent: the first open location; staff: their own, docs/decisions/021). */
  calendar: authedProcedure
    .input(calendarQuerySchema)
    .query(async ({ ctx, input }) =>
      loadCalendar(ctx.deps.db, input.date, input.days, ctx.deps.now(), await scopedLocation(ctx.deps.db, ctx.user, input.locationId)),
    ),
  /** Customers are the chain's: a customer books at any location. */
  searchCustomers: authedProcedure.input(customerSearchSchema).query(({ ctx, input }) => searchCustomers(ctx.deps.db, input.query)),
});
