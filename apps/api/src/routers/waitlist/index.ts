import { idSchema, joinWaitlistSchema, messages } from '@hairsalon/shared';
import { z } from 'zod';
import { authedProcedure, router } from '../../trpc.js';
import { joinWaitlist, leaveWaitlist, listWaitlist } from './waitlist.service.js';

/** Waitlist for a full day (docs/decisions/009): signed-in customers only, each their own entries. */
export const waitlistRouter = router({
  join: authedProcedure.input(joinWaitlistSchema).mutation(({ ctx, input }) => joinWaitlist(ctx.deps, ctx.user.id, input)),
  mine: authedProcedure.query(({ ctx }) => listWaitlist(ctx.deps.db, ctx.user.id)),
  leave: authedProcedure
    .input(z.object({ id: idSchema(messages.waitlist.notFound) }))
    .mutation(({ ctx, input }) => leaveWaitlist(ctx.deps, ctx.user.id, input.id)),
});
