import { idSchema, serviceSchema } from '@hairsalon/shared';
import { z } from 'zod';
import { authedProcedure, cachedProcedure, router } from '../../trpc.js';
import { imageFileSchema, imageRefSchema } from '../../uploads/index.js';
import { createService, deleteService, getService, listServices, updateService } from './service.service.js';

const idInput = z.object({ id: idSchema() });
const imageChoice = { image: imageRefSchema.optional(), imageFile: imageFileSchema.optional() };

export const serviceRouter = router({
  list: cachedProcedure({ tables: ['services'] }).query(({ ctx }) => listServices(ctx.deps.db)),
  /** Any number is accepted: one that names no bookable service (missing, archived, 1.5, -3) answers NOT_FOUND 'Service not found.' */
  getById: cachedProcedure({ tables: ['services'] })
    .input(z.object({ id: z.number().optional() }))
    .query(({ ctx, input }) => getService(ctx.deps.db, input.id)),
  create: authedProcedure
    .input(serviceSchema.extend(imageChoice))
    .mutation(({ ctx, input }) => createService(ctx.deps, ctx.user.id, input)),
  update: authedProcedure
    .input(serviceSchema.extend({ ...idInput.shape, ...imageChoice }))
    .mutation(({ ctx, input }) => updateService(ctx.deps, ctx.user.id, input.id, input)),
  delete: authedProcedure.input(idInput).mutation(({ ctx, input }) => deleteService(ctx.deps, input.id)),
});
