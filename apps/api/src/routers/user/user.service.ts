import { type DbOrTx, schema } from '@hairsalon/db';
import {
  BookingStatus,
  type CreateStaffInput,
  type Language,
  messages,
  type ProfileInput,
  Role,
  salonDayKey,
  USER_PAGE_SIZE,
  UserStatus,
  type UserStatusValue,
} from '@hairsalon/shared';
import { and, asc, count, eq, gte, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '../../context.js';
import type { AppDeps } from '../../deps.js';
import { badRequest, conflict, forbidden, notFound, refused } from '../../errors.js';
import { clientAddressKey, enforceRateLimits, rateLimitKey } from '../../lib/rate-limit.js';
import { claimImage, type ImageChoice, receiveImage, removeImage } from '../../uploads/image-store.js';
import { createUser, isUniqueViolation, publicUserColumns, revokeAllSessions } from '../auth/auth.service.js';
import { revokeFeedsOfPerson } from '../calendar-feed/calendar-feed.service.js';
import { openLocation, stylistLocation } from '../location/scope.js';

const { users, pointsMovements, bookings, waitlistEntries } = schema;

type UserRow = Pick<typeof users.$inferSelect, keyof typeof publicUserColumns>;
/** A user as responses show one: never the password hash; dates as ISO strings. */
export type UserView = Omit<UserRow, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string };

export function toUserView({ createdAt, updatedAt, ...rest }: UserRow): UserView {
  return { ...rest, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

/** Admins act on anyone; everybody else only on themself (403 otherwise). */
export function assertSelfOrAdmin(actor: SessionUser, userId: number): void {
  if (actor.roleId !== Role.Admin && actor.id !== userId) throw forbidden(messages.session.forbidden);
}

/** `%term%` for ILIKE, with the user's own % _ \ taken literally and runs of spaces collapsed. */
export function fullNamePattern(search: string): string {
  const term = search.trim().replace(/\s+/g, ' ');
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A name contains the search text, whatever the case and accents ("nguyen" and "NGUYEN" find "Thảo Nguyễn"): the
 * users_full_name_trgm_idx expression (hs_fold: unaccent and lower, migration 0013), so it uses the trigram index.
 */
export function nameMatches(search: string): SQL {
  return sql`hs_fold(${users.firstName} || ' ' || ${users.lastName}) like hs_fold(${fullNamePattern(search)})`;
}

export interface UserPage {
  /** With where a stylist or staff member works (issue 24; null for customers). */
  items: (UserView & { locationId: number | null })[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * The admin's user list (spec §2 User management): admins hidden, case-insensitive search on "first last",
 * 10 per page, oldest account first.
 */
export async function listUsers(
  db: DbOrTx,
  input: { search?: string | undefined; page: number; limit?: number | undefined; all?: boolean | undefined },
): Promise<UserPage> {
  const conditions: SQL[] = [ne(users.roleId, Role.Admin)];
  if (input.search?.trim()) conditions.push(nameMatches(input.search));
  const where = and(...conditions);
  const pageSize = input.limit ?? USER_PAGE_SIZE;
  const query = db
    .select({ ...publicUserColumns, locationId: users.locationId })
    .from(users)
    .where(where)
    .orderBy(asc(users.id));
  const [items, [counted]] = await Promise.all([
    input.all ? query : query.limit(pageSize).offset((input.page - 1) * pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  const total = counted?.total ?? 0;
  const views = items.map(({ locationId, ...row }) => ({ ...toUserView(row), locationId }));
  return input.all ? { items: views, total, page: 1, pageSize: total } : { items: views, total, page: input.page, pageSize };
}

export async function getUser(db: DbOrTx, id: number): Promise<UserView> {
  const [row] = await db.select(publicUserColumns).from(users).where(eq(users.id, id));
  if (!row) throw notFound(messages.generic.notFound);
  return toUserView(row);
}

export async function getPoints(db: DbOrTx, id: number): Promise<{ id: number; points: number }> {
  const [row] = await db.select({ id: users.id, points: users.points }).from(users).where(eq(users.id, id));
  if (!row) throw notFound(messages.generic.notFound);
  return row;
}

const avatarInvalid = () => badRequest(messages.profile.avatarInvalid, { imageFile: messages.profile.avatarInvalid });

/**
 * Saves the profile fields (spec §5 Profile save) and, optionally, a new avatar, which replaces (and removes)
 * the old one. Points, role and status are not profile fields: nothing here can change them.
 */
export async function editUser(deps: AppDeps, actor: SessionUser, input: ProfileInput & ImageChoice, ip: string): Promise<UserView> {
  assertSelfOrAdmin(actor, input.id);
  await limitEmailChange(deps, input.id, input.email, ip);
  const received = await receiveImage(deps, actor.id, input, avatarInvalid);
  const now = deps.now();
  try {
    const { view, replaced } = await deps.db.transaction(async (tx) => {
      const [current] = await tx.select({ image: users.image }).from(users).where(eq(users.id, input.id)).for('update');
      if (!current) throw notFound(messages.generic.notFound);
      const newImage = received && received.url !== current.image ? received.url : null;
      if (newImage && !(await claimImage(tx, newImage, actor.id, now))) throw avatarInvalid();
      const [row] = await tx
        .update(users)
        .set({
          firstName: input.firstName,
          lastName: input.lastName,
          address: input.address,
          phoneNumber: input.phoneNumber,
          email: input.email,
          ...(input.gender !== undefined ? { gender: input.gender } : {}),
          ...(newImage ? { image: newImage } : {}),
          updatedAt: now,
        })
        .where(eq(users.id, input.id))
        .returning(publicUserColumns);
      if (!row) throw notFound(messages.generic.notFound);
      return { view: toUserView(row), replaced: newImage ? current.image : null };
    });
    await removeImage(deps, replaced);
    return view;
  } catch (error) {
    if (received?.storedNow) await removeImage(deps, received.url);
    if (isUniqueViolation(error)) throw conflict(messages.register.emailTaken);
    throw error;
  }
}

/**
 * Changing an account's email is limited like login (per account and per address): each change can take over an
 * address, and probing which emails are taken costs a query each.
 */
async function limitEmailChange(deps: AppDeps, userId: number, email: string, ip: string): Promise<void> {
  const [current] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!current || current.email === email) return;
  const limit = deps.config.authRateLimitPerMinute;
  await enforceRateLimits(
    deps.db,
    [
      { key: rateLimitKey('email-change:ip', clientAddressKey(ip)), limit: limit * 5 },
      { key: rateLimitKey('email-change:user', userId), limit },
    ],
    60_000,
    deps.now(),
  );
}

/**
 * Toggles Active/Inactive. Deactivating ends every session of the user (their refresh tokens are revoked and
 * their next call is refused) and every calendar link that is theirs or that they made. An admin cannot change their own status.
 */
export async function toggleUserStatus(deps: AppDeps, actor: SessionUser, id: number): Promise<{ id: number; status: UserStatusValue }> {
  if (actor.id === id) throw refused(messages.userStatus.cannotChangeOwn);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [current] = await tx.select({ status: users.status }).from(users).where(eq(users.id, id)).for('update');
    if (!current) throw notFound(messages.generic.notFound);
    const status = current.status === UserStatus.Active ? UserStatus.Inactive : UserStatus.Active;
    await tx.update(users).set({ status, updatedAt: now }).where(eq(users.id, id));
    if (status === UserStatus.Inactive) {
      await revokeAllSessions(tx, id, now);
      await revokeFeedsOfPerson(tx, id, now);
    }
    return { id, status };
  });
}

/**
 * The admin moves a stylist or staff member to another open location (issue 24, docs/decisions/021). A booking's
 * location is its stylist's, so a stylist with upcoming bookings (pending or confirmed, today or later on their
 * location's calendar) is refused until those are cancelled or moved; the stylist's open waitlist entries follow them.
 * Staff see the new location's data from their next request (the session reads the user each time).
 */
export async function moveToLocation(deps: AppDeps, id: number, locationId: number): Promise<{ id: number; locationId: number }> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const target = await openLocation(tx, locationId);
    const [person] = await tx
      .select({ roleId: users.roleId, locationId: users.locationId })
      .from(users)
      .where(eq(users.id, id))
      .for('update');
    if (!person) throw notFound(messages.generic.notFound);
    if (person.roleId !== Role.Stylist && person.roleId !== Role.Staff) throw badRequest(messages.location.onlyPeopleWork);
    if (person.locationId === target.id) return { id, locationId: target.id };
    if (person.roleId === Role.Stylist) {
      const here = await stylistLocation(tx, id);
      const [upcoming] = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.stylistId, id),
            inArray(bookings.statusId, [BookingStatus.Pending, BookingStatus.Confirmed]),
            gte(bookings.day, salonDayKey(now.getTime(), here.timeZone)),
          ),
        )
        .limit(1);
      if (upcoming) throw conflict(messages.location.upcomingBookings);
      await tx
        .update(waitlistEntries)
        .set({ locationId: target.id })
        .where(and(eq(waitlistEntries.stylistId, id), isNull(waitlistEntries.closedAt)));
    }
    await tx.update(users).set({ locationId: target.id, updatedAt: now }).where(eq(users.id, id));
    return { id, locationId: target.id };
  });
}

/** The admin's points correction (PUT /api/get-user-points); recorded as an 'adjusted' movement. */
/** Saves the language a user reads; their emails go out in it. */
export async function setLanguage(db: DbOrTx, userId: number, language: Language): Promise<{ language: Language }> {
  await db.update(schema.users).set({ language, updatedAt: new Date() }).where(eq(schema.users.id, userId));
  return { language };
}

export async function setPoints(deps: AppDeps, id: number, points: number): Promise<{ id: number; points: number }> {
  return deps.db.transaction(async (tx) => {
    const [current] = await tx.select({ points: users.points }).from(users).where(eq(users.id, id)).for('update');
    if (!current) throw notFound(messages.generic.notFound);
    const delta = points - current.points;
    if (delta !== 0) {
      await tx.update(users).set({ points, updatedAt: deps.now() }).where(eq(users.id, id));
      await tx.insert(pointsMovements).values({ userId: id, delta, reason: 'adjusted', createdAt: deps.now() });
    }
    return { id, points };
  });
}

/** An admin creates a staff member (R1). */
/** An admin creates a staff member at an open location (404 for one archived or unknown; absent: the first open one). */
export async function createStaff(db: DbOrTx, input: CreateStaffInput): Promise<{ id: number }> {
  if (input.locationId !== undefined) await openLocation(db, input.locationId);
  return createUser(db, { ...input, roleId: Role.Staff });
}
