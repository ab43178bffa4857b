import { Role, slotStartMs, timeSlotById } from '@hairsalon/shared';
import type { AppContext } from './context.js';
import type { CachedTable } from './lib/read-cache.js';
import type { SlotView } from './routers/schedule/schedule.service.js';

/**
 * The public reads whose answers are cached (docs/decisions/008-read-cache.md), by tRPC procedure; the REST rows
 * that call these procedures are cached too. An answer depends only on the procedure, its input, the named tables,
 * whether the caller is an admin (where `sharedBy` says so) and the time (where `validUntil` says so).
 */
export interface PublicRead {
  /** The tables the answer is read from: a write to any of them drops it. */
  tables: readonly CachedTable[];
  /** False when this caller gets an answer of their own (an admin sees stylists' contact and salary). */
  sharedBy?(ctx: AppContext): boolean;
  /** When the answer stops being right whatever the writes (epoch ms), from the answer itself. */
  validUntil?(result: unknown): number | undefined;
}

const notAdmin = (ctx: AppContext) => ctx.auth?.roleId !== Role.Admin;

/** A day's slots say which are past: the answer holds until the next of them starts. */
function untilNextSlotStarts(result: unknown): number | undefined {
  let next = Number.POSITIVE_INFINITY;
  for (const slot of result as SlotView[]) {
    const definition = timeSlotById(slot.timeType);
    if (!slot.past && definition) next = Math.min(next, slotStartMs(slot.date, definition));
  }
  return next;
}

export const publicReads: Readonly<Record<string, PublicRead>> = {
  'service.list': { tables: ['services'] },
  'service.getById': { tables: ['services'] },
  'stylist.list': { tables: ['users', 'stylist_profiles'], sharedBy: notAdmin },
  'stylist.getDetail': { tables: ['users', 'stylist_profiles'], sharedBy: notAdmin },
  'allcode.getByType': { tables: ['allcodes'] },
  'feedback.listByService': { tables: ['feedback', 'users', 'services'] },
  'schedule.byStylistAndDate': {
    tables: ['schedule_slots', 'bookings', 'booking_slots', 'stylist_time_off', 'users'],
    validUntil: untilNextSlotStarts,
  },
};

export function publicReadOf(procedure: string | undefined): PublicRead | undefined {
  return procedure !== undefined && Object.hasOwn(publicReads, procedure) ? publicReads[procedure] : undefined;
}
