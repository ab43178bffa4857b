import { type DbOrTx, schema } from '@hairsalon/db';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  isPastSalonDay,
  type JoinWaitlistInput,
  messages,
  Role,
  salonDayKey,
  salonDayKeyToMs,
  salonDisplayName,
  type TimeSlotId,
  timeSlotById,
  timeSlotLabel,
  UserStatus,
} from '@hairsalon/shared';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { badRequest, conflict, forbidden, notFound } from '../../errors.js';
import type { OutgoingEmail } from '../../mail/mailer.js';
import { waitlistFreedEmail } from '../../mail/templates.js';
import { freeStarts, loadChosenServices } from '../booking/availability.js';
import { scopedLocation, stylistLocation } from '../location/scope.js';
import { requireActiveStylist } from '../stylist/active-stylist.js';

const { waitlistEntries, users, services, locations } = schema;

export interface WaitlistEntryView {
  id: number;
  /** salon-local midnight at the entry's location, epoch ms */
  date: number;
  /** The day waited for, YYYY-MM-DD on the location's calendar; the location and its zone. */
  day: string;
  locationId: number;
  timeZone: string;
  stylistId: number | null;
  stylistName: string | null;
  services: { id: number; name: string; nameVi: string | null }[];
  notifiedAt: string | null;
  createdAt: string;
}

/** A location's active stylists, or just the one named. */
async function stylistsFor(db: DbOrTx, stylistId: number | null, locationId: number) {
  if (stylistId !== null) return [await requireActiveStylist(db, stylistId)];
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.roleId, Role.Stylist), eq(users.status, UserStatus.Active), eq(users.locationId, locationId)));
}

/**
 * A signed-in customer waits for a day (and optionally a stylist) that has no free start for their services. Refused
 * while the day still has one (they should book it), and when they already wait for that day and stylist.
 */
export async function joinWaitlist(deps: AppDeps, customerId: number, input: JoinWaitlistInput) {
  const now = deps.now();
  // The day is a day of the location's calendar: the named stylist's, or the location asked for (docs/decisions/021).
  const place =
    input.stylistId === undefined ? await scopedLocation(deps.db, null, input.locationId) : await stylistLocation(deps.db, input.stylistId);
  const zone = place.timeZone;
  if (isPastSalonDay(input.date, now.getTime(), zone)) throw badRequest(messages.booking.dateInPast, { date: messages.booking.dateInPast });
  const day = salonDayKey(input.date, zone);
  const chosen = await loadChosenServices(deps.db, input.serviceIds);
  const stylistId = input.stylistId ?? null;
  for (const stylist of await stylistsFor(deps.db, stylistId, place.id)) {
    const starts = await freeStarts(deps.db, { stylistId: stylist.id, day, services: chosen, zone }, now);
    if (starts.length > 0) throw badRequest(messages.waitlist.startsAvailable);
  }
  const [existing] = await deps.db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.customerId, customerId),
        eq(waitlistEntries.day, day),
        eq(waitlistEntries.locationId, place.id),
        isNull(waitlistEntries.closedAt),
        stylistId === null ? isNull(waitlistEntries.stylistId) : eq(waitlistEntries.stylistId, stylistId),
      ),
    );
  if (existing) throw conflict(messages.waitlist.alreadyWaiting);
  // Parallel joins all pass the check above; the partial unique index (migration 0022) keeps one, and the others are
  // answered as a join of a day already waited for is.
  const [entry] = await deps.db
    .insert(waitlistEntries)
    .values({ customerId, day, stylistId, locationId: place.id, serviceIds: chosen.map((s) => s.id), createdAt: now })
    .onConflictDoNothing()
    .returning({ id: waitlistEntries.id });
  if (!entry) throw conflict(messages.waitlist.alreadyWaiting);
  return { id: entry.id, message: messages.waitlist.joined };
}

/** A customer's open waitlist entries, soonest day first. */
export async function listWaitlist(db: DbOrTx, customerId: number): Promise<WaitlistEntryView[]> {
  const rows = await db
    .select({ entry: waitlistEntries, stylist: { firstName: users.firstName, lastName: users.lastName }, timeZone: locations.timeZone })
    .from(waitlistEntries)
    .innerJoin(locations, eq(locations.id, waitlistEntries.locationId))
    .leftJoin(users, eq(users.id, waitlistEntries.stylistId))
    .where(and(eq(waitlistEntries.customerId, customerId), isNull(waitlistEntries.closedAt)))
    .orderBy(asc(waitlistEntries.day), asc(waitlistEntries.id));
  const serviceIds = [...new Set(rows.flatMap((r) => r.entry.serviceIds))];
  const names = serviceIds.length
    ? await db
        .select({ id: services.id, name: services.name, nameVi: services.nameVi })
        .from(services)
        .where(inArray(services.id, serviceIds))
    : [];
  return rows.map(({ entry, stylist, timeZone }) => ({
    id: entry.id,
    date: salonDayKeyToMs(entry.day, timeZone),
    day: entry.day,
    locationId: entry.locationId,
    timeZone,
    stylistId: entry.stylistId,
    stylistName: stylist ? `${stylist.firstName} ${stylist.lastName}`.trim() : null,
    services: entry.serviceIds.map((id) => {
      const service = names.find((n) => n.id === id);
      return { id, name: service?.name ?? '', nameVi: service?.nameVi ?? null };
    }),
    notifiedAt: entry.notifiedAt?.toISOString() ?? null,
    createdAt: entry.createdAt.toISOString(),
  }));
}

/** A customer leaves one of their own entries. */
export async function leaveWaitlist(deps: AppDeps, customerId: number, entryId: number) {
  const [entry] = await deps.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId));
  if (!entry || entry.closedAt) throw notFound(messages.waitlist.notFound);
  if (entry.customerId !== customerId) throw forbidden(messages.session.forbidden);
  await deps.db.update(waitlistEntries).set({ closedAt: deps.now() }).where(eq(waitlistEntries.id, entryId));
  return { id: entryId, message: messages.waitlist.left };
}

/** A customer booked a day they waited for: their entries for that day (that stylist, or any) are done. */
export async function closeWaitlistOnBooking(db: DbOrTx, customerId: number, stylistId: number, day: string, now: Date) {
  await db
    .update(waitlistEntries)
    .set({ closedAt: now })
    .where(
      and(
        eq(waitlistEntries.customerId, customerId),
        eq(waitlistEntries.day, day),
        isNull(waitlistEntries.closedAt),
        or(
          eq(waitlistEntries.stylistId, stylistId),
          // Any stylist of the booked stylist's location.
          and(
            isNull(waitlistEntries.stylistId),
            eq(waitlistEntries.locationId, sql`(select ${users.locationId} from ${users} where ${users.id} = ${stylistId})`),
          ),
        ),
      ),
    );
}

/**
 * The link in a waitlist email: the booking form with the stylist, the day and the services chosen, and in a chain
 * the stylist's location (issue 24), so the form opens where that stylist works.
 */
export function waitlistBookUrl(appUrl: string, stylistId: number, dateMs: number, serviceIds: number[], locationId?: number): string {
  const query = new URLSearchParams({ stylistId: String(stylistId), date: String(dateMs), serviceIds: serviceIds.join(',') });
  if (locationId !== undefined) query.set('location', String(locationId));
  return `${appUrl}/booking?${query.toString()}`;
}

/**
 * Ranges were released (cancel, expiry, reschedule): every open entry for that day (that stylist, or any stylist) whose
 * services now fit somewhere in the released stylist's day gets an email with a link to book it; the first to book
 * gets it. Runs inside the releasing transaction, so availability already counts the release. Returns the emails, for
 * the caller to enqueue or store.
 */
export async function waitlistEmails(deps: AppDeps, tx: DbOrTx, released: { stylistId: number; day: string }[]): Promise<OutgoingEmail[]> {
  const now = deps.now();
  const unique = [...new Map(released.map((r) => [`${r.stylistId}:${r.day}`, r])).values()];
  const out: OutgoingEmail[] = [];
  for (const range of unique) {
    // The released stylist's location: its calendar's day, and only the entries waiting there.
    const place = await stylistLocation(tx, range.stylistId);
    const dateMs = salonDayKeyToMs(range.day, place.timeZone);
    if (isPastSalonDay(dateMs, now.getTime(), place.timeZone)) continue;
    const waiting = await tx
      .select({ entry: waitlistEntries, customer: { email: users.email, firstName: users.firstName, language: users.language } })
      .from(waitlistEntries)
      .innerJoin(users, eq(users.id, waitlistEntries.customerId))
      .where(
        and(
          eq(waitlistEntries.day, range.day),
          eq(waitlistEntries.locationId, place.id),
          isNull(waitlistEntries.closedAt),
          or(isNull(waitlistEntries.stylistId), eq(waitlistEntries.stylistId, range.stylistId)),
        ),
      )
      .orderBy(asc(waitlistEntries.createdAt));
    if (waiting.length === 0) continue;
    const [stylist] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, range.stylistId));
    for (const { entry, customer } of waiting) {
      const chosen = await loadChosenServices(tx, entry.serviceIds).catch(() => null);
      if (!chosen) continue;
      const starts: TimeSlotId[] = await freeStarts(
        tx,
        { stylistId: range.stylistId, day: range.day, services: chosen, zone: place.timeZone },
        now,
      );
      if (starts.length === 0) continue;
      await tx.update(waitlistEntries).set({ notifiedAt: now }).where(eq(waitlistEntries.id, entry.id));
      const language = isLanguage(customer.language) ? customer.language : DEFAULT_LANGUAGE;
      const email = waitlistFreedEmail({
        language,
        salonName: salonDisplayName(deps.salon.current()),
        firstName: customer.firstName,
        // The templates write a day of the first salon's calendar, where the same day key is the same date.
        dateMs: salonDayKeyToMs(range.day),
        stylistName: stylist ? `${stylist.firstName} ${stylist.lastName}`.trim() : null,
        starts: starts.map((id) => {
          const slot = timeSlotById(id);
          return slot ? timeSlotLabel(slot, language) : id;
        }),
        bookUrl: waitlistBookUrl(deps.config.appUrl, range.stylistId, dateMs, entry.serviceIds, place.zoneNamed ? place.id : undefined),
      });
      out.push({
        to: customer.email,
        kind: 'waitlist-freed',
        dedupeKey: `waitlist-freed:${entry.id}:${range.stylistId}:${now.getTime()}:${starts.join(',')}`,
        ...email,
      });
    }
  }
  return out;
}

/** waitlistEmails, enqueued in the same transaction. */
export async function notifyWaitlist(deps: AppDeps, tx: DbOrTx, released: { stylistId: number; day: string }[]): Promise<void> {
  for (const email of await waitlistEmails(deps, tx, released)) await deps.mail.enqueue(tx, email);
}
