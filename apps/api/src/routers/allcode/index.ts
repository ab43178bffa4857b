import { z } from 'zod';
import { cachedProcedure, router } from '../../trpc.js';
import { listAllcodes } from './allcode.service.js';

export const allcodeRouter = router({
  getByType: cachedProcedure({ tables: ['allcodes'] })
    .input(z.object({ type: z.string().trim().toUpperCase().max(50) }))
    .query(({ ctx, input }) => listAllcodes(ctx.deps.db, input.type)),
});
