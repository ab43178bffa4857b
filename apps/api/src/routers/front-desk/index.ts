import { calendarQuerySchema, customerSearchSchema } from '@hairsalon/shared';
import { authedProcedure, router } from '../../trpc.js';
import { loadCalendar, searchCustomers } from './front-desk.service.js';

/** Issue 12 item 2 and 3: what the front desk reads (the booking actions live in the booking area). */
export const frontDeskRouter = router({
  calendar: authedProcedure
    .input(calendarQuerySchema)
    .query(({ ctx, input }) => loadCalendar(ctx.deps.db, input.date, input.days, ctx.deps.now())),
  searchCustomers: authedProcedure.input(customerSearchSchema).query(({ ctx, input }) => searchCustomers(ctx.deps.db, input.query)),
});
