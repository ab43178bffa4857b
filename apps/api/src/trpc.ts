import { schema } from '@hairsalon/db';
import {
  DEFAULT_LANGUAGE,
  type Language,
  messageReason,
  messages,
  Role,
  type RoleId,
  translateFieldErrors,
  translateMessage,
  UserStatus,
} from '@hairsalon/shared';
import { initTRPC, TRPCError } from '@trpc/server';
import { eq, sql } from 'drizzle-orm';
import type { AccessClaims } from './auth/tokens.js';
import type { AppContext } from './context.js';
import { DomainError, refused } from './errors.js';
import { validationFailure } from './lib/validation.js';

const t = initTRPC.context<AppContext>().create({
  errorFormatter({ shape, error, ctx }) {
    // Validation errors carry the spec's message (the first issue) and a field → message map, in the caller's language.
    const language = ctx?.language ?? DEFAULT_LANGUAGE;
    const failure = validationFailure(error);
    const fieldErrors = error instanceof DomainError ? error.fields : failure?.fields;
    const message = failure?.message ?? (error.code === 'INTERNAL_SERVER_ERROR' ? messages.generic.serverError : shape.message);
    return {
      ...shape,
      message: translateMessage(message, language),
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        fieldErrors: fieldErrors ? translateFieldErrors(fieldErrors, language) : null,
        // A stable code for the refusal ('payment.refunded', 'booking.slotTaken'): clients branch on it, not on text.
        reason: messageReason(message),
      },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

/** True when any string in the input holds a NUL character, which PostgreSQL text cannot store. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (depth > 8) return false;
  if (typeof value === 'string') return value.includes('\u0000');
  if (value instanceof Uint8Array) return false;
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1));
  if (value && typeof value === 'object') return Object.values(value).some((v) => containsNul(v, depth + 1));
  return false;
}

/** A result's `message` (the spec's English: 'Booking successful, please check your email.') in `language`. */
function translatedResult(data: unknown, language: Language): unknown {
  if (language === DEFAULT_LANGUAGE || typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  const message = (data as { message?: unknown }).message;
  return typeof message === 'string' ? { ...data, message: translateMessage(message, language) } : data;
}

/**
 * Every procedure starts here: input PostgreSQL could not store is bad input (400), not a server error; a result's
 * message is answered in the caller's language.
 */
const baseProcedure = t.procedure.use(async ({ ctx, getRawInput, next }) => {
  if (containsNul(await getRawInput())) throw new TRPCError({ code: 'BAD_REQUEST', message: messages.generic.invalidInput });
  const result = await next();
  return result.ok ? { ...result, data: translatedResult(result.data, ctx.language ?? DEFAULT_LANGUAGE) } : result;
});

/** Anyone, signed in or not. */
export const publicProcedure = baseProcedure;

/**
 * The caller's user and whether the token's session is still open, in one query: every signed-in
 * call reads the user anyway (role and status from the database), and the session check rides along (an EXISTS on
 * the refresh-token family index). A session is open while one of its refresh tokens is not revoked: logout, a
 * password reset and deactivation revoke them all.
 */
async function findSessionUser(ctx: AppContext, auth: AccessClaims) {
  const [user] = await ctx.deps.db
    .select({
      id: schema.users.id,
      roleId: schema.users.roleId,
      status: schema.users.status,
      email: schema.users.email,
      sessionOpen: sql<boolean>`exists (select 1 from ${schema.refreshTokens} where ${schema.refreshTokens.familyId} = ${auth.sessionId} and ${schema.refreshTokens.userId} = ${auth.userId} and ${schema.refreshTokens.revokedAt} is null)`,
    })
    .from(schema.users)
    .where(eq(schema.users.id, auth.userId));
  return user;
}

/**
 * The caller's Active user with an open session; 401 when the user is gone or the session was closed. Status comes
 * first: deactivation also closes the sessions, and an inactive account must hear the inactive message (spec §4),
 * not the expired-session one.
 */
async function loadSessionUser(ctx: AppContext, auth: AccessClaims, inactive: () => Error) {
  const user = await findSessionUser(ctx, auth);
  if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: messages.session.unauthenticated });
  if (user.status !== UserStatus.Active) throw inactive();
  if (!user.sessionOpen) throw new TRPCError({ code: 'UNAUTHORIZED', message: messages.session.unauthenticated });
  return user;
}

/**
 * A signed-in, Active user with an open session. The user's role and status are read from the database on every
 * call, so a deactivated user's next call is refused even while their access token has not expired; so is a token
 * of a session that was logged out or ended by a password reset.
 */
export const authedProcedure = baseProcedure.use(async ({ ctx, next }) => {
  if (!ctx.auth) throw new TRPCError({ code: 'UNAUTHORIZED', message: messages.session.unauthenticated });
  const user = await loadSessionUser(ctx, ctx.auth, () => new TRPCError({ code: 'UNAUTHORIZED', message: messages.login.inactive }));
  return next({ ctx: { ...ctx, user: { id: user.id, roleId: user.roleId as RoleId, email: user.email } } });
});

/** A signed-in user holding one of the given roles (403 otherwise). */
export function roleProcedure(...roles: RoleId[]) {
  return authedProcedure.use(({ ctx, next }) => {
    if (!roles.includes(ctx.user.roleId)) throw new TRPCError({ code: 'FORBIDDEN', message: messages.session.forbidden });
    return next({ ctx });
  });
}

/**
 * Anyone; when a valid bearer token comes with the call, ctx.user is that user (null otherwise). An inactive
 * user is refused rather than treated as a guest.
 */
export const optionalUserProcedure = baseProcedure.use(async ({ ctx, next }) => {
  if (!ctx.auth) return next({ ctx: { ...ctx, user: null } });
  const user = await loadSessionUser(ctx, ctx.auth, () => refused(messages.booking.inactiveBlocked));
  return next({ ctx: { ...ctx, user: { id: user.id, roleId: user.roleId as RoleId, email: user.email } } });
});

/**
 * True when the caller holds a valid token of an admin who is still Active, in a session still open (checked in
 * the database): a logged-out or reset session is not an admin.
 */
export async function callerIsActiveAdmin(ctx: AppContext): Promise<boolean> {
  if (!ctx.auth || ctx.auth.roleId !== Role.Admin) return false;
  const user = await findSessionUser(ctx, ctx.auth);
  return Boolean(user?.sessionOpen) && user?.roleId === Role.Admin && user.status === UserStatus.Active;
}
