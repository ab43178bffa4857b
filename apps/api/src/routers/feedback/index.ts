import { z } from 'zod';
import { publicProcedure, router } from '../../trpc.js';
import { listFeedbackByService } from './feedback.service.js';

export const feedbackRouter = router({
  listByService: publicProcedure
    .input(
      z.object({
        serviceId: z.coerce.number().int().positive(),
        page: z.coerce.number().int().min(1).max(100_000).default(1),
      }),
    )
    .query(({ ctx, input }) => listFeedbackByService(ctx.deps.db, input.serviceId, input.page)),
});
