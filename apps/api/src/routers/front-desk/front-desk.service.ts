import { type DbOrTx, schema } from '@hairsalon/db';
import {
  addSalonDays,
  BookingStatus,
  blockedByTimeOff,
  isSlotPast,
  messages,
  Role,
  SlotStatus,
  salonDayKey,
  salonDayKeyToMs,
  salonDayStart,
  salonToday,
  timeSlotById,
  UserStatus,
} from '@hairsalon/shared';
import { and, asc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import { notFound } from '../../errors.js';
import { type BookingView, heldSlots } from '../booking/booking.details.js';
import { listBookingsForDays } from '../booking/reads.service.js';
import type { LocationScope } from '../location/scope.js';
import { loadTimeOff, type TimeOffEntry } from '../time-off/time-off.service.js';
import { fullNamePattern, nameMatches } from '../user/user.service.js';

const { users, scheduleSlots } = schema;

/** One cell of the calendar: a stylist's slot on a day, as the front desk sees it. */
export interface CalendarSlot {
  stylistId: number;
  /** salon-local midnight, epoch ms */
  date: number;
  timeType: string;
  /** free: scheduled, not held, not off, not past; otherwise why it cannot be booked */
  state: 'free' | 'booked' | 'off' | 'past' | 'closed';
}

export interface Calendar {
  /** salon-local midnight of each day shown */
  days: number[];
  /** today in salon time, to mark it */
  today: number;
  /** The location shown and its IANA zone: every day and time above is its wall clock (docs/decisions/021). */
  locationId: number;
  timeZone: string;
  stylists: { id: number; firstName: string; lastName: string }[];
  slots: CalendarSlot[];
  bookings: BookingView[];
  timeOff: TimeOffEntry[];
}

/**
 * Issue 12 item 2: the front desk's day or week. Every active stylist, every slot of each day with its state, every
 * booking (any status) and the time off in the range.
 */
export async function loadCalendar(db: DbOrTx, dateMs: number, days: number, now: Date, place: LocationScope): Promise<Calendar> {
  // The location's calendar: its days (23 or 25 hours where clocks change), its stylists, its wall clock.
  const zone = place.timeZone;
  const first = salonDayStart(dateMs, zone);
  const dayList = Array.from({ length: days }, (_, i) => addSalonDays(first, i, zone));
  const end = addSalonDays(first, days, zone);
  const stylists = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.roleId, Role.Stylist), eq(users.status, UserStatus.Active), eq(users.locationId, place.id)))
    .orderBy(asc(users.id));
  const ids = stylists.map((s) => s.id);
  const [scheduled, bookings, timeOff] = await Promise.all([
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select({
            stylistId: scheduleSlots.stylistId,
            day: scheduleSlots.day,
            timeType: scheduleSlots.timeType,
            statusTime: scheduleSlots.statusTime,
          })
          .from(scheduleSlots)
          .where(
            and(
              inArray(scheduleSlots.stylistId, ids),
              gte(scheduleSlots.day, salonDayKey(first, zone)),
              lte(scheduleSlots.day, salonDayKey(addSalonDays(first, days - 1, zone), zone)),
            ),
          ),
    listBookingsForDays(db, first, days, place),
    loadTimeOff(db, ids, first, end),
  ]);
  const held = new Set(
    bookings
      .filter((b) => b.statusId === BookingStatus.Pending || b.statusId === BookingStatus.Confirmed)
      // Every slot an active booking covers (its services' and clean-up slots, docs/decisions/009), not only its start.
      .flatMap((b) => heldSlots(b).map((t) => `${b.stylistId}:${b.dateMs}:${t}`)),
  );
  const nowMs = now.getTime();
  const slots: CalendarSlot[] = [];
  for (const row of scheduled) {
    const slot = timeSlotById(row.timeType);
    if (!slot) continue;
    const date = salonDayKeyToMs(row.day, zone);
    const off = timeOff.filter((t) => t.stylistId === row.stylistId);
    const state: CalendarSlot['state'] = held.has(`${row.stylistId}:${date}:${row.timeType}`)
      ? 'booked'
      : blockedByTimeOff(off, date, slot, undefined, zone)
        ? 'off'
        : isSlotPast(date, slot, nowMs, zone)
          ? 'past'
          : row.statusTime === SlotStatus.Enable
            ? 'free'
            : 'closed';
    slots.push({ stylistId: row.stylistId, date, timeType: row.timeType, state });
  }
  return { days: dayList, today: salonToday(nowMs, zone), timeZone: zone, locationId: place.id, stylists, slots, bookings, timeOff };
}

export interface CustomerMatch {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
}

/** Active customers whose name (whatever the case and accents), phone or email contains the text, at most 10. */
export async function searchCustomers(db: DbOrTx, query: string): Promise<CustomerMatch[]> {
  const pattern = fullNamePattern(query);
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, phoneNumber: users.phoneNumber })
    .from(users)
    .where(
      and(
        eq(users.roleId, Role.Customer),
        eq(users.status, UserStatus.Active),
        or(nameMatches(query), sql`${users.phoneNumber} ilike ${pattern}`, sql`${users.email} ilike ${pattern}`),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(10);
}

/** The customer a desk booking is for, who must be an active customer. */
export async function requireCustomer(db: DbOrTx, customerId: number): Promise<CustomerMatch> {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, phoneNumber: users.phoneNumber })
    .from(users)
    .where(and(eq(users.id, customerId), eq(users.roleId, Role.Customer), eq(users.status, UserStatus.Active)));
  if (!row) throw notFound(messages.frontDesk.customerNotFound);
  return row;
}
