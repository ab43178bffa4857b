import { schema } from '@hairsalon/db';
import { createStylistSchema, idSchema, Role, UserStatus } from '@hairsalon/shared';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { publicProcedure, roleProcedure, router } from '../../trpc.js';
import { createStylist, getStylist, listStylists } from './stylist.service.js';

/** Public calls show contact and salary only to a signed-in, Active admin (checked in the database). */
async function callerIsAdmin(ctx: AppContext): Promise<boolean> {
  if (!ctx.auth || ctx.auth.roleId !== Role.Admin) return false;
  const [user] = await ctx.deps.db
    .select({ roleId: schema.users.roleId, status: schema.users.status })
    .from(schema.users)
    .where(eq(schema.users.id, ctx.auth.userId));
  return user?.roleId === Role.Admin && user.status === UserStatus.Active;
}

export const stylistRouter = router({
  list: publicProcedure.query(async ({ ctx }) => listStylists(ctx.deps.db, await callerIsAdmin(ctx))),
  getDetail: publicProcedure
    .input(z.object({ id: idSchema() }))
    .query(async ({ ctx, input }) => getStylist(ctx.deps.db, input.id, await callerIsAdmin(ctx))),
  create: roleProcedure(Role.Admin)
    .input(createStylistSchema)
    .mutation(({ ctx, input }) => createStylist(ctx.deps.db, input)),
});
