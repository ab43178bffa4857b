import { type Database, type DbOrTx, schema } from '@hairsalon/db';
import { type LocationInput, type LocationView, messages, Role, UserStatus } from '@hairsalon/shared';
import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { badRequest, conflict, notFound } from '../../errors.js';

const { locations, users } = schema;

/**
 * The chain's locations (issue 24, docs/decisions/021). Location 1 is the salon as it was; the first open location
 * (lowest id) is the one whose address and phone the site shows and where a stylist or staff member added without a
 * location works (migration 0017's trigger).
 */
const viewColumns = {
  id: locations.id,
  name: locations.name,
  address: locations.address,
  addressVi: locations.addressVi,
  phone: locations.phone,
  timeZone: locations.timeZone,
} as const;

/** The open locations, oldest first: what location.list answers. */
export async function listLocations(db: DbOrTx): Promise<LocationView[]> {
  return db.select(viewColumns).from(locations).where(isNull(locations.archivedAt)).orderBy(asc(locations.id));
}

/** The first open location: the salon's own address and phone, and where the time zone of a single salon comes from. */
export async function firstLocation(db: DbOrTx): Promise<LocationView | undefined> {
  const [row] = await db.select(viewColumns).from(locations).where(isNull(locations.archivedAt)).orderBy(asc(locations.id)).limit(1);
  return row;
}

const valuesOf = (input: LocationInput) => ({
  name: input.name,
  address: input.address,
  addressVi: input.addressVi === '' ? null : input.addressVi,
  phone: input.phone,
  timeZone: input.timeZone,
});

/** PostgreSQL's unique_violation on the open locations' names, however the driver wraps it. */
function isNameTaken(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && (constraint === undefined || constraint === 'locations_active_name_unique')) return true;
  }
  return false;
}

async function refuseTakenName(db: DbOrTx, name: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(
      and(
        isNull(locations.archivedAt),
        sql`lower(${locations.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(locations.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw badRequest(messages.location.nameTaken, { name: messages.location.nameTaken });
}

export async function createLocation(db: Database, input: LocationInput): Promise<LocationView> {
  await refuseTakenName(db, input.name);
  try {
    const [row] = await db.insert(locations).values(valuesOf(input)).returning(viewColumns);
    if (!row) throw new Error('location insert returned no row');
    return row;
  } catch (error) {
    // Two admins adding the same name at once: the unique index decides.
    if (isNameTaken(error)) throw badRequest(messages.location.nameTaken, { name: messages.location.nameTaken });
    throw error;
  }
}

export async function updateLocation(db: Database, id: number, input: LocationInput, now: Date): Promise<LocationView> {
  const [open] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, id), isNull(locations.archivedAt)));
  if (!open) throw notFound(messages.location.notFound);
  await refuseTakenName(db, input.name, id);
  try {
    const [row] = await db
      .update(locations)
      .set({ ...valuesOf(input), updatedAt: now })
      .where(and(eq(locations.id, id), isNull(locations.archivedAt)))
      .returning(viewColumns);
    if (!row) throw notFound(messages.location.notFound);
    return row;
  } catch (error) {
    if (isNameTaken(error)) throw badRequest(messages.location.nameTaken, { name: messages.location.nameTaken });
    throw error;
  }
}

/**
 * Archives an open location: refused for the last open one (a salon needs one) and while Active stylists or staff
 * still work there. The open locations are locked first, so two admins archiving the last two at once archive one.
 */
export async function archiveLocation(db: Database, id: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const open = await tx
      .select({ id: locations.id })
      .from(locations)
      .where(isNull(locations.archivedAt))
      .orderBy(asc(locations.id))
      .for('update');
    if (!open.some((l) => l.id === id)) throw notFound(messages.location.notFound);
    if (open.length === 1) throw conflict(messages.location.lastActive);
    const [people] = await tx
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.locationId, id), inArray(users.roleId, [Role.Staff, Role.Stylist]), eq(users.status, UserStatus.Active)));
    if ((people?.n ?? 0) > 0) throw conflict(messages.location.hasPeople);
    await tx.update(locations).set({ archivedAt: now, updatedAt: now }).where(eq(locations.id, id));
  });
}
