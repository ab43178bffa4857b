import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { type DbOrTx, schema } from '@hairsalon/db';
import {
  addSalonDays,
  BookingStatus,
  messages,
  Role,
  SALON_TIME_ZONE,
  salonDayKey,
  salonDisplayName,
  salonLocationLine,
  salonToday,
  timeSlotById,
} from '@hairsalon/shared';
import { and, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { SessionUser } from '../../context.js';
import type { AppDeps } from '../../deps.js';
import { forbidden, notFound } from '../../errors.js';
import { type BookingView, loadBookingViews } from '../booking/booking.details.js';
import { atLocation } from '../booking/reads.service.js';
import { severalOpenLocations } from '../location/scope.js';

const { calendarFeeds, bookings, locations, users } = schema;

/** Whose bookings a feed holds: one stylist's, or every booking of a location (with its stylists). */
export type FeedOwner = { stylistId: number } | { stylistId: null; locationId: number };

/** Bookings a feed shows: these states (a cancelled booking leaves it), from this many days back to this many ahead. */
const FEED_STATUSES = [BookingStatus.Pending, BookingStatus.Confirmed, BookingStatus.Completed, BookingStatus.NoShow];
const FEED_DAYS_BACK = 30;
const FEED_DAYS_AHEAD = 120;
/** Calendar apps poll a subscribed feed; this is the interval it asks them for (RFC 7986 REFRESH-INTERVAL). */
const FEED_REFRESH_MINUTES = 15;

/** The feed's secret: derived from the server's secret and the feed's nonce, so the database alone cannot make a URL. */
function feedSecret(deps: AppDeps, feedId: number, nonce: string): string {
  return createHmac('sha256', deps.config.jwtSecret).update(`calendar-feed:${feedId}:${nonce}`).digest('base64url');
}

/** The URL a calendar app subscribes to (webcal:// is the same URL; apps accept https). */
export function feedUrl(deps: AppDeps, feed: { id: number; nonce: string }): string {
  return `${deps.config.publicUrl}/calendar/${feed.id}-${feedSecret(deps, feed.id, feed.nonce)}.ics`;
}

/** A stylist may see their own feed only; staff and the admin any stylist's and a location's (held to theirs: index.ts). */
export function checkFeedAccess(user: SessionUser, owner: FeedOwner): void {
  if (user.roleId === Role.Stylist && owner.stylistId !== user.id) throw forbidden(messages.session.forbidden);
}

async function requireStylist(db: DbOrTx, stylistId: number): Promise<void> {
  const [row] = await db.select({ roleId: users.roleId }).from(users).where(eq(users.id, stylistId));
  if (row?.roleId !== Role.Stylist) throw notFound(messages.generic.notFound);
}

const ownerCondition = (owner: FeedOwner) =>
  owner.stylistId === null
    ? and(isNull(calendarFeeds.stylistId), eq(calendarFeeds.locationId, owner.locationId))
    : eq(calendarFeeds.stylistId, owner.stylistId);

/** The owner's live feed's URL, or null while none is shared (a feed is made by renewFeed). */
export async function feedOf(deps: AppDeps, owner: FeedOwner): Promise<{ url: string | null; createdAt: string | null }> {
  if (owner.stylistId !== null) await requireStylist(deps.db, owner.stylistId);
  const [feed] = await deps.db
    .select()
    .from(calendarFeeds)
    .where(and(ownerCondition(owner), isNull(calendarFeeds.revokedAt)));
  return feed ? { url: feedUrl(deps, feed), createdAt: feed.createdAt.toISOString() } : { url: null, createdAt: null };
}

/**
 * A new link for the owner's feed, the first one or in place of the one given out before (which stops working at
 * once). Two at once end with one live feed (the partial unique index); the later answer is that one.
 */
export async function renewFeed(deps: AppDeps, owner: FeedOwner, actorId: number): Promise<{ url: string; createdAt: string }> {
  if (owner.stylistId !== null) await requireStylist(deps.db, owner.stylistId);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(calendarFeeds)
      .set({ revokedAt: deps.now() })
      .where(and(ownerCondition(owner), isNull(calendarFeeds.revokedAt)));
    await tx
      .insert(calendarFeeds)
      .values({
        stylistId: owner.stylistId,
        locationId: owner.stylistId === null ? owner.locationId : null,
        nonce: randomBytes(16).toString('base64url'),
        createdBy: actorId,
        createdAt: deps.now(),
      })
      .onConflictDoNothing();
  });
  const feed = await feedOf(deps, owner);
  if (!feed.url || !feed.createdAt) throw new Error('calendar feed not made');
  return { url: feed.url, createdAt: feed.createdAt };
}

/** Ends the owner's feed: its URL answers 404 from now on (a later request for the feed makes a new URL). */
export async function revokeFeed(deps: AppDeps, owner: FeedOwner): Promise<{ revoked: boolean }> {
  const revoked = await deps.db
    .update(calendarFeeds)
    .set({ revokedAt: deps.now() })
    .where(and(ownerCondition(owner), isNull(calendarFeeds.revokedAt)))
    .returning({ id: calendarFeeds.id });
  return { revoked: revoked.length > 0 };
}

/**
 * A person's feeds end when their account is deactivated: their own (a stylist's) and every one they made (a
 * location's, or a stylist's made by staff). Their URLs answer 404 as a revoked link does; reactivating brings none
 * back (a new link is made).
 */
export async function revokeFeedsOfPerson(db: DbOrTx, userId: number, now: Date): Promise<void> {
  await db
    .update(calendarFeeds)
    .set({ revokedAt: now })
    .where(and(isNull(calendarFeeds.revokedAt), or(eq(calendarFeeds.stylistId, userId), eq(calendarFeeds.createdBy, userId))));
}

/** The live feed a URL's `<id>-<secret>` names, or undefined (unknown, revoked, or a wrong secret). */
export async function feedByToken(deps: AppDeps, token: string): Promise<({ id: number } & FeedOwner) | undefined> {
  const match = /^(\d{1,9})-([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const id = Number(match[1]);
  const [feed] = await deps.db
    .select()
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.id, id), isNull(calendarFeeds.revokedAt)));
  if (!feed) return undefined;
  const expected = Buffer.from(feedSecret(deps, feed.id, feed.nonce));
  const given = Buffer.from(match[2] ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  if (feed.stylistId !== null) return { id: feed.id, stylistId: feed.stylistId };
  // The check constraint (calendar_feeds_one_owner) gives a feed without a stylist its location.
  return feed.locationId === null ? undefined : { id: feed.id, stylistId: null, locationId: feed.locationId };
}

/** A location's name where the salon has more than one open location (a one-location salon's feed is the salon's). */
async function locationNameIfSeveral(db: DbOrTx, locationId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ name: locations.name, several: severalOpenLocations })
    .from(locations)
    .where(eq(locations.id, locationId));
  return row?.several ? row.name : undefined;
}

/** The customer as a stylist's calendar names them: their first name only. */
function customerFirstName(view: BookingView): string {
  const first = view.customerData.firstName?.trim();
  if (first) return first;
  return view.fullName.trim().split(/\s+/)[0] ?? '';
}

/**
 * A booking's start and end as wall-clock times in its location's zone (the feed's events carry TZID, not UTC;
 * docs/decisions/021).
 */
function bookingTimes(view: BookingView): { start: TZDate; end: TZDate } | undefined {
  if (!timeSlotById(view.timeType)) return undefined;
  return {
    start: new TZDate(view.startMs, view.timeZone),
    end: new TZDate(view.startMs + view.durationMinutes * 60_000, view.timeZone),
  };
}

/**
 * The feed as RFC 5545 text: each booking of the window as an event in salon time (TZID with its VTIMEZONE), its
 * services and the customer's first name; UID per booking and SEQUENCE from its last change, so a moved booking
 * replaces its event and a cancelled one leaves the feed.
 */
export async function feedCalendar(deps: AppDeps, feed: FeedOwner): Promise<string> {
  const salonName = salonDisplayName(deps.salon.current());
  const location = salonLocationLine(deps.salon.current(), 'en');
  // The window by calendar days; a day more each side covers every location's calendar (zones differ by under a day).
  const today = salonToday(deps.now().getTime());
  const from = salonDayKey(addSalonDays(today, -FEED_DAYS_BACK - 1));
  const to = salonDayKey(addSalonDays(today, FEED_DAYS_AHEAD + 1));
  const conditions = [inArray(bookings.statusId, FEED_STATUSES), gte(bookings.day, from), lte(bookings.day, to)];
  conditions.push(feed.stylistId === null ? atLocation(feed.locationId) : eq(bookings.stylistId, feed.stylistId));
  const views = await loadBookingViews(deps.db, and(...conditions));
  const changed = new Map(
    views.length === 0
      ? []
      : (
          await deps.db
            .select({ id: bookings.id, updatedAt: bookings.updatedAt })
            .from(bookings)
            .where(
              inArray(
                bookings.id,
                views.map((v) => v.id),
              ),
            )
        ).map((row) => [row.id, row.updatedAt]),
  );

  const host = new URL(deps.config.publicUrl).hostname;
  const ownerName =
    feed.stylistId === null
      ? await locationNameIfSeveral(deps.db, feed.locationId)
      : views[0] && `${views[0].stylistDataBooking.firstName} ${views[0].stylistDataBooking.lastName}`;
  const calendar = ical({
    name: ownerName ? `${salonName} · ${ownerName}` : salonName,
    prodId: { company: salonName, product: 'Bookings', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: FEED_REFRESH_MINUTES * 60,
  });
  // The calendar's zone: its first booking's location's (the first salon's for an empty feed); the generator also writes
  // a VTIMEZONE for every other zone an event names (each booking at its location's).
  calendar.timezone({ name: views[0]?.timeZone ?? SALON_TIME_ZONE, generator: (zone) => tzlib_get_ical_block(zone)[0] ?? null });
  for (const view of views) {
    const times = bookingTimes(view);
    if (!times) continue;
    const services = view.services.map((s) => s.name).join(', ');
    const who = customerFirstName(view);
    const stylist = `${view.stylistDataBooking.firstName} ${view.stylistDataBooking.lastName}`.trim();
    const updated = changed.get(view.id) ?? new Date(view.createdAt);
    calendar.createEvent({
      id: `booking-${view.id}@${host}`,
      sequence: Math.floor(updated.getTime() / 1000),
      stamp: updated,
      lastModified: updated,
      start: times.start,
      end: times.end,
      timezone: view.timeZone,
      summary: feed.stylistId === null ? `${services} — ${who} (${stylist})` : `${services} — ${who}`,
      description: [services, `${who}`, stylist, view.statusId === BookingStatus.Pending ? 'Waiting for payment' : '']
        .filter(Boolean)
        .join('\n'),
      status: view.statusId === BookingStatus.Pending ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
      ...(location ? { location } : {}),
    });
  }
  return calendar.toString();
}
