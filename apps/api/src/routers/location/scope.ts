import { type DbOrTx, schema } from '@hairsalon/db';
import { messages, Role, SALON_TIME_ZONE, type TimeZone } from '@hairsalon/shared';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { SessionUser } from '../../context.js';
import { forbidden, notFound } from '../../errors.js';

const { locations, users } = schema;

/*
 * Which location a call is about (issue 24, docs/decisions/021). Everything about stylists, schedules, time off, the
 * waitlist, the front desk, bookings and the dashboard happens at one location, and its time is that location's
 * wall clock. One rule for a call that names none: the first open location (lowest id not archived), the salon as it
 * was, so a single salon never names one. Staff work at one location and are held to it whatever they send.
 */

/** A location as the rules need it: its id and IANA time zone. */
export interface LocationScope {
  id: number;
  timeZone: TimeZone;
}

const scopeColumns = { id: locations.id, timeZone: locations.timeZone } as const;

/** The first open location (lowest id not archived): where a call that names no location is about. */
export async function firstOpenLocation(db: DbOrTx): Promise<LocationScope> {
  const [row] = await db.select(scopeColumns).from(locations).where(isNull(locations.archivedAt)).orderBy(asc(locations.id)).limit(1);
  // Archiving refuses the last open location, so there is always one; a database without any is the one salon's zone.
  return row ?? { id: 1, timeZone: SALON_TIME_ZONE };
}

/** An open location by id; 404 for one that does not exist or is archived. */
export async function openLocation(db: DbOrTx, id: number): Promise<LocationScope> {
  const [row] = await db
    .select(scopeColumns)
    .from(locations)
    .where(and(eq(locations.id, id), isNull(locations.archivedAt)));
  if (!row) throw notFound(messages.location.notFound);
  return row;
}

/** A location by id, archived or not (a booking's zone stays its location's after the location closes). */
async function anyLocation(db: DbOrTx, id: number): Promise<LocationScope | undefined> {
  const [row] = await db.select(scopeColumns).from(locations).where(eq(locations.id, id));
  return row;
}

/** True for a caller held to one location: staff (R1). An admin may name any location; a stylist sees their own bookings. */
export const heldToLocation = (user: Pick<SessionUser, 'roleId'> | null | undefined) => user?.roleId === Role.Staff;

/**
 * Staff may see and change only their own location's data: 403 when `locationId` is another. Anyone else (the admin,
 * and the roles whose own rule already limits them) passes.
 */
export function requireOwnLocation(user: Pick<SessionUser, 'roleId' | 'locationId'> | null | undefined, locationId: number): void {
  if (heldToLocation(user) && user?.locationId !== locationId) throw forbidden(messages.location.otherLocation);
}

/**
 * The location a call is about: staff their own (403 when they name another); anyone else the one named, or the
 * first open location when none is named.
 */
export async function scopedLocation(
  db: DbOrTx,
  user: Pick<SessionUser, 'roleId' | 'locationId'> | null | undefined,
  requested: number | undefined,
): Promise<LocationScope> {
  if (heldToLocation(user) && user?.locationId != null) {
    if (requested !== undefined && requested !== user.locationId) throw forbidden(messages.location.otherLocation);
    return (await anyLocation(db, user.locationId)) ?? firstOpenLocation(db);
  }
  return requested === undefined ? firstOpenLocation(db) : openLocation(db, requested);
}

/** A stylist's location, and whether times about it are written with the zone's name (more than one open location). */
export interface StylistLocation extends LocationScope {
  zoneNamed: boolean;
}

/** True while the salon has more than one open location (times then name their zone, feeds their location). */
export const severalOpenLocations = sql<boolean>`(select count(*) > 1 from ${locations} open_location where open_location.archived_at is null)`;

/**
 * Where a stylist works and its zone: the location of their account; the first open location for a user without
 * one (a stylist always has one; a missing user is refused by the caller's own rules).
 */
export async function stylistLocation(db: DbOrTx, stylistId: number): Promise<StylistLocation> {
  const [row] = await db
    .select({ ...scopeColumns, zoneNamed: severalOpenLocations })
    .from(users)
    .innerJoin(locations, eq(locations.id, users.locationId))
    .where(eq(users.id, stylistId));
  return row ?? { ...(await firstOpenLocation(db)), zoneNamed: false };
}

/**
 * A stylist the caller acts on must work at the caller's location when the caller is held to one (staff): 403
 * otherwise. Answers the stylist's location.
 */
export async function requireStylistInScope(
  db: DbOrTx,
  user: Pick<SessionUser, 'roleId' | 'locationId'> | null | undefined,
  stylistId: number,
): Promise<LocationScope> {
  const place = await stylistLocation(db, stylistId);
  requireOwnLocation(user, place.id);
  return place;
}
