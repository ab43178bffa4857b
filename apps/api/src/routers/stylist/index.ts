import { createStylistSchema, idSchema, locationFilterSchema } from '@hairsalon/shared';
import { z } from 'zod';
import { authedProcedure, cachedProcedure, callerIsActiveAdmin, notAdmin, router } from '../../trpc.js';
import { scopedLocation } from '../location/scope.js';
import { createStylist, getStylist, listStylists } from './stylist.service.js';

/** Public calls show contact and salary only to a signed-in, Active admin. */
/** What the public's stylist answers are read from; an admin's own answers are never kept. */
const stylistRead = { tables: ['users', 'stylist_profiles', 'locations'], sharedBy: notAdmin } as const;

export const stylistRouter = router({
  /** A location's stylists (absent: the first open location, docs/decisions/021). */
  list: cachedProcedure(stylistRead)
    .input(locationFilterSchema.optional())
    .query(async ({ ctx, input }) =>
      listStylists(ctx.deps.db, await callerIsActiveAdmin(ctx), (await scopedLocation(ctx.deps.db, null, input?.locationId)).id),
    ),
  getDetail: cachedProcedure(stylistRead)
    .input(z.object({ id: idSchema() }))
    .query(async ({ ctx, input }) => getStylist(ctx.deps.db, input.id, await callerIsActiveAdmin(ctx))),
  create: authedProcedure.input(createStylistSchema).mutation(({ ctx, input }) => createStylist(ctx.deps.db, input)),
});
