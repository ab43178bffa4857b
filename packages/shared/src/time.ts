import type { TimeSlotDefinition } from './codes.js';
import { SALON_TIME_ZONE } from './constants.js';

/**
 * Salon time: the wall clock of a location's IANA time zone (docs/decisions/005, 021). Every helper works from epoch
 * milliseconds and the zone's offset at that instant (Intl, cached per zone), never from the machine's zone, so the
 * server and every browser agree on "today". The zone defaults to the first salon's, Asia/Ho_Chi_Minh (UTC+7 all
 * year), so a caller that names no zone gets what it always got. In a zone with daylight saving a day may last 23 or
 * 25 hours: days are added on the calendar and slots placed on the wall clock, never as multiples of 24 h.
 */
const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** An IANA time zone name ('Asia/Ho_Chi_Minh', 'Australia/Sydney'). */
export type TimeZone = string;

const formatters = new Map<TimeZone, Intl.DateTimeFormat>();

function wallClockFormatter(zone: TimeZone): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** True for a time zone name this runtime knows ('Australia/Sydney'); false for anything else ('Mars/Base', ''). */
export function isValidTimeZone(zone: string): boolean {
  if (zone.trim() === '' || zone !== zone.trim()) return false;
  try {
    wallClockFormatter(zone);
    return true;
  } catch {
    return false;
  }
}

/** Offsets by zone and minute: a day's starts and slots are asked for again and again. Bounded, cleared when full. */
const offsetCache = new Map<TimeZone, Map<number, number>>();
const OFFSET_CACHE_MAX = 5000;

/** The zone's offset from UTC at an instant, in ms (Ho Chi Minh +7 h; Sydney +10 h in winter, +11 h in summer). */
export function zoneOffsetMs(instantMs: number, zone: TimeZone = SALON_TIME_ZONE): number {
  const minute = Math.floor(instantMs / MINUTE_MS);
  let byMinute = offsetCache.get(zone);
  const cached = byMinute?.get(minute);
  if (cached !== undefined) return cached;
  const parts: Record<string, number> = {};
  for (const part of wallClockFormatter(zone).formatToParts(minute * MINUTE_MS)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    (parts.hour ?? 0) % 24,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  const offset = wall - minute * MINUTE_MS;
  if (!byMinute) {
    byMinute = new Map();
    offsetCache.set(zone, byMinute);
  }
  if (byMinute.size >= OFFSET_CACHE_MAX) byMinute.clear();
  byMinute.set(minute, offset);
  return offset;
}

/**
 * The instant a wall-clock time happens in a zone, the wall time given as `Date.UTC(y, m, d, h, min)` of its fields.
 * A time that happens twice (clocks going back) is its first occurrence; a time that never happens (clocks going
 * forward) is moved forward by the gap (2:30 on a 2:00 → 3:00 night is 3:30), as Temporal's 'compatible' does.
 */
export function wallTimeToInstant(wallMs: number, zone: TimeZone = SALON_TIME_ZONE): number {
  const before = zoneOffsetMs(wallMs - DAY_MS, zone);
  const after = zoneOffsetMs(wallMs + DAY_MS, zone);
  const early = wallMs - before;
  const late = wallMs - after;
  const earlyValid = zoneOffsetMs(early, zone) === before;
  const lateValid = zoneOffsetMs(late, zone) === after;
  if (earlyValid && lateValid) return Math.min(early, late);
  if (lateValid) return late;
  // Valid with the offset before, or a gap: the offset before it moves the time past the gap.
  return early;
}

export interface SalonDateParts {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  /** Minutes since salon-local midnight (the wall clock's hours and minutes). */
  minutes: number;
}

/** The wall clock's fields of an instant, as UTC fields of a shifted Date. */
const shifted = (instantMs: number, zone: TimeZone) => new Date(instantMs + zoneOffsetMs(instantMs, zone));

export function salonDateParts(instantMs: number, zone: TimeZone = SALON_TIME_ZONE): SalonDateParts {
  const wall = shifted(instantMs, zone);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
  };
}

/** The salon-local day of the week of an instant, Sunday 0 … Saturday 6 (as Date.getDay() counts). */
export function salonWeekday(instantMs: number, zone: TimeZone = SALON_TIME_ZONE): number {
  return shifted(instantMs, zone).getUTCDay();
}

/** Epoch ms of the first instant of the given calendar day (month 1–12): its midnight, or 1:00 where midnight is skipped. */
export function salonDayFromParts(year: number, month: number, day: number, zone: TimeZone = SALON_TIME_ZONE): number {
  return wallTimeToInstant(Date.UTC(year, month - 1, day), zone);
}

/** Epoch ms of the start of the salon day containing `instantMs`. */
export function salonDayStart(instantMs: number, zone: TimeZone = SALON_TIME_ZONE): number {
  const p = salonDateParts(instantMs, zone);
  return salonDayFromParts(p.year, p.month, p.day, zone);
}

/** Epoch ms of the start of today in the salon. */
export function salonToday(nowMs: number = Date.now(), zone: TimeZone = SALON_TIME_ZONE): number {
  return salonDayStart(nowMs, zone);
}

/** How long a salon day lasts: 24 h, or 23 h and 25 h on the days the clocks change. */
export function salonDayLengthMs(instantMs: number, zone: TimeZone = SALON_TIME_ZONE): number {
  const start = salonDayStart(instantMs, zone);
  return addSalonDays(start, 1, zone) - start;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** DD-MM-YYYY in salon time (spec §1). */
export function formatSalonDate(instantMs: number, zone: TimeZone = SALON_TIME_ZONE): string {
  const p = salonDateParts(instantMs, zone);
  return `${pad(p.day)}-${pad(p.month)}-${pad(p.year, 4)}`;
}

/** YYYY-MM-DD of the salon day: the form a `date` column stores. */
export function salonDayKey(instantMs: number, zone: TimeZone = SALON_TIME_ZONE): string {
  const p = salonDateParts(instantMs, zone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** Inverse of salonDayKey: the start of that salon day in epoch ms. */
export function salonDayKeyToMs(dayKey: string, zone: TimeZone = SALON_TIME_ZONE): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dayKey);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD day: ${dayKey}`);
  return salonDayFromParts(Number(match[1]), Number(match[2]), Number(match[3]), zone);
}

/**
 * Whole salon days later (or earlier): the same wall-clock time `days` calendar days on, and a day's start the start
 * of that day (its midnight, or 1:00 where that midnight is skipped), across 23- and 25-hour days alike.
 */
export function addSalonDays(instantMs: number, days: number, zone: TimeZone = SALON_TIME_ZONE): number {
  const wall = shifted(instantMs, zone);
  if (instantMs === salonDayStart(instantMs, zone)) {
    return salonDayFromParts(wall.getUTCFullYear(), wall.getUTCMonth() + 1, wall.getUTCDate() + days, zone);
  }
  return wallTimeToInstant(
    Date.UTC(
      wall.getUTCFullYear(),
      wall.getUTCMonth(),
      wall.getUTCDate() + days,
      wall.getUTCHours(),
      wall.getUTCMinutes(),
      wall.getUTCSeconds(),
      wall.getUTCMilliseconds(),
    ),
    zone,
  );
}

/** The instant a slot starts on a salon day: its wall-clock time (T1 9:00 … T8 17:00) on that day, in the zone. */
export function slotStartMs(dayStartMs: number, slot: Pick<TimeSlotDefinition, 'startMinutes'>, zone: TimeZone = SALON_TIME_ZONE): number {
  const p = salonDateParts(dayStartMs, zone);
  return wallTimeToInstant(Date.UTC(p.year, p.month - 1, p.day) + slot.startMinutes * MINUTE_MS, zone);
}

/** Spec §4: a slot on today's date whose time is at or before the current time is past. */
export function isSlotPast(
  dayStartMs: number,
  slot: Pick<TimeSlotDefinition, 'startMinutes'>,
  nowMs: number = Date.now(),
  zone: TimeZone = SALON_TIME_ZONE,
): boolean {
  return slotStartMs(dayStartMs, slot, zone) <= nowMs;
}

/** True when the salon day containing `instantMs` is before today. */
export function isPastSalonDay(instantMs: number, nowMs: number = Date.now(), zone: TimeZone = SALON_TIME_ZONE): boolean {
  return salonDayStart(instantMs, zone) < salonToday(nowMs, zone);
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Long date for emails and the booking's timeString, e.g. "Saturday, 21 November 2026". */
export function formatSalonLongDate(instantMs: number, zone: TimeZone = SALON_TIME_ZONE): string {
  const wall = shifted(instantMs, zone);
  return `${WEEKDAYS[wall.getUTCDay()]}, ${wall.getUTCDate()} ${MONTHS[wall.getUTCMonth()]} ${wall.getUTCFullYear()}`;
}

/** English locales whose short zone names are the ones people use there (AEST, BST, EET), tried after en-US (EST). */
const ZONE_NAME_LOCALES = ['en-US', 'en-AU', 'en-GB', 'en-NZ', 'en-IN', 'en-CA', 'en-ZA', 'en-IE', 'en-SG'];
const zoneNames = new Map<string, string>();

/**
 * The zone's short name at an instant, as people there write it: "AEST" / "AEDT" in Sydney, "EST" in New York, and
 * the offset ("GMT+7") where the zone has no common abbreviation, as in Ho Chi Minh City.
 */
export function zoneShortName(instantMs: number, zone: TimeZone = SALON_TIME_ZONE): string {
  const key = `${zone}|${zoneOffsetMs(instantMs, zone)}`;
  const known = zoneNames.get(key);
  if (known) return known;
  let name = '';
  for (const locale of ZONE_NAME_LOCALES) {
    const part = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' })
      .formatToParts(instantMs)
      .find((p) => p.type === 'timeZoneName')?.value;
    if (!part) continue;
    name ||= part;
    if (!/^(GMT|UTC)[+-−]/.test(part)) {
      name = part;
      break;
    }
  }
  zoneNames.set(key, name);
  return name;
}

/** "09:00 (AEST)": a location's wall-clock time with its zone named, 24-hour (formatSalonTimeIn for a language's clock). */
export function formatZonedClock(instantMs: number, zone: TimeZone = SALON_TIME_ZONE): string {
  const { minutes } = salonDateParts(instantMs, zone);
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)} (${zoneShortName(instantMs, zone)})`;
}
