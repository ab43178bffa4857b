import { type DbOrTx, preparedStatement, schema } from '@hairsalon/db';
import {
  centsToDollars,
  dollarsToCents,
  messages,
  SERVICE_DURATION_DEFAULT,
  type ServiceInput,
  type ServiceOffer,
  serviceAtLocation,
} from '@hairsalon/shared';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { badRequest, notFound } from '../../errors.js';
import { claimImage, type ImageChoice, type ReceivedImage, receiveImage, removeImage } from '../../uploads/image-store.js';

const { services, serviceLocations, locations, bookingServices, feedback } = schema;

/** A service as every caller sees it: price in dollars, dates as ISO strings. */
export interface ServiceView {
  id: number;
  name: string;
  description: string;
  /** The Vietnamese texts (issue 23 item 10); null until the admin writes them, and the English is shown instead. */
  nameVi: string | null;
  descriptionVi: string | null;
  price: number;
  /** Whole one-hour slots (docs/decisions/009). */
  durationMinutes: number;
  bufferMinutes: number;
  image: string | null;
  /**
   * Where it is offered (issue 24): empty is every location at `price`. A list read for one location (`locationId`)
   * answers that location's price in `price`.
   */
  locations: ServiceOffer[];
  createdAt: string;
  updatedAt: string;
}

const serviceColumns = {
  id: services.id,
  name: services.name,
  description: services.description,
  nameVi: services.nameVi,
  descriptionVi: services.descriptionVi,
  priceCents: services.priceCents,
  durationMinutes: services.durationMinutes,
  bufferMinutes: services.bufferMinutes,
  image: services.image,
  createdAt: services.createdAt,
  updatedAt: services.updatedAt,
};

type ServiceRow = Pick<typeof services.$inferSelect, keyof typeof serviceColumns>;

type OfferRow = Pick<typeof serviceLocations.$inferSelect, 'serviceId' | 'locationId' | 'priceCents'>;

type Offer = Pick<OfferRow, 'locationId' | 'priceCents'>;

/** Written out field by field (in the answer's order): an object rest copy cost more than the rest of a row's mapping. */
function toView(row: ServiceRow, offers: readonly Offer[] = []): ServiceView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    nameVi: row.nameVi,
    descriptionVi: row.descriptionVi,
    durationMinutes: row.durationMinutes,
    bufferMinutes: row.bufferMinutes,
    image: row.image,
    price: centsToDollars(row.priceCents),
    locations: offers.map((o) => ({ locationId: o.locationId, price: o.priceCents === null ? null : centsToDollars(o.priceCents) })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Where a service is offered, in location order. */
function offersOf(db: DbOrTx, serviceId: number): Promise<OfferRow[]> {
  return db
    .select({ serviceId: serviceLocations.serviceId, locationId: serviceLocations.locationId, priceCents: serviceLocations.priceCents })
    .from(serviceLocations)
    .where(eq(serviceLocations.serviceId, serviceId))
    .orderBy(asc(serviceLocations.locationId));
}

/** A numeric id from a path or query value; anything else is no id at all. */
export function parseId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,9}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

const imageRequired = () => badRequest(messages.service.imageRequired, { imageFile: messages.service.imageRequired });

/**
 * Where a service is offered (its service_locations rows, in location order), read with the service in one statement.
 * Hand-written names: Drizzle leaves the columns of a one-table select unqualified.
 */
const offersColumn = sql<Offer[]>`coalesce((select json_agg(json_build_object('locationId', o.location_id, 'priceCents', o.price_cents)
  order by o.location_id) from service_locations o where o.service_id = services.id), '[]'::json)`;

/** The bookable services with their offers, by name: one prepared statement, one round trip. */
const bookableServices = preparedStatement((db) =>
  db
    .select({ ...serviceColumns, offers: offersColumn })
    .from(services)
    .where(isNull(services.archivedAt))
    .orderBy(asc(services.name), asc(services.id))
    .prepare('service_list'),
);

/** A bookable service with its offers (no row for a missing or archived one). */
const bookableService = preparedStatement((db) =>
  db
    .select({ ...serviceColumns, offers: offersColumn })
    .from(services)
    .where(and(eq(services.id, sql.placeholder('id')), isNull(services.archivedAt)))
    .prepare('service_by_id'),
);

/**
 * Services customers can book (not archived), by name: every one (each at its own price, with where it is offered),
 * or, for a location, those offered there at that location's price.
 */
export async function listServices(db: DbOrTx, locationId?: number): Promise<ServiceView[]> {
  const rows = await bookableServices(db).execute();
  const views = rows.map((row) => toView(row, row.offers));
  if (locationId === undefined) return views;
  return views.flatMap((view) => serviceAtLocation(view, locationId) ?? []);
}

/** A bookable service; a missing or archived one, or a number that is no id, is 'Service not found.' */
export async function getService(db: DbOrTx, rawId: number | undefined, locationId?: number): Promise<ServiceView> {
  const id = parseId(rawId);
  if (id === null) throw notFound(messages.service.notFound);
  const [row] = await bookableService(db).execute({ id });
  if (!row) throw notFound(messages.service.notFound);
  const view = toView(row, row.offers);
  if (locationId === undefined) return view;
  // Not offered at the location asked about: as good as missing there.
  const there = serviceAtLocation(view, locationId);
  if (!there) throw notFound(messages.service.notFound);
  return there;
}

/**
 * Replaces where a service is offered (left out: kept). Every location must be open (400 otherwise, nothing
 * changed: the caller's transaction rolls back).
 */
async function saveOffers(tx: DbOrTx, serviceId: number, offers: ServiceInput['locations']): Promise<OfferRow[]> {
  if (offers === undefined) return offersOf(tx, serviceId);
  const ids = offers.map((o) => o.locationId);
  if (ids.length > 0) {
    const open = await tx
      .select({ id: locations.id })
      .from(locations)
      .where(and(inArray(locations.id, ids), isNull(locations.archivedAt)));
    if (open.length !== new Set(ids).size)
      throw badRequest(messages.service.locationsInvalid, { locations: messages.service.locationsInvalid });
  }
  await tx.delete(serviceLocations).where(eq(serviceLocations.serviceId, serviceId));
  if (offers.length === 0) return [];
  const rows = offers.map((o) => ({ serviceId, locationId: o.locationId, priceCents: o.price === null ? null : dollarsToCents(o.price) }));
  await tx.insert(serviceLocations).values(rows);
  return [...rows].sort((a, b) => a.locationId - b.locationId);
}

/** Saves the record and attaches the image; a failure removes a file this call stored. */
async function withImage<T>(deps: AppDeps, received: ReceivedImage | null, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (received?.storedNow) await removeImage(deps, received.url);
    throw error;
  }
}

export async function createService(deps: AppDeps, userId: number, input: ServiceInput & ImageChoice): Promise<ServiceView> {
  const received = await receiveImage(deps, userId, input, imageRequired);
  if (!received) throw imageRequired();
  const now = deps.now();
  return withImage(deps, received, () =>
    deps.db.transaction(async (tx) => {
      if (!(await claimImage(tx, received.url, userId, now))) throw imageRequired();
      const [row] = await tx
        .insert(services)
        .values({
          name: input.name,
          description: input.description,
          nameVi: input.nameVi ?? null,
          descriptionVi: input.descriptionVi ?? null,
          priceCents: dollarsToCents(input.price),
          durationMinutes: input.durationMinutes ?? SERVICE_DURATION_DEFAULT,
          bufferMinutes: input.bufferMinutes ?? 0,
          image: received.url,
          createdAt: now,
          updatedAt: now,
        })
        .returning(serviceColumns);
      if (!row) throw new Error('service insert returned nothing');
      return toView(row, await saveOffers(tx, row.id, input.locations ?? []));
    }),
  );
}

/** A service not archived, its row locked for the transaction (404 otherwise). */
async function lockLiveService(tx: DbOrTx, id: number) {
  const [current] = await tx
    .select({ image: services.image })
    .from(services)
    .where(and(eq(services.id, id), isNull(services.archivedAt)))
    .for('update');
  if (!current) throw notFound(messages.service.notFound);
  return current;
}

/** Updates a bookable service; a new image replaces (and removes) the old one, no image keeps it. */
export async function updateService(deps: AppDeps, userId: number, id: number, input: ServiceInput & ImageChoice): Promise<ServiceView> {
  const received = await receiveImage(deps, userId, input, imageRequired);
  const now = deps.now();
  const { view, replaced } = await withImage(deps, received, () =>
    deps.db.transaction(async (tx) => {
      const current = await lockLiveService(tx, id);
      const newImage = received && received.url !== current.image ? received.url : null;
      if (newImage && !(await claimImage(tx, newImage, userId, now))) throw imageRequired();
      const [row] = await tx
        .update(services)
        .set({
          name: input.name,
          description: input.description,
          // Left out (the spec's clients), a translation is kept; sent empty, it is removed.
          ...(input.nameVi === undefined ? {} : { nameVi: input.nameVi }),
          ...(input.descriptionVi === undefined ? {} : { descriptionVi: input.descriptionVi }),
          priceCents: dollarsToCents(input.price),
          ...(input.durationMinutes === undefined ? {} : { durationMinutes: input.durationMinutes }),
          ...(input.bufferMinutes === undefined ? {} : { bufferMinutes: input.bufferMinutes }),
          ...(newImage ? { image: newImage } : {}),
          updatedAt: now,
        })
        .where(eq(services.id, id))
        .returning(serviceColumns);
      if (!row) throw notFound(messages.service.notFound);
      return { view: toView(row, await saveOffers(tx, id, input.locations)), replaced: newImage ? current.image : null };
    }),
  );
  await removeImage(deps, replaced);
  return view;
}

/**
 * A service any booking refers to is archived (hidden from customers, history kept); any other is deleted
 * with its image.
 */
export async function deleteService(deps: AppDeps, id: number): Promise<{ id: number; archived: boolean }> {
  const now = deps.now();
  const result = await deps.db.transaction(async (tx) => {
    const current = await lockLiveService(tx, id);
    const [booked] = await tx
      .select({ id: bookingServices.bookingId })
      .from(bookingServices)
      .where(eq(bookingServices.serviceId, id))
      .limit(1);
    const [reviewed] = booked ? [] : await tx.select({ id: feedback.id }).from(feedback).where(eq(feedback.serviceId, id)).limit(1);
    if (booked || reviewed) {
      await tx.update(services).set({ archivedAt: now, updatedAt: now }).where(eq(services.id, id));
      return { archived: true, image: null };
    }
    await tx.delete(services).where(eq(services.id, id));
    return { archived: false, image: current.image };
  });
  await removeImage(deps, result.image);
  return { id, archived: result.archived };
}
