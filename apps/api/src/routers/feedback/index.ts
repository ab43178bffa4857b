import { feedbackSchema, idSchema } from '@hairsalon/shared';
import { z } from 'zod';
import { authedProcedure, cachedProcedure, router } from '../../trpc.js';
import { createFeedback, listFeedbackByService } from './feedback.service.js';

export const feedbackRouter = router({
  listByService: cachedProcedure({ tables: ['feedback', 'users', 'services'] })
    .input(
      z.object({
        serviceId: idSchema(),
        page: z.number().int().min(1).max(100_000).default(1),
        /** reviews per page (default 4, spec §9) */
        limit: z.number().int().min(1).max(100).optional(),
        /** every review of the service (the REST list without page or limit: the spec's client pages itself) */
        all: z.boolean().optional(),
      }),
    )
    .query(({ ctx, input }) => listFeedbackByService(ctx.deps.db, input.serviceId, input)),
  /** A customer's feedback on one service of their own completed booking. */
  create: authedProcedure
    .input(feedbackSchema)
    .mutation(({ ctx, input }) => createFeedback(ctx.deps.db, ctx.user.id, input, ctx.deps.now())),
});
