import { createStylistSchema, idSchema } from '@hairsalon/shared';
import { z } from 'zod';
import { authedProcedure, cachedProcedure, callerIsActiveAdmin, notAdmin, router } from '../../trpc.js';
import { createStylist, getStylist, listStylists } from './stylist.service.js';

/** Public calls show contact and salary only to a signed-in, Active admin. */
/** What the public's stylist answers are read from; an admin's own answers are never kept. */
const stylistRead = { tables: ['users', 'stylist_profiles'], sharedBy: notAdmin } as const;

export const stylistRouter = router({
  list: cachedProcedure(stylistRead).query(async ({ ctx }) => listStylists(ctx.deps.db, await callerIsActiveAdmin(ctx))),
  getDetail: cachedProcedure(stylistRead)
    .input(z.object({ id: idSchema() }))
    .query(async ({ ctx, input }) => getStylist(ctx.deps.db, input.id, await callerIsActiveAdmin(ctx))),
  create: authedProcedure.input(createStylistSchema).mutation(({ ctx, input }) => createStylist(ctx.deps.db, input)),
});
