import type { DbOrTx } from '@hairsalon/db';
import { idSchema, locationFilterSchema, locationIdSchema, serviceSchema } from '@hairsalon/shared';
import { z } from 'zod';
import { authedProcedure, cachedProcedure, router } from '../../trpc.js';
import { imageFileSchema, imageRefSchema } from '../../uploads/index.js';
import { openLocation } from '../location/scope.js';
import { createService, deleteService, getService, listServices, updateService } from './service.service.js';

const idInput = z.object({ id: idSchema() });
const serviceRead = { tables: ['services', 'service_locations', 'locations'] } as const;

/** The open location a read names (404 for another), or none: every service at its own price. */
async function locationAsked(db: DbOrTx, locationId: number | undefined): Promise<number | undefined> {
  return locationId === undefined ? undefined : (await openLocation(db, locationId)).id;
}
const imageChoice = { image: imageRefSchema.optional(), imageFile: imageFileSchema.optional() };

export const serviceRouter = router({
  /** Every bookable service, or (`locationId`, an open location) those offered there at its prices. */
  list: cachedProcedure(serviceRead)
    .input(locationFilterSchema.optional())
    .query(async ({ ctx, input }) => listServices(ctx.deps.db, await locationAsked(ctx.deps.db, input?.locationId))),
  /**
   * Any number is accepted: one that names no bookable service (missing, archived, 1.5, -3, or not offered at the
   * `locationId` asked about) answers NOT_FOUND 'Service not found.'
   */
  getById: cachedProcedure(serviceRead)
    .input(z.object({ id: z.number().optional(), locationId: locationIdSchema.optional() }))
    .query(async ({ ctx, input }) => getService(ctx.deps.db, input.id, await locationAsked(ctx.deps.db, input.locationId))),
  create: authedProcedure
    .input(serviceSchema.extend(imageChoice))
    .mutation(({ ctx, input }) => createService(ctx.deps, ctx.user.id, input)),
  update: authedProcedure
    .input(serviceSchema.extend({ ...idInput.shape, ...imageChoice }))
    .mutation(({ ctx, input }) => updateService(ctx.deps, ctx.user.id, input.id, input)),
  delete: authedProcedure.input(idInput).mutation(({ ctx, input }) => deleteService(ctx.deps, input.id)),
});
