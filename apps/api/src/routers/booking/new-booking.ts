import type { DbOrTx } from '@hairsalon/db';
import {
  type BookingAmount,
  computeBookingAmount,
  formatSalonLongDate,
  isPastSalonDay,
  isSlotPast,
  messages,
  SLOT_MINUTES,
  salonDayKey,
  salonDayStart,
  type TimeSlotDefinition,
  type TimeZone,
  timeSlotById,
} from '@hairsalon/shared';
import type { AppDeps } from '../../deps.js';
import { badRequest, conflict } from '../../errors.js';
import { isUniqueViolation } from '../auth/auth.service.js';
import { activeStylist, type StylistRow } from '../stylist/active-stylist.js';
import { refuseTimeOff } from '../time-off/time-off.service.js';
import { closeWaitlistOnBooking } from '../waitlist/waitlist.service.js';
import { type ChosenService, type CoveredRange, chosenServicesFrom, openRangeStart, rangeFor, rangeSlots } from './availability.js';
import { type HoldLimit, insertBooking, loadBookingGround, type NewBooking } from './booking.statements.js';

/*
 * The steps every new booking takes, online or at the front desk (online-booking.service.ts, desk-booking.service.ts):
 * the slot asked for checked against the clock; in the booking's transaction, the rules' reads, the slot claimed
 * and the services priced on the server (planBooking), then the booking written (insertPlannedBooking); a slot
 * another booking took in between answered as taken (slotTakenAsConflict). The booking covers as many consecutive
 * slots as its services need (docs/decisions/009); two active bookings can never cover the same slot (partial unique
 * index on booking_slots).
 */

/** A new booking's slot and salon day, on the wall clock of the stylist's location. */
export interface RequestedSlot {
  slot: TimeSlotDefinition;
  /** The salon day's start in the location's zone, epoch ms. */
  dayStart: number;
  day: string;
  /** The stylist's location's IANA zone (docs/decisions/021). */
  zone: TimeZone;
}

/**
 * The slot asked for, checked against the clock of the stylist's location (`zone`): a slot that exists, on a day
 * and at a start not yet past there. The date names a salon day: any instant of it in that zone.
 */
export function requestedSlot(input: { timeType: string; date: number }, now: Date, zone: TimeZone): RequestedSlot {
  const slot = timeSlotById(input.timeType);
  if (!slot) throw badRequest(messages.booking.timeSlotRequired, { timeType: messages.booking.timeSlotRequired });
  if (isPastSalonDay(input.date, now.getTime(), zone)) throw badRequest(messages.booking.dateInPast, { date: messages.booking.dateInPast });
  const dayStart = salonDayStart(input.date, zone);
  if (isSlotPast(dayStart, slot, now.getTime(), zone)) throw badRequest(messages.booking.slotPast, { timeType: messages.booking.slotPast });
  return { slot, dayStart, day: salonDayKey(dayStart, zone), zone };
}

/** What a new booking asks for. */
export interface BookingRequest {
  at: RequestedSlot;
  stylistId: number;
  serviceIds: readonly number[];
  customerId: number | null;
  pointsToUse: number;
  /** The unpaid-hold limit's keys, locked for the transaction (an online booking's; none at the desk). */
  holdKeys: readonly string[];
}

/** The booking the rules allow, before it is written. */
export interface BookingPlan {
  stylist: StylistRow;
  /** Its services, in the order chosen. */
  ordered: ChosenService[];
  range: CoveredRange;
  scheduleSlotId: number;
  amount: BookingAmount;
  /** The signed-in customer's language, for the emails about the booking. */
  customerLanguage: string | null;
}

/**
 * In the booking's transaction, one statement: the hold locks and the rules' reads (loadBookingGround). The stylist
 * active, the services bookable, every slot they cover open on the stylist's schedule and none in their time off;
 * the price computed on the server from today's prices and the points used.
 */
export async function planBooking(tx: DbOrTx, request: BookingRequest): Promise<BookingPlan> {
  const { slot, dayStart, day, zone } = request.at;
  const ground = await loadBookingGround(tx, {
    holdKeys: request.holdKeys,
    stylistId: request.stylistId,
    serviceIds: request.serviceIds,
    day,
    dayStartMs: dayStart,
    customerId: request.customerId,
  });
  const stylist = activeStylist(ground.stylist);
  const ordered = chosenServicesFrom(ground.services, request.serviceIds);
  const range = rangeFor(slot.keyMap, ordered);
  const scheduleSlotId = openRangeStart(ground.schedule, range);
  // Time off: the stylist must not be off during any slot the booking covers.
  refuseTimeOff(ground.timeOff, dayStart, slot, (range.serviceSlots.length + range.bufferSlots.length) * SLOT_MINUTES, zone);
  const amount = computeBookingAmount(
    ordered.map((s) => s.priceCents),
    request.pointsToUse,
  );
  return { stylist, ordered, range, scheduleSlotId, amount, customerLanguage: ground.customerLanguage };
}

/** What differs between an online booking's row and a desk booking's. */
export type BookingRowOf = Pick<
  NewBooking,
  | 'statusId'
  | 'source'
  | 'confirmedAt'
  | 'fullName'
  | 'email'
  | 'phone'
  | 'holdExpiresAt'
  | 'clientIp'
  | 'language'
  | 'payment'
  | 'keyClaimId'
>;

/**
 * Writes the planned booking, its slots, services and payment (insertBooking), within the unpaid-hold limit when
 * one is given (409 past it), and closes the customer's waitlist entry for the stylist's day.
 */
export async function insertPlannedBooking(
  deps: AppDeps,
  tx: DbOrTx,
  request: BookingRequest,
  plan: BookingPlan,
  row: BookingRowOf,
  holds: HoldLimit | null,
  now: Date,
): Promise<{ bookingId: number; paymentId: number }> {
  const { slot, dayStart, day, zone } = request.at;
  const inserted = await insertBooking(
    tx,
    {
      ...row,
      customerId: request.customerId,
      stylistId: plan.stylist.id,
      scheduleSlotId: plan.scheduleSlotId,
      day,
      timeType: slot.keyMap,
      timeString: `${slot.valueEn} - ${formatSalonLongDate(dayStart, zone)}`,
      subtotalCents: plan.amount.subtotalCents,
      discountCents: plan.amount.discountCents,
      amountCents: plan.amount.totalCents,
      pointsUsed: request.pointsToUse,
      slots: rangeSlots(plan.range, { startCovered: true }),
      services: plan.ordered,
    },
    holds,
    now,
  );
  if ('tooManyHolds' in inserted) throw conflict(messages.booking.tooManyHolds(deps.config.unpaidHoldsMax));
  if (request.customerId) await closeWaitlistOnBooking(tx, request.customerId, plan.stylist.id, day, now);
  return inserted;
}

/** Runs a booking's transaction: a slot another booking took meanwhile (a unique violation) is answered 409. */
export async function slotTakenAsConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.booking.slotTaken);
    throw error;
  }
}
