import { idSchema, Role, serviceSchema } from '@hairsalon/shared';
import { z } from 'zod';
import { publicProcedure, roleProcedure, router } from '../../trpc.js';
import { imageFileSchema, imageRefSchema } from '../../uploads/index.js';
import { createService, deleteService, getService, listServices, updateService } from './service.service.js';

const idInput = z.object({ id: idSchema() });
const imageChoice = { image: imageRefSchema.optional(), imageFile: imageFileSchema.optional() };

export const serviceRouter = router({
  list: publicProcedure.query(({ ctx }) => listServices(ctx.deps.db)),
  /** Any id is accepted: a missing, archived or non-numeric one answers NOT_FOUND 'Service not found.' */
  getById: publicProcedure
    .input(z.object({ id: z.union([z.number(), z.string()]).optional() }))
    .query(({ ctx, input }) => getService(ctx.deps.db, input.id)),
  create: roleProcedure(Role.Admin)
    .input(serviceSchema.extend(imageChoice))
    .mutation(({ ctx, input }) => createService(ctx.deps, ctx.user.id, input)),
  update: roleProcedure(Role.Admin)
    .input(serviceSchema.extend({ ...idInput.shape, ...imageChoice }))
    .mutation(({ ctx, input }) => updateService(ctx.deps, ctx.user.id, input.id, input)),
  delete: roleProcedure(Role.Admin)
    .input(idInput)
    .mutation(({ ctx, input }) => deleteService(ctx.deps, input.id)),
});
