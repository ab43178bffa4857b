import { idSchema, locationIdSchema, messages, timeOffSchema } from '@hairsalon/shared';
import { z } from 'zod';
import { authedProcedure, router } from '../../trpc.js';
import { requireStylistInScope, scopedLocation } from '../location/scope.js';
import { createTimeOff, listTimeOff, removeTimeOff, timeOffStylist } from './time-off.service.js';

/**
 * Issue 12 item 6: stylists' time off, managed by staff (and the admin, as on every staff screen's procedures), per
 * location (docs/decisions/021): staff only their own location's stylists.
 */
export const timeOffRouter = router({
  /** A location's time off (absent: the first open location; staff: their own), or one stylist's (at their location). */
  list: authedProcedure
    .input(z.object({ stylistId: idSchema().optional(), locationId: locationIdSchema.optional() }).optional())
    .query(async ({ ctx, input }) => {
      const place =
        input?.stylistId === undefined
          ? await scopedLocation(ctx.deps.db, ctx.user, input?.locationId)
          : await requireStylistInScope(ctx.deps.db, ctx.user, input.stylistId);
      return listTimeOff(ctx.deps.db, ctx.deps.now(), { locationId: place.id, stylistId: input?.stylistId });
    }),
  create: authedProcedure.input(timeOffSchema).mutation(async ({ ctx, input }) => {
    const place = await requireStylistInScope(ctx.deps.db, ctx.user, input.stylistId);
    return createTimeOff(ctx.deps.db, input, ctx.user.id, ctx.deps.now(), place.timeZone);
  }),
  remove: authedProcedure.input(z.object({ id: idSchema(messages.timeOff.notFound) })).mutation(async ({ ctx, input }) => {
    await requireStylistInScope(ctx.deps.db, ctx.user, await timeOffStylist(ctx.deps.db, input.id));
    return removeTimeOff(ctx.deps.db, input.id);
  }),
});
