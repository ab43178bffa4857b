import { idSchema, messages, Role, salarySchema } from '@hairsalon/shared';
import { z } from 'zod';
import { forbidden } from '../../errors.js';
import { authedProcedure, router } from '../../trpc.js';
import { calculateSalary, listSalariesForStylist, paySalary } from './salary.service.js';

const salaryIdSchema = z.object({
  id: idSchema(messages.generic.notFound),
});

export const salaryRouter = router({
  /** Admin: calculates (or recalculates an unpaid) salary of a stylist for a month. */
  calculate: authedProcedure.input(salarySchema).mutation(async ({ ctx, input }) => ({
    message: messages.salary.created,
    salary: await calculateSalary(ctx.deps.db, input, ctx.deps.now()),
  })),

  /** A stylist's own salary records, newest first (an admin may name the stylist). */
  listForStylist: authedProcedure.input(z.object({ stylistId: idSchema().optional() }).optional()).query(({ ctx, input }) => {
    const stylistId = input?.stylistId ?? ctx.user.id;
    if (ctx.user.roleId !== Role.Admin && stylistId !== ctx.user.id) throw forbidden(messages.session.forbidden);
    return listSalariesForStylist(ctx.deps.db, stylistId);
  }),

  /** Admin: records the transfer; PaidOn is set once. */
  pay: authedProcedure.input(salaryIdSchema).mutation(({ ctx, input }) => paySalary(ctx.deps.db, input.id, ctx.deps.now())),
});
