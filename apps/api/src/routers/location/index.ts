import { locationArchiveSchema, locationSchema, locationUpdateSchema, messages } from '@hairsalon/shared';
import { authedProcedure, cachedProcedure, router } from '../../trpc.js';
import { archiveLocation, createLocation, listLocations, updateLocation } from './location.service.js';

/** The chain's locations (issue 24): anyone may list the open ones; the admin adds, edits and archives them. */
export const locationRouter = router({
  list: cachedProcedure({ tables: ['locations'] }).query(({ ctx }) => listLocations(ctx.deps.db)),
  create: authedProcedure.input(locationSchema).mutation(async ({ ctx, input }) => ({
    location: await createLocation(ctx.deps.db, input),
    message: messages.location.created,
  })),
  update: authedProcedure.input(locationUpdateSchema).mutation(async ({ ctx, input }) => {
    const { id, ...fields } = input;
    return { location: await updateLocation(ctx.deps.db, id, fields, ctx.deps.now()), message: messages.location.saved };
  }),
  archive: authedProcedure.input(locationArchiveSchema).mutation(async ({ ctx, input }) => {
    await archiveLocation(ctx.deps.db, input.id, ctx.deps.now());
    return { id: input.id, message: messages.location.archived };
  }),
});
