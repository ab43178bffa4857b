import { createStylistSchema, idSchema, Role } from '@hairsalon/shared';
import { z } from 'zod';
import { callerIsActiveAdmin, publicProcedure, roleProcedure, router } from '../../trpc.js';
import { createStylist, getStylist, listStylists } from './stylist.service.js';

/** Public calls show contact and salary only to a signed-in, Active admin. */
export const stylistRouter = router({
  list: publicProcedure.query(async ({ ctx }) => listStylists(ctx.deps.db, await callerIsActiveAdmin(ctx))),
  getDetail: publicProcedure
    .input(z.object({ id: idSchema() }))
    .query(async ({ ctx, input }) => getStylist(ctx.deps.db, input.id, await callerIsActiveAdmin(ctx))),
  create: roleProcedure(Role.Admin)
    .input(createStylistSchema)
    .mutation(({ ctx, input }) => createStylist(ctx.deps.db, input)),
});
