import { randomUUID } from 'node:crypto';
import { type DbOrTx, hashPassword, schema, verifyPassword } from '@hairsalon/db';
import {
  DEFAULT_LANGUAGE,
  type ForgotPasswordInput,
  isLanguage,
  type Language,
  type LoginInput,
  messages,
  newPasswordError,
  type PasswordOwner,
  REFRESH_TOKEN_TTL_DAYS,
  RESET_EMAILS_PER_ACCOUNT_PER_HOUR,
  RESET_TOKEN_TTL_MINUTES,
  type RegisterInput,
  Role,
  type RoleId,
  salonDisplayName,
  UserStatus,
} from '@hairsalon/shared';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { hashToken, newOpaqueToken, signAccessToken, successorToken } from '../../auth/tokens.js';
import type { AppDeps } from '../../deps.js';
import { badRequest, conflict, refused, tooManyRequests, unauthorized } from '../../errors.js';
import { clearHits, clientAddressKey, countHit, enforceRateLimits, rateLimitKey, uncountHit } from '../../lib/rate-limit.js';
import { passwordResetEmail } from '../../mail/templates.js';

const { users, refreshTokens, passwordResetTokens, salonSettings, locations } = schema;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/**
 * The per-minute limits of an auth call that costs work (a password hash, an email): its calls from one address,
 * whatever the subject, at five times the limit, and its calls for one subject (an email, a reset token) at the limit.
 */
async function limitAuthCalls(
  deps: AppDeps,
  action: 'register' | 'forgot' | 'reset',
  ip: string,
  [subjectName, subject]: [name: string, value: string],
  now: Date,
): Promise<void> {
  const limit = deps.config.authRateLimitPerMinute;
  await enforceRateLimits(
    deps.db,
    [
      { key: rateLimitKey(`${action}:ip`, clientAddressKey(ip)), limit: limit * 5 },
      { key: rateLimitKey(`${action}:${subjectName}`, subject), limit },
    ],
    MINUTE_MS,
    now,
  );
}

/** The columns any response may show of a user: never the password hash. */
export const publicUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  gender: users.gender,
  address: users.address,
  phoneNumber: users.phoneNumber,
  image: users.image,
  points: users.points,
  status: users.status,
  roleId: users.roleId,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
} as const;

/** Postgres unique violation, from either driver. */
export function isUniqueViolation(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth++) {
    if (typeof e === 'object' && e !== null && 'code' in e && (e as { code: unknown }).code === '23505') return true;
    e = typeof e === 'object' && e !== null && 'cause' in e ? (e as { cause: unknown }).cause : undefined;
  }
  return false;
}

export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  roleId: RoleId;
  phoneNumber?: string;
  gender?: 'Male' | 'Female' | null;
  /** The language the account reads; unset for accounts an admin creates (they choose with the switch). */
  language?: Language;
  /** A stylist's or staff member's location (checked open by the caller); absent: the first open location. */
  locationId?: number;
}

/** The salon's name and its open locations' names, as they are now: known words for a new password. */
async function salonNames(db: DbOrTx): Promise<string[]> {
  const [brand, places] = await Promise.all([
    db.select({ name: salonSettings.name }).from(salonSettings),
    db.select({ name: locations.name }).from(locations).where(isNull(locations.archivedAt)),
  ]);
  return [...brand, ...places].map((row) => row.name).filter((name) => name.trim() !== '');
}

/**
 * Refuses a new password too easy to guess for its owner (packages/shared's rule: zxcvbn, with their names and email,
 * the product's name and the salon's and its locations' names as known words) as a validation error on `field`.
 * Callers judge after their rate limits: the estimate costs CPU.
 */
export async function assertStrongPassword(db: DbOrTx, password: string, owner: PasswordOwner, field: string): Promise<void> {
  const error = await newPasswordError(password, { ...owner, salonNames: await salonNames(db) });
  if (error) throw badRequest(error, { [field]: error });
}

/** Creates a user; the email must be free and the password not too easy to guess. */
export async function createUser(db: DbOrTx, input: NewUser): Promise<{ id: number }> {
  await assertStrongPassword(db, input.password, input, 'password');
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await db
      .insert(users)
      .values({
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        roleId: input.roleId,
        phoneNumber: input.phoneNumber ?? '',
        gender: input.gender ?? null,
        language: input.language ?? null,
        ...(input.locationId === undefined ? {} : { locationId: input.locationId }),
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!row) throw conflict(messages.register.emailTaken);
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.register.emailTaken);
    throw error;
  }
}

/** Public registration always creates a customer (R4), whatever role the caller sends. Limited like login: it hashes a password. */
export async function registerCustomer(deps: AppDeps, input: RegisterInput, ip: string, language?: Language) {
  await limitAuthCalls(deps, 'register', ip, ['email', input.email], deps.now());
  return createUser(deps.db, { ...input, roleId: Role.Customer, language });
}

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

async function issueRefreshToken(db: DbOrTx, userId: number, familyId: string, now: Date, token = newOpaqueToken()): Promise<string> {
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_DAYS * DAY_MS),
    createdAt: now,
  });
  return token;
}

/** Opens a session (a refresh-token family) for a user: its id goes into every access token it issues. */
export async function startSession(db: DbOrTx, userId: number, now: Date): Promise<{ sessionId: string; refreshToken: string }> {
  const sessionId = randomUUID();
  const refreshToken = await issueRefreshToken(db, userId, sessionId, now);
  return { sessionId, refreshToken };
}

// A fixed argon2id hash, so a login for an unknown email costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;

/** An email is locked for every address only after this many times the per-address failures (docs/decisions/006). */
export const LOGIN_EMAIL_WIDE_FACTOR = 10;

export async function login(deps: AppDeps, input: LoginInput, ip: string) {
  const now = deps.now();
  const limit = deps.config.authRateLimitPerMinute;
  // Every attempt from one address, whatever the email (password spraying).
  await enforceRateLimits(deps.db, [{ key: rateLimitKey('login:ip', clientAddressKey(ip)), limit: limit * 5 }], MINUTE_MS, now);
  // Lockout rule: failures count per (email, address) and per email; an address that failed `limit` times is locked
  // out of that email, while the owner elsewhere still signs in until the email has failed 10× that from everywhere.
  // Each attempt takes its place in both counts before the password is checked (one atomic upsert each), so parallel
  // attempts cannot all pass a check made before any of them failed; a success or a refusal gives its place back.
  const pairKey = rateLimitKey('login:fail', clientAddressKey(ip), input.email);
  const emailKey = rateLimitKey('login:fail', input.email);
  const pairAttempts = await countHit(deps.db, pairKey, MINUTE_MS, now);
  const emailAttempts = await countHit(deps.db, emailKey, MINUTE_MS, now);
  if (pairAttempts > limit || emailAttempts > limit * LOGIN_EMAIL_WIDE_FACTOR) {
    // Refused attempts do not count: a locked-out address must not push the email towards the lock for everyone.
    await uncountHit(deps.db, pairKey, MINUTE_MS, now);
    await uncountHit(deps.db, emailKey, MINUTE_MS, now);
    throw tooManyRequests(messages.generic.tooManyRequests);
  }
  const [user] = await deps.db
    .select({ ...publicUserColumns, language: users.language, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, input.email));
  dummyHash ??= hashPassword('not-a-real-password');
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash), input.password);
  if (!user || !ok) throw badRequest(messages.login.invalidCredentials);
  await clearHits(deps.db, pairKey);
  await uncountHit(deps.db, emailKey, MINUTE_MS, now);
  if (user.status !== UserStatus.Active) throw refused(messages.login.inactive);
  const { passwordHash: _hash, ...profile } = user;
  const roleId = user.roleId as RoleId;
  const { sessionId, refreshToken } = await startSession(deps.db, user.id, now);
  const accessToken = await signAccessToken(deps.config.jwtSecret, { userId: user.id, roleId, sessionId }, now);
  return { ...profile, roleId, accessToken, refreshToken };
}

async function revokeFamily(db: DbOrTx, familyId: string, now: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * Exchanges a refresh token for a new pair (rotation). The new refresh token is the old one's successor
 * (successorToken), so a repeat of the just-rotated token within the reuse window (REFRESH_REUSE_WINDOW_SECONDS: a
 * page's parallel requests all refresh with the token they hold) gets the same refresh token and a fresh access
 * token, and the session lives. Presenting a token rotated longer ago than that, or a revoked one, is treated as
 * theft: the whole family is revoked.
 */
export async function refreshSession(deps: AppDeps, refreshToken: string): Promise<SessionTokens> {
  const now = deps.now();
  const expired = () => unauthorized(messages.session.expired);
  const [found] = await deps.db
    .select({ id: refreshTokens.id, userId: refreshTokens.userId, familyId: refreshTokens.familyId, expiresAt: refreshTokens.expiresAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
  if (!found) throw expired();
  if (found.expiresAt.getTime() <= now.getTime()) throw expired();
  const successor = successorToken(deps.config.jwtSecret, refreshToken);
  const outcome = await deps.db.transaction(async (tx) => {
    // The user's row is the lock every refresh and every revocation takes first (logout, password reset,
    // deactivation): refreshes of one session run one after the other, each seeing what the one before committed, and
    // a revoke that comes after waits and then revokes what this mints.
    const [user] = await tx
      .select({ id: users.id, roleId: users.roleId, status: users.status })
      .from(users)
      .where(eq(users.id, found.userId))
      .for('update');
    // An inactive user's session, or a token presented again too late (or after its session was revoked): it ends.
    const revoke = async () => {
      await revokeFamily(tx, found.familyId, now);
      return 'ended' as const;
    };
    if (!user || user.status !== UserStatus.Active) return revoke();
    const [row] = await tx
      .select({ rotatedAt: refreshTokens.rotatedAt, revokedAt: refreshTokens.revokedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.id, found.id));
    if (!row || row.revokedAt) return revoke();
    if (row.rotatedAt) {
      // A repeat: within the window, the successor minted by the rotation (unless its session was ended since).
      const sinceRotation = now.getTime() - row.rotatedAt.getTime();
      if (sinceRotation >= deps.config.refreshReuseWindowSeconds * 1000) return revoke();
      const [next] = await tx
        .select({ revokedAt: refreshTokens.revokedAt })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.tokenHash, hashToken(successor)), eq(refreshTokens.familyId, found.familyId)));
      if (!next || next.revokedAt) return 'ended' as const;
    } else {
      // Conditional update: a token is rotated once.
      const [rotated] = await tx
        .update(refreshTokens)
        .set({ rotatedAt: now })
        .where(and(eq(refreshTokens.id, found.id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      if (!rotated) return 'ended' as const;
      await issueRefreshToken(tx, user.id, found.familyId, now, successor);
    }
    const accessToken = await signAccessToken(
      deps.config.jwtSecret,
      { userId: user.id, roleId: user.roleId as RoleId, sessionId: found.familyId },
      now,
    );
    return { accessToken, refreshToken: successor };
  });
  if (outcome === 'ended') throw expired();
  return outcome;
}

/** Ends the session the refresh token belongs to. Unknown tokens are ignored (logout always succeeds). */
export async function logout(deps: AppDeps, refreshToken: string): Promise<void> {
  const [row] = await deps.db
    .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
  if (!row) return;
  await deps.db.transaction(async (tx) => {
    // The lock a refresh takes first: a refresh in flight commits before this revokes, so its new token is revoked too.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, row.userId)).for('update');
    await revokeFamily(tx, row.familyId, deps.now());
  });
}

/**
 * Revokes every session of a user (password reset, deactivation). Call it in a transaction: it takes the user's row
 * lock first, as a refresh does, so a refresh in flight cannot leave a token behind.
 */
export async function revokeAllSessions(db: DbOrTx, userId: number, now: Date): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

export const PASSWORD_RESET_JOB = 'auth.password-reset';

/**
 * Always answers the same, and does the same work, whether or not the email has an account: after the rate
 * limits it only queues a job, which decides (issuePasswordReset), so the answer's timing tells nothing either.
 * `language` is the one the request came in: the email's, for an account that has chosen none.
 */
export async function requestPasswordReset(
  deps: AppDeps,
  input: ForgotPasswordInput,
  ip: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<{ message: string }> {
  const now = deps.now();
  await limitAuthCalls(deps, 'forgot', ip, ['email', input.email], now);
  await deps.jobs.send(PASSWORD_RESET_JOB, { email: input.email, language });
  return { message: messages.forgotPassword.sent };
}

/**
 * The password-reset job: an Active account gets a new single-use token and the email with its link; others nothing.
 * A new link voids the account's older unused ones: only the latest email's link works.
 */
export async function issuePasswordReset(deps: AppDeps, email: string, language: Language = DEFAULT_LANGUAGE): Promise<void> {
  const now = deps.now();
  const [user] = await deps.db
    .select({ id: users.id, firstName: users.firstName, email: users.email, status: users.status, language: users.language })
    .from(users)
    .where(eq(users.email, email));
  if (!user || user.status !== UserStatus.Active) return;
  const token = newOpaqueToken();
  await deps.db.transaction(async (tx) => {
    // At most RESET_EMAILS_PER_ACCOUNT_PER_HOUR links an hour per account, counted under the user's row lock so
    // parallel jobs cannot all slip under it: many addresses asking cannot flood one inbox.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const [recent] = await tx
      .select({ n: count() })
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, user.id), gt(passwordResetTokens.createdAt, new Date(now.getTime() - 60 * MINUTE_MS))));
    if ((recent?.n ?? 0) >= RESET_EMAILS_PER_ACCOUNT_PER_HOUR) {
      deps.log.warn({ userId: user.id }, 'password reset email cap reached for this hour; request ignored');
      return;
    }
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MINUTES * MINUTE_MS),
      createdAt: now,
    });
    const content = passwordResetEmail({
      firstName: user.firstName,
      resetUrl: `${deps.config.appUrl}/reset-password/${token}`,
      expiresInMinutes: RESET_TOKEN_TTL_MINUTES,
      language: isLanguage(user.language) ? user.language : language,
      salonName: salonDisplayName(deps.salon.current()),
    });
    await deps.mail.enqueue(tx, { to: user.email, kind: 'password-reset', ...content });
  });
}

/**
 * Single use, valid for RESET_TOKEN_TTL_MINUTES; ends every session of the user and voids their other reset links.
 * The token is checked before the new password is judged (with the account's names and email) and hashed, and calls
 * are limited per address and per token, so unknown tokens cost no estimator or argon2 work.
 */
export async function resetPassword(deps: AppDeps, token: string, newPassword: string, ip: string): Promise<{ message: string }> {
  const now = deps.now();
  await limitAuthCalls(deps, 'reset', ip, ['token', token], now);
  const tokenHash = hashToken(token);
  const usable = and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );
  const [owner] = await deps.db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(usable);
  if (!owner) throw badRequest(messages.resetPassword.invalidToken);
  await assertStrongPassword(deps.db, newPassword, owner, 'newPassword');
  const passwordHash = await hashPassword(newPassword);
  await deps.db.transaction(async (tx) => {
    // Conditional: of two resets with one token, only the first changes the password.
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(usable)
      .returning({ userId: passwordResetTokens.userId });
    if (!used) throw badRequest(messages.resetPassword.invalidToken);
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, used.userId));
    await revokeAllSessions(tx, used.userId, now);
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, used.userId), isNull(passwordResetTokens.usedAt)));
  });
  return { message: messages.resetPassword.success };
}

export async function getPublicUser(db: DbOrTx, userId: number) {
  const [user] = await db.select(publicUserColumns).from(users).where(eq(users.id, userId));
  return user ?? null;
}
