import { type Database, type DbOrTx, preparedStatement, schema } from '@hairsalon/db';
import {
  addSalonDays,
  blockedByTimeOff,
  type CreateScheduleInput,
  isPastSalonDay,
  isSlotPast,
  messages,
  rangesOverlap,
  SlotStatus,
  salonDayKey,
  salonDayStart,
  slotStartMs,
  type TimeOffRange,
  timeSlotById,
} from '@hairsalon/shared';
import { eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../../context.js';
import { badRequest, notFound } from '../../errors.js';
import { dayAvailabilityOf } from '../booking/availability.js';
import { firstOpenLocation, type LocationScope, requireStylistInScope } from '../location/scope.js';
import { activeStylist, requireActiveStylist } from '../stylist/active-stylist.js';

const { scheduleSlots, users, locations } = schema;
const DAY_MS = 86_400_000;

export interface SlotView {
  id: number;
  stylistId: number;
  /** salon-local midnight at the stylist's location, epoch ms */
  date: number;
  /** The stylist's location's IANA zone: the slot's time is its wall clock (docs/decisions/021). */
  timeZone: string;
  timeType: string;
  /** 'enable' = available; 'disable' = booked or unavailable (spec §3) */
  statusTime: 'enable' | 'disable';
  /** true when the slot is today and its time is at or before now (salon time) */
  past: boolean;
  /** true when the stylist has time off at this hour (issue 12); the slot is then 'disable' too */
  timeOff: boolean;
  timeTypeData: { valueVi: string; valueEn: string };
  stylistData: { firstName: string; lastName: string };
}

/** How long a day's slots stay right without a write (the read cache's bound): until the next of them starts. */
export function untilNextSlotStarts(result: unknown): number | undefined {
  let next = Number.POSITIVE_INFINITY;
  for (const slot of result as SlotView[]) {
    const definition = timeSlotById(slot.timeType);
    if (!slot.past && definition) next = Math.min(next, slotStartMs(slot.date, definition, slot.timeZone));
  }
  return next;
}

/**
 * Everything a stylist's day is read from, in one prepared statement: the stylist and their location, and their
 * schedule rows, held slots (of active bookings, as loadDayAvailability reads them) and time off around the date.
 * The day is the location's, whose zone this same statement reads, so it takes the calendar days either side of the
 * date (every zone's day of an instant is among them) and time off from two days before to two days after; listSlots
 * keeps the zone's day. No row when no user has the id.
 */
const stylistDay = preparedStatement((db) =>
  db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      roleId: users.roleId,
      status: users.status,
      locationId: locations.id,
      timeZone: locations.timeZone,
      schedule: sql<{ id: number; day: string; timeType: string; statusTime: string }[]>`coalesce((select json_agg(json_build_object(
          'id', x.id, 'day', x.day, 'timeType', x.time_type, 'statusTime', x.status_time))
        from schedule_slots x where x.stylist_id = users.id
          and x.day between ${sql.placeholder('firstDay')}::date and ${sql.placeholder('lastDay')}::date), '[]'::json)`,
      held: sql<{ day: string; timeType: string }[]>`coalesce((select json_agg(json_build_object('day', b.day, 'timeType', b.time_type))
        from booking_slots b where b.stylist_id = users.id and b.active
          and b.day between ${sql.placeholder('firstDay')}::date and ${sql.placeholder('lastDay')}::date), '[]'::json)`,
      timeOff: sql<TimeOffRange[]>`coalesce((select json_agg(json_build_object(
          'startsAt', floor(extract(epoch from t.starts_at) * 1000)::bigint,
          'endsAt', floor(extract(epoch from t.ends_at) * 1000)::bigint) order by t.starts_at)
        from stylist_time_off t where t.stylist_id = users.id
          and t.starts_at < ${sql.placeholder('to')}::timestamptz and t.ends_at > ${sql.placeholder('from')}::timestamptz), '[]'::json)`,
    })
    .from(users)
    .leftJoin(locations, eq(locations.id, users.locationId))
    .where(eq(users.id, sql.placeholder('stylistId')))
    .prepare('schedule_stylist_day'),
);

const utcDayKey = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * A stylist's slots for a salon day, sorted by time. A slot is shown 'disable' when it is switched off or taken
 * (covered by an active booking's services or clean-up buffer).
 */
export async function listSlots(db: DbOrTx, stylistId: number, dateMs: number, now: Date, locationId?: number): Promise<SlotView[]> {
  const [found] = await stylistDay(db).execute({
    stylistId,
    firstDay: utcDayKey(dateMs - DAY_MS),
    lastDay: utcDayKey(dateMs + DAY_MS),
    from: new Date(dateMs - 2 * DAY_MS).toISOString(),
    to: new Date(dateMs + 2 * DAY_MS).toISOString(),
  });
  const stylist = activeStylist(found);
  // The day and its slots on the stylist's location's wall clock; a location named must be theirs.
  const place =
    stylist.locationId !== null && stylist.timeZone !== null
      ? { id: stylist.locationId, timeZone: stylist.timeZone }
      : await firstOpenLocation(db);
  if (locationId !== undefined && locationId !== place.id) throw notFound(messages.booking.stylistUnavailable);
  const zone = place.timeZone;
  const day = salonDayKey(dateMs, zone);
  const dayStart = salonDayStart(dateMs, zone);
  const dayEnd = addSalonDays(dayStart, 1, zone);
  const rows = stylist.schedule.filter((row) => row.day === day);
  const off = stylist.timeOff.filter((range) => rangesOverlap(range.startsAt, range.endsAt, dayStart, dayEnd));
  const held = stylist.held.filter((slot) => slot.day === day);
  // Every slot something takes (a booking's service or buffer slots, …), from the booking area's one rule.
  const heldTimes = dayAvailabilityOf({ scheduled: rows, held, off }, day, zone).blocked;
  return rows
    .flatMap((row) => {
      const slot = timeSlotById(row.timeType);
      if (!slot) return [];
      const timeOff = blockedByTimeOff(off, dayStart, slot, undefined, zone);
      const available = row.statusTime === SlotStatus.Enable && !heldTimes.has(row.timeType) && !timeOff;
      const view: SlotView = {
        id: row.id,
        stylistId,
        date: dayStart,
        timeZone: zone,
        timeType: row.timeType,
        statusTime: available ? 'enable' : 'disable',
        past: isSlotPast(dayStart, slot, now.getTime(), zone),
        timeOff,
        timeTypeData: { valueVi: slot.valueVi, valueEn: slot.valueEn },
        stylistData: { firstName: stylist.firstName, lastName: stylist.lastName },
      };
      return [{ view, order: slot.startMinutes }];
    })
    .sort((a, b) => a.order - b.order)
    .map((x) => x.view);
}

/**
 * The location of a schedule's stylist, for a caller who may change it: staff only their own location's stylists
 * (403), and a location named (`locationId`) must be the stylist's (404, as for a stylist not there).
 */
export async function scheduleLocation(
  db: DbOrTx,
  user: Pick<SessionUser, 'roleId' | 'locationId'> | null,
  input: Pick<CreateScheduleInput, 'stylistId' | 'locationId'>,
): Promise<LocationScope> {
  const place = await requireStylistInScope(db, user, input.stylistId);
  if (input.locationId !== undefined && input.locationId !== place.id) throw notFound(messages.booking.stylistUnavailable);
  return place;
}

/**
 * Adds slots for a stylist's day; slots that already exist are skipped. The day (of the stylist's location's calendar,
 * `place`) cannot be in the past.
 */
export async function createSchedule(
  db: DbOrTx,
  input: CreateScheduleInput,
  now: Date,
  place: LocationScope,
): Promise<{ created: number; skipped: number; message: string }> {
  await requireActiveStylist(db, input.stylistId);
  const zone = place.timeZone;
  if (isPastSalonDay(input.date, now.getTime(), zone))
    throw badRequest(messages.schedule.dateInPast, { date: messages.schedule.dateInPast });
  const day = salonDayKey(input.date, zone);
  const timeTypes = [...new Set(input.timeTypes)];
  const inserted = await db
    .insert(scheduleSlots)
    .values(timeTypes.map((timeType) => ({ stylistId: input.stylistId, day, timeType, statusTime: SlotStatus.Enable })))
    .onConflictDoNothing()
    .returning({ id: scheduleSlots.id });
  const created = inserted.length;
  const skipped = timeTypes.length - created;
  return { created, skipped, message: messages.schedule.created(created, skipped) };
}

/** Several stylist-days at once, all or nothing (one transaction). */
export async function createSchedules(
  db: Database,
  groups: CreateScheduleInput[],
  now: Date,
  user: Pick<SessionUser, 'roleId' | 'locationId'> | null,
): Promise<{ created: number; skipped: number; message: string }> {
  return db.transaction(async (tx) => {
    let created = 0;
    let skipped = 0;
    for (const group of groups) {
      const result = await createSchedule(tx, group, now, await scheduleLocation(tx, user, group));
      created += result.created;
      skipped += result.skipped;
    }
    return { created, skipped, message: messages.schedule.created(created, skipped) };
  });
}
