import {
  forgotPasswordSchema,
  loginSchema,
  messages,
  Role,
  refreshTokenSchema,
  registerAccountSchema,
  registerSchema,
  resetPasswordSchema,
} from '@hairsalon/shared';
import { z } from 'zod';
import { notFound } from '../../errors.js';
import { authedProcedure, callerIsActiveAdmin, publicProcedure, router } from '../../trpc.js';
import { getPublicUser, login, logout, refreshSession, registerCustomer, requestPasswordReset, resetPassword } from './auth.service.js';
import { type Registrar, registerAccount } from './register-account.js';

export const authRouter = router({
  register: publicProcedure.input(registerSchema).mutation(({ ctx, input }) => registerCustomer(ctx.deps, input, ctx.req.ip, ctx.language)),
  /** POST /register (spec §7): staff or a stylist when an admin asks for one, a customer for anyone else. */
  registerAccount: publicProcedure.input(registerAccountSchema).mutation(async ({ ctx, input }) => {
    const registrar: Registrar = (await callerIsActiveAdmin(ctx))
      ? 'admin'
      : ctx.tokenRejected || ctx.auth?.roleId === Role.Admin
        ? 'session-refused'
        : 'anyone';
    return registerAccount(ctx.deps, registrar, input, ctx.req.ip);
  }),
  login: publicProcedure.input(loginSchema).mutation(({ ctx, input }) => login(ctx.deps, input, ctx.req.ip)),
  refresh: publicProcedure.input(refreshTokenSchema).mutation(({ ctx, input }) => refreshSession(ctx.deps, input.refreshToken)),
  logout: publicProcedure.input(z.object({ refreshToken: z.string().max(200) })).mutation(async ({ ctx, input }) => {
    await logout(ctx.deps, input.refreshToken);
    return { ok: true as const, message: messages.session.logout };
  }),
  forgotPassword: publicProcedure
    .input(forgotPasswordSchema)
    .mutation(({ ctx, input }) => requestPasswordReset(ctx.deps, input, ctx.req.ip, ctx.language)),
  resetPassword: publicProcedure
    .input(resetPasswordSchema)
    .mutation(({ ctx, input }) => resetPassword(ctx.deps, input.token, input.newPassword, ctx.req.ip)),
  me: authedProcedure.query(async ({ ctx }) => {
    const user = await getPublicUser(ctx.deps.db, ctx.user.id);
    if (!user) throw notFound(messages.generic.notFound);
    // Where a staff member or stylist works (null: an admin or a customer), for the back office's header and lists.
    return { ...user, locationId: ctx.user.locationId };
  }),
});
