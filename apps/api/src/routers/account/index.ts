import { customerAccountSchema, deleteAccountSchema, messages } from '@hairsalon/shared';
import { authedProcedure, router } from '../../trpc.js';
import { eraseCustomer, exportCustomerData } from './account.service.js';

/** A customer's data rights (issue 25): their data as JSON, and erasing their account; the admin's on a customer's request. */
export const accountRouter = router({
  export: authedProcedure.query(({ ctx }) => exportCustomerData(ctx.deps, ctx.user.id)),
  delete: authedProcedure.input(deleteAccountSchema).mutation(async ({ ctx }) => {
    await eraseCustomer(ctx.deps, ctx.user.id);
    return { ok: true as const, message: messages.account.deleted };
  }),
  exportForCustomer: authedProcedure.input(customerAccountSchema).query(({ ctx, input }) => exportCustomerData(ctx.deps, input.userId)),
  deleteForCustomer: authedProcedure.input(customerAccountSchema).mutation(async ({ ctx, input }) => {
    await eraseCustomer(ctx.deps, input.userId);
    return { ok: true as const, message: messages.account.deletedByAdmin };
  }),
});
