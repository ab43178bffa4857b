import { idSchema, messages, timeOffSchema } from '@hairsalon/shared';
import { z } from 'zod';
import { authedProcedure, router } from '../../trpc.js';
import { createTimeOff, listTimeOff, removeTimeOff } from './time-off.service.js';

/** Issue 12 item 6: stylists' time off, managed by staff (and the admin, as on every staff screen's procedures). */
export const timeOffRouter = router({
  list: authedProcedure
    .input(z.object({ stylistId: idSchema().optional() }).optional())
    .query(({ ctx, input }) => listTimeOff(ctx.deps.db, ctx.deps.now(), input?.stylistId)),
  create: authedProcedure.input(timeOffSchema).mutation(({ ctx, input }) => createTimeOff(ctx.deps.db, input, ctx.user.id, ctx.deps.now())),
  remove: authedProcedure
    .input(z.object({ id: idSchema(messages.timeOff.notFound) }))
    .mutation(({ ctx, input }) => removeTimeOff(ctx.deps.db, input.id)),
});
