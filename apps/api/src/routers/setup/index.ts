import { messages, setupAdminSchema } from '@hairsalon/shared';
import { publicProcedure, router } from '../../trpc.js';
import { createFirstAdmin } from './setup.service.js';

/** The first admin, from the one-time setup link the server prints on a database without one. */
export const setupRouter = router({
  createAdmin: publicProcedure.input(setupAdminSchema).mutation(async ({ ctx, input }) => {
    const { token, confirmPassword: _confirm, ...admin } = input;
    await createFirstAdmin(ctx.deps.db, admin, token, ctx.deps.now());
    return { ok: true as const, message: messages.setup.created };
  }),
});
