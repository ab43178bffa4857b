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
import { allows, policyOf } from './access-policy.js';
import type { AccessClaims } from './auth/tokens.js';
import type { AppContext, SessionUser } from './context.js';
import { DomainError, refused, unavailableOr } from './errors.js';
import { valueTooDeep } from './lib/input-depth.js';
import type { CachedTable } from './lib/read-cache.js';
import { validationFailure } from './lib/validation.js';

/**
 * A public read whose answer the read cache keeps (docs/decisions/008-read-cache.md). The answer depends only on the
 * procedure, its input, the caller's language, the named tables, whether this caller shares it (`sharedBy`) and the
 * time (`validUntil`).
 */
export interface CachedRead {
  /** The tables the answer is read from: a committed write to any of them drops it. */
  tables: readonly CachedTable[];
  /** False when this caller gets an answer of their own (an admin sees stylists' contact and salary). */
  sharedBy?(ctx: AppContext): boolean;
  /** When the answer stops being right whatever the writes (epoch ms), from the answer itself. */
  validUntil?(result: unknown): number | undefined;
}

/** What a procedure declares about itself besides its input and answer. */
export interface ProcedureMeta {
  /** Its answer is kept in the read cache (see cachedProcedure). */
  cachedRead?: CachedRead;
}

const t = initTRPC
  .context<AppContext>()
  .meta<ProcedureMeta>()
  .create({
    // Subscriptions over server-sent events (the live front desk, docs/decisions/020): a ping every 10 s keeps proxies
    // from closing a quiet stream, and a client that hears nothing for 25 s (a half-open connection after a network
    // drop) reconnects by itself.
    sse: {
      ping: { enabled: true, intervalMs: 10_000 },
      client: { reconnectAfterInactivityMs: 25_000 },
    },
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
      locationId: schema.users.locationId,
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
 * The caller's signed-in, Active user with an open session (401 otherwise). The user's role and status are read from
 * the database on every call, so a deactivated user's next call is refused even while their access token has not
 * expired; so is a token of a session that was logged out or ended by a password reset. A user the REST adapter
 * already read for this request (ctx.sessionUser) is not read again.
 */
async function signedInUser(ctx: AppContext): Promise<SessionUser> {
  if (ctx.sessionUser) return ctx.sessionUser;
  if (!ctx.auth) throw new TRPCError({ code: 'UNAUTHORIZED', message: messages.session.unauthenticated });
  const user = await loadSessionUser(ctx, ctx.auth, () => new TRPCError({ code: 'UNAUTHORIZED', message: messages.login.inactive }));
  return { id: user.id, roleId: user.roleId as RoleId, email: user.email, locationId: user.locationId };
}

/**
 * The access policy's check of the procedure at `path` (access-policy.ts): nothing for one open to everyone (null);
 * otherwise the caller's signed-in user (401 without one), refused with 403 unless the policy allows their role. A
 * path the table does not name lets no one in.
 */
export async function checkAccess(ctx: AppContext, path: string): Promise<SessionUser | null> {
  const policy = policyOf(path);
  if (policy?.access === 'public') return null;
  const user = await signedInUser(ctx);
  if (!policy || !allows(policy.access, user.roleId)) throw new TRPCError({ code: 'FORBIDDEN', message: messages.session.forbidden });
  return user;
}

/**
 * A subscriber still entitled to its stream (docs/decisions/023): the token it opened the stream with has not
 * expired, and the access check it passed at the start passes against the database as it is now (user there and
 * Active, session open, role allowed). Throws what a new call would be answered; returns the user as they are now.
 */
export async function subscriberStillAllowed(ctx: AppContext, path: string): Promise<SessionUser> {
  const expiresAt = ctx.auth?.expiresAt;
  if (!ctx.auth || (expiresAt !== undefined && expiresAt <= ctx.deps.now().getTime())) {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: messages.session.unauthenticated });
  }
  const user = await checkAccess({ ...ctx, sessionUser: undefined }, path);
  if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: messages.session.unauthenticated });
  return user;
}

type CallResult = { ok: true; data: unknown } | { ok: false; error: unknown };

/**
 * A cached read's answer, from the read cache or from `call` (kept unless refused); on /trpc and REST alike. A
 * refusal (invalid input, a thing that is gone) is answered as it is and never kept.
 */
async function cachedOrCalled<R extends CallResult>(
  ctx: AppContext,
  read: CachedRead | undefined,
  path: string,
  input: unknown,
  call: () => Promise<R>,
) {
  const cache = ctx.deps.readCache;
  if (!read || !cache.enabled || (read.sharedBy && !read.sharedBy(ctx))) return call();
  const key = `${ctx.language ?? DEFAULT_LANGUAGE} ${path} ${JSON.stringify(input) ?? ''}`;
  let refused: R | undefined;
  try {
    return await cache.get(key, read.tables, async () => {
      const result = await call();
      if (!result.ok) {
        refused = result;
        throw result.error;
      }
      return { value: result, validUntil: read.validUntil?.(result.data) };
    });
  } catch (error) {
    if (refused) return refused;
    throw error;
  }
}

/**
 * Every procedure starts here. First the access policy, by the procedure's path, whichever builder below made it: the
 * table is the only place a procedure's roles are written. Then input nested deeper than MAX_INPUT_DEPTH (checked
 * without recursion, before the validators or anything else walks it) and input PostgreSQL could not store are bad
 * input (400), not a server error. Then a cached read's answer may come from the read cache; a result's message is
 * answered in the caller's language. One middleware, not one per step: tRPC copies its options at every level.
 */
const baseProcedure = t.procedure.use(async ({ ctx, meta, path, getRawInput, next }) => {
  try {
    const user = await checkAccess(ctx, path);
    const input = await getRawInput();
    if (valueTooDeep(input) || containsNul(input)) throw new TRPCError({ code: 'BAD_REQUEST', message: messages.generic.invalidInput });
    const callCtx = user ? { ...ctx, sessionUser: user } : ctx;
    const result = await cachedOrCalled(callCtx, meta?.cachedRead, path, input, () =>
      user ? next({ ctx: { sessionUser: user } }) : next(),
    );
    if (result.ok) return { ...result, data: translatedResult(result.data, ctx.language ?? DEFAULT_LANGUAGE) };
    const unavailable = unavailableOr(result.error);
    if (unavailable !== result.error) throw unavailable;
    return result;
  } catch (error) {
    // A database lost or too slow is 503 (try again, or another instance), never a bug's 500 (docs/decisions/024).
    throw unavailableOr(error);
  }
});

/** A procedure the access policy opens to everyone, signed in or not. */
export const publicProcedure = baseProcedure;

/**
 * A public read whose answer is kept in the read cache until a write to one of its tables commits (or its time bound
 * or the TTL passes): the same for every door, since /trpc and the REST adapter both call the procedure.
 */
export const cachedProcedure = (read: CachedRead) => publicProcedure.meta({ cachedRead: read });

/** Anyone but a token's admin shares a public answer (an admin's has contact and salary in it). */
export const notAdmin = (ctx: AppContext) => ctx.auth?.roleId !== Role.Admin;

/** A procedure for signed-in callers (ctx.user): the access policy says which roles, and whose data (its rule). */
export const authedProcedure = baseProcedure.use(async ({ ctx, next }) => next({ ctx: { ...ctx, user: await signedInUser(ctx) } }));

/**
 * A procedure open to everyone; when a valid bearer token comes with the call, ctx.user is that user (null without
 * a token). A token that no longer verifies (expired) is a 401, so the client refreshes and calls again as the user
 * it is, rather than being treated as a guest (no points, no booking in the account). An inactive user is refused.
 */
export const optionalUserProcedure = baseProcedure.use(async ({ ctx, next }) => {
  if (ctx.tokenRejected) throw new TRPCError({ code: 'UNAUTHORIZED', message: messages.session.unauthenticated });
  if (!ctx.auth) return next({ ctx: { ...ctx, user: null } });
  const user = await loadSessionUser(ctx, ctx.auth, () => refused(messages.booking.inactiveBlocked));
  return next({ ctx: { ...ctx, user: { id: user.id, roleId: user.roleId as RoleId, email: user.email, locationId: user.locationId } } });
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
