import { BookingStatus, type BookingStatusId, TIME_SLOTS, type TimeSlotDefinition, type TimeSlotId } from './codes.js';

/** Status transitions (ARCHITECTURE §4), one place: the server enforces them and the UI offers only these actions. */
export const bookingTransitions = {
  cancelByCustomer: [BookingStatus.Pending],
  cancelByStaff: [BookingStatus.Pending, BookingStatus.Confirmed],
  complete: [BookingStatus.Confirmed],
  confirm: [BookingStatus.Pending],
  expire: [BookingStatus.Pending],
  /** Issue 12: only a confirmed booking, and only once its time has passed (see canMarkNoShow). */
  markNoShow: [BookingStatus.Confirmed],
  reschedule: [BookingStatus.Pending, BookingStatus.Confirmed],
} as const satisfies Record<string, readonly BookingStatusId[]>;

export type BookingAction = keyof typeof bookingTransitions;

export function canTransition(action: BookingAction, from: string): boolean {
  return (bookingTransitions[action] as readonly string[]).includes(from);
}

/**
 * The phone number a booking's limits count by: digits only, without the country code 84 (written +84, 0084 or 84)
 * nor the trunk 0, so '+84 912 345 678', '0912345678' and '912-345-678' are one phone. The SQL twin is
 * `holdPhoneSql` in the API's booking service; keep them alike.
 */
export function normalizePhone(phone: string): string {
  return phone
    .replace(/[^0-9]/g, '')
    .replace(/^(?:00)?84([0-9]{9,10})$/, '$1')
    .replace(/^0+/, '');
}

/** The email a booking's limits count by: trimmed and lower-cased (as the form's schema leaves it). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A confirmed booking can be marked no-show once its start time has passed (salon time). */
export function canMarkNoShow(statusId: string, slotStartMs: number, nowMs: number): boolean {
  return canTransition('markNoShow', statusId) && slotStartMs <= nowMs;
}

/** A confirmed booking can be completed once its start time has come (its location's clock), never before. */
export function canComplete(statusId: string, slotStartMs: number, nowMs: number): boolean {
  return canTransition('complete', statusId) && slotStartMs <= nowMs;
}

/**
 * Multi-slot bookings (docs/decisions/009). The grid is the spec's one-hour time slots. A service lasts a whole
 * number of slots; its clean-up buffer (any minutes) is rounded up to whole slots. A booking covers its services'
 * slots back to back, then the longest buffer among them. Slots are consecutive only when one starts the minute the
 * previous ends, so no range runs through the lunch break; a buffer that would run into a gap (lunch, closing) is
 * cut there, since nobody can be booked in a gap anyway.
 */
export const SLOT_MINUTES = 60;
export const SERVICE_DURATION_DEFAULT = 60;
export const SERVICE_DURATION_MAX = 4 * SLOT_MINUTES;
export const SERVICE_BUFFER_MAX = 2 * SLOT_MINUTES;

export interface ServiceTiming {
  durationMinutes: number;
  bufferMinutes: number;
}

/** How many grid slots the services themselves need, and how many the clean-up after them adds. */
export function slotsNeeded(services: readonly ServiceTiming[]): { serviceSlots: number; bufferSlots: number } {
  const minutes = services.reduce((sum, s) => sum + s.durationMinutes, 0);
  const buffer = services.reduce((max, s) => Math.max(max, s.bufferMinutes), 0);
  return { serviceSlots: Math.max(1, Math.ceil(minutes / SLOT_MINUTES)), bufferSlots: Math.ceil(buffer / SLOT_MINUTES) };
}

/** The slots a booking starting at `start` covers: its service slots and the buffer slots, or null when the services do not fit. */
export function coveredRange(
  start: string,
  need: { serviceSlots: number; bufferSlots: number },
): { serviceSlots: TimeSlotId[]; bufferSlots: TimeSlotId[] } | null {
  const index = TIME_SLOTS.findIndex((s) => s.keyMap === start);
  if (index < 0) return null;
  const run: TimeSlotId[] = [TIME_SLOTS[index]?.keyMap as TimeSlotId];
  for (let i = index + 1; i < TIME_SLOTS.length && run.length < need.serviceSlots + need.bufferSlots; i++) {
    const previous = TIME_SLOTS[i - 1];
    const next = TIME_SLOTS[i];
    if (!previous || !next || next.startMinutes !== previous.startMinutes + SLOT_MINUTES) break;
    run.push(next.keyMap);
  }
  if (run.length < need.serviceSlots) return null;
  return { serviceSlots: run.slice(0, need.serviceSlots), bufferSlots: run.slice(need.serviceSlots) };
}

/** What the availability of a stylist's day is made of: the slots on their schedule and the slots something holds. */
export interface DayAvailability {
  /** Scheduled and switched on. */
  open: ReadonlySet<string>;
  /** Taken by an active booking (its service or buffer slots), time off, or any other rule. */
  blocked: ReadonlySet<string>;
}

/**
 * The start slots where a booking of `need` fits: every service slot open and not blocked, every buffer slot not
 * blocked (a buffer may fall on an unscheduled hour), and the start not past.
 */
export function freeStartsOf(
  day: DayAvailability,
  need: { serviceSlots: number; bufferSlots: number },
  isPast: (slot: TimeSlotDefinition) => boolean,
): TimeSlotId[] {
  return TIME_SLOTS.filter((slot) => {
    if (isPast(slot)) return false;
    const range = coveredRange(slot.keyMap, need);
    if (!range) return false;
    return (
      range.serviceSlots.every((id) => day.open.has(id) && !day.blocked.has(id)) && range.bufferSlots.every((id) => !day.blocked.has(id))
    );
  }).map((slot) => slot.keyMap);
}
