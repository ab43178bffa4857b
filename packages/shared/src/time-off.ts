import { SLOT_MINUTES } from './booking.js';
import type { TimeSlotDefinition } from './codes.js';
import { SALON_TIME_ZONE } from './constants.js';
import { slotStartMs, type TimeZone } from './time.js';

/** A stylist's time off: unavailable from `startsAt` (inclusive) to `endsAt` (exclusive), epoch ms. */
export interface TimeOffRange {
  startsAt: number;
  endsAt: number;
}

/** True when two half-open ranges [a, b) and [c, d) share any instant. */
export function rangesOverlap(aStart: number, aEnd: number, bStart: number, bEnd: number): boolean {
  return aStart < bEnd && bStart < aEnd;
}

/**
 * Issue 12 item 6, the one rule: a slot on a salon day is blocked when any of the stylist's time-off ranges
 * overlaps the slot's hour. The schedule, the booking form and every booking path ask this.
 */
export function blockedByTimeOff(
  timeOff: readonly TimeOffRange[],
  dayStartMs: number,
  slot: Pick<TimeSlotDefinition, 'startMinutes'>,
  minutes: number = SLOT_MINUTES,
  /** The stylist's location's zone: the slot is its wall-clock time there. */
  zone: TimeZone = SALON_TIME_ZONE,
): boolean {
  const start = slotStartMs(dayStartMs, slot, zone);
  const end = start + minutes * 60_000;
  return timeOff.some((off) => rangesOverlap(off.startsAt, off.endsAt, start, end));
}

/** "HH:MM" → minutes after midnight, or null. */
export function parseClock(value: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}
