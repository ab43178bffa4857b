import type { TimeSlotDefinition } from './codes.js';
import { SALON_UTC_OFFSET_MINUTES } from './constants.js';

/**
 * Salon time (Asia/Ho_Chi_Minh, UTC+7, no DST). Every helper works from epoch milliseconds and a
 * fixed offset, never from the machine's zone, so the server and every browser agree on "today".
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const OFFSET_MS = SALON_UTC_OFFSET_MINUTES * 60 * 1000;

/** Epoch ms of the salon-local midnight that starts the salon day containing `instantMs`. */
export function salonDayStart(instantMs: number): number {
  return Math.floor((instantMs + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS;
}

/** Epoch ms of today's salon-local midnight. */
export function salonToday(nowMs: number = Date.now()): number {
  return salonDayStart(nowMs);
}

export interface SalonDateParts {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  /** Minutes since salon-local midnight. */
  minutes: number;
}

export function salonDateParts(instantMs: number): SalonDateParts {
  const shifted = new Date(instantMs + OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

/** Epoch ms of salon-local midnight of the given calendar day (month 1–12). */
export function salonDayFromParts(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day) - OFFSET_MS;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** DD-MM-YYYY in salon time (spec §1). */
export function formatSalonDate(instantMs: number): string {
  const p = salonDateParts(instantMs);
  return `${pad(p.day)}-${pad(p.month)}-${pad(p.year, 4)}`;
}

/** YYYY-MM-DD of the salon day: the form a `date` column stores. */
export function salonDayKey(instantMs: number): string {
  const p = salonDateParts(instantMs);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** Inverse of salonDayKey: salon-local midnight in epoch ms. */
export function salonDayKeyToMs(dayKey: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dayKey);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD day: ${dayKey}`);
  return salonDayFromParts(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** Adds whole salon days (no DST in the salon's zone, so a day is always 24 h). */
export function addSalonDays(dayStartMs: number, days: number): number {
  return dayStartMs + days * DAY_MS;
}

/** The instant a slot starts on a salon day. */
export function slotStartMs(dayStartMs: number, slot: Pick<TimeSlotDefinition, 'startMinutes'>): number {
  return salonDayStart(dayStartMs) + slot.startMinutes * 60 * 1000;
}

/** Spec §4: a slot on today's date whose time is at or before the current time is past. */
export function isSlotPast(dayStartMs: number, slot: Pick<TimeSlotDefinition, 'startMinutes'>, nowMs: number = Date.now()): boolean {
  return slotStartMs(dayStartMs, slot) <= nowMs;
}

/** True when the salon day containing `instantMs` is before today. */
export function isPastSalonDay(instantMs: number, nowMs: number = Date.now()): boolean {
  return salonDayStart(instantMs) < salonToday(nowMs);
}

/** Long date for emails and the booking's timeString, e.g. "Saturday, 21 November 2026". */
export function formatSalonLongDate(instantMs: number): string {
  const days = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  const shifted = new Date(instantMs + OFFSET_MS);
  return `${days[shifted.getUTCDay()]}, ${shifted.getUTCDate()} ${months[shifted.getUTCMonth()]} ${shifted.getUTCFullYear()}`;
}
