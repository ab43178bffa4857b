import { createStaffSchema, idSchema, moveToLocationSchema, profileSchema, setLanguageSchema } from '@hairsalon/shared';
import { z } from 'zod';
import { authedProcedure, router } from '../../trpc.js';
import { imageFileSchema, imageRefSchema } from '../../uploads/index.js';
import {
  assertSelfOrAdmin,
  createStaff,
  editUser,
  getPoints,
  getUser,
  listUsers,
  moveToLocation,
  setLanguage,
  setPoints,
  toggleUserStatus,
} from './user.service.js';

const idInput = z.object({ id: idSchema() });

export const userRouter = router({
  list: authedProcedure
    .input(
      z.object({
        search: z.string().max(200).optional(),
        page: z.number().int().min(1).max(100_000).default(1),
        /** users per page (default 10, spec §9) */
        limit: z.number().int().min(1).max(100).optional(),
        /** every matching user on one page (the REST list without page or limit) */
        all: z.boolean().optional(),
      }),
    )
    .query(({ ctx, input }) => listUsers(ctx.deps.db, input)),
  getById: authedProcedure.input(idInput).query(({ ctx, input }) => {
    assertSelfOrAdmin(ctx.user, input.id);
    return getUser(ctx.deps.db, input.id);
  }),
  edit: authedProcedure
    .input(profileSchema.extend({ image: imageRefSchema.optional(), imageFile: imageFileSchema.optional() }))
    .mutation(({ ctx, input }) => editUser(ctx.deps, ctx.user, input, ctx.req.ip)),
  changeStatus: authedProcedure.input(idInput).mutation(({ ctx, input }) => toggleUserStatus(ctx.deps, ctx.user, input.id)),
  /** A user's points; without an id, the caller's own. */
  getPoints: authedProcedure.input(z.object({ id: idSchema().optional() })).query(({ ctx, input }) => {
    const id = input.id ?? ctx.user.id;
    assertSelfOrAdmin(ctx.user, id);
    return getPoints(ctx.deps.db, id);
  }),
  setPoints: authedProcedure
    .input(idInput.extend({ points: z.number().int().min(0).max(1_000_000) }))
    .mutation(({ ctx, input }) => setPoints(ctx.deps, input.id, input.points)),
  /** The language switch of a signed-in user (issue 13): their emails go out in it. */
  setLanguage: authedProcedure.input(setLanguageSchema).mutation(({ ctx, input }) => setLanguage(ctx.deps.db, ctx.user.id, input.language)),
  createStaff: authedProcedure.input(createStaffSchema).mutation(({ ctx, input }) => createStaff(ctx.deps.db, input)),
  /** The admin moves a stylist or staff member to another open location (issue 24). */
  moveToLocation: authedProcedure
    .input(moveToLocationSchema)
    .mutation(({ ctx, input }) => moveToLocation(ctx.deps, input.id, input.locationId)),
});
