import { forgotPasswordSchema, loginSchema, messages, refreshTokenSchema, registerSchema, resetPasswordSchema } from '@hairsalon/shared';
import { z } from 'zod';
import { notFound } from '../../errors.js';
import { authedProcedure, publicProcedure, router } from '../../trpc.js';
import { getPublicUser, login, logout, refreshSession, registerCustomer, requestPasswordReset, resetPassword } from './auth.service.js';

export const authRouter = router({
  register: publicProcedure.input(registerSchema).mutation(({ ctx, input }) => registerCustomer(ctx.deps, input, ctx.req.ip)),
  login: publicProcedure.input(loginSchema).mutation(({ ctx, input }) => login(ctx.deps, input, ctx.req.ip)),
  refresh: publicProcedure.input(refreshTokenSchema).mutation(({ ctx, input }) => refreshSession(ctx.deps, input.refreshToken)),
  logout: publicProcedure.input(z.object({ refreshToken: z.string().max(200) })).mutation(async ({ ctx, input }) => {
    await logout(ctx.deps, input.refreshToken);
    return { ok: true as const, message: messages.session.logout };
  }),
  forgotPassword: publicProcedure
    .input(forgotPasswordSchema)
    .mutation(({ ctx, input }) => requestPasswordReset(ctx.deps, input, ctx.req.ip)),
  resetPassword: publicProcedure
    .input(resetPasswordSchema)
    .mutation(({ ctx, input }) => resetPassword(ctx.deps, input.token, input.newPassword, ctx.req.ip)),
  me: authedProcedure.query(async ({ ctx }) => {
    const user = await getPublicUser(ctx.deps.db, ctx.user.id);
    if (!user) throw notFound(messages.generic.notFound);
    return user;
  }),
});
