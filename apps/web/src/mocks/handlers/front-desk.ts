import {
  BookingStatus,
  blockedByTimeOff,
  canMarkNoShow,
  foldForSearch,
  isSlotPast,
  messages,
  Role,
  SALON_TIME_ZONE,
  salonDayStart,
  salonToday,
  slotStartMs,
  TIME_SLOTS,
  timeOffRangeOf,
  timeSlotById,
} from '@hairsalon/shared';
import { HttpResponse, http } from 'msw';
import { mockDb } from '../data';
import { DAY_MS, planBooking } from '../demo-salon';
import { type ProcedureOutput, TrpcMockError, trpcMutation, trpcQuery } from '../trpc';
import { bookingMockDb } from './booking';

/** The front desk's calendar, walk-ins, no-shows and time off (issue 12), over the shared booking store. */
type MockTimeOff = ProcedureOutput<'timeOff.list'>[number];
type MockCalendar = ProcedureOutput<'frontDesk.calendar'>;

export const frontDeskMockDb = {
  timeOff: [] as Omit<MockTimeOff, 'affected'>[],
  nextId: 50,
  /** Calendar feed links by owner ('salon' or a stylist's id). */
  calendarFeeds: new Map<string, string>(),
};

/** Empty, or (for the demo scenarios) one afternoon off for the fourth stylist tomorrow. */
export function resetFrontDeskMockData(withDemo = false): void {
  frontDeskMockDb.nextId = 50;
  frontDeskMockDb.calendarFeeds.clear();
  const stylist = mockDb.stylists[3];
  const tomorrow = salonToday() + DAY_MS;
  frontDeskMockDb.timeOff =
    withDemo && stylist
      ? [
          {
            id: 49,
            stylistId: stylist.id,
            stylistName: `${stylist.firstName} ${stylist.lastName}`,
            reason: 'Training',
            startsAt: tomorrow + 13 * 3_600_000,
            endsAt: tomorrow + 18 * 3_600_000,
          },
        ]
      : [];
}

const sameDay = (a: number, b: number) => Math.abs(a - b) < DAY_MS / 2;
const isHeld = (statusId: string) => statusId === BookingStatus.Pending || statusId === BookingStatus.Confirmed;

function affectedBy(entry: { stylistId: number; startsAt: number; endsAt: number }) {
  return bookingMockDb.bookings.filter((b) => {
    const slot = timeSlotById(b.timeType);
    return b.stylistId === entry.stylistId && isHeld(b.statusId) && slot !== undefined && blockedByTimeOff([entry], b.dateMs, slot);
  });
}

function calendar(date: number, days: number): MockCalendar {
  const first = salonDayStart(date);
  const dayList = Array.from({ length: days }, (_, i) => first + i * DAY_MS);
  const now = Date.now();
  const stylists = mockDb.stylists.map((s) => ({ id: s.id, firstName: s.firstName, lastName: s.lastName }));
  const bookings = bookingMockDb.bookings.filter((b) => dayList.some((d) => sameDay(d, b.dateMs)));
  const slots = dayList.flatMap((day) =>
    stylists.flatMap((st) =>
      TIME_SLOTS.map((slot) => {
        const off = frontDeskMockDb.timeOff.filter((t) => t.stylistId === st.id);
        const held = bookings.some(
          (b) => b.stylistId === st.id && sameDay(b.dateMs, day) && b.timeType === slot.keyMap && isHeld(b.statusId),
        );
        const state = held ? 'booked' : blockedByTimeOff(off, day, slot) ? 'off' : isSlotPast(day, slot, now) ? 'past' : 'free';
        return {
          stylistId: st.id,
          date: day,
          timeType: slot.keyMap as string,
          state: state as 'free' | 'booked' | 'off' | 'past' | 'closed',
        };
      }),
    ),
  );
  const timeOff = frontDeskMockDb.timeOff
    .filter((t) => t.startsAt < first + days * DAY_MS && t.endsAt > first)
    .map(({ id, stylistId, reason, startsAt, endsAt }) => ({ id, stylistId, reason, startsAt, endsAt }));
  return { days: dayList, today: salonToday(now), locationId: 1, timeZone: SALON_TIME_ZONE, stylists, slots, bookings, timeOff };
}

/** The feed's owner in the mock's map: a stylist's id, or 'salon' when the input names none. */
function feedOwner(input: unknown): string {
  const field = (name: string) =>
    typeof input === 'object' && input !== null && name in input ? (input as Record<string, unknown>)[name] : undefined;
  return String(field('stylistId') ?? `location ${field('locationId') ?? 'first'}`);
}

/**
 * booking.changes (docs/decisions/020): a stream of server-sent events that says it is listening and then stays open
 * (the mocks change nothing behind the screen's back) until the page closes it.
 */
const bookingChangesHandler = http.get('*/trpc/booking.changes', ({ request }) => {
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode('event: connected\ndata: {}\n\ndata: {"kind":"ready"}\n\n'));
      request.signal.addEventListener('abort', () => {
        try {
          controller.close();
        } catch {
          // Already closed.
        }
      });
    },
  });
  return new HttpResponse(stream, { headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' } });
});

export const frontDeskHandlers = [
  bookingChangesHandler,
  trpcQuery('calendarFeed.get', (input) => {
    const url = frontDeskMockDb.calendarFeeds.get(feedOwner(input)) ?? null;
    return { url, createdAt: url ? new Date().toISOString() : null };
  }),
  trpcMutation('calendarFeed.renew', (input) => {
    const url = `${location.origin}/calendar/${frontDeskMockDb.nextId++}-${'x'.repeat(43)}.ics`;
    frontDeskMockDb.calendarFeeds.set(feedOwner(input), url);
    return { url, createdAt: new Date().toISOString() };
  }),
  trpcMutation('calendarFeed.revoke', (input) => ({ revoked: frontDeskMockDb.calendarFeeds.delete(feedOwner(input)) })),
  trpcQuery('frontDesk.calendar', (input) => calendar(Number(input.date), Number(input.days ?? 1))),
  trpcQuery('frontDesk.searchCustomers', (input) => {
    const term = String(input.query).trim().toLowerCase();
    return mockDb.users
      .filter((u) => u.roleId === Role.Customer)
      .filter(
        (u) =>
          foldForSearch(`${u.firstName} ${u.lastName}`).includes(foldForSearch(term)) ||
          u.email.includes(term) ||
          u.phoneNumber.includes(term),
      )
      .slice(0, 10)
      .map((u) => ({ id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email, phoneNumber: u.phoneNumber }));
  }),
  trpcMutation('booking.createAtDesk', (input) => {
    const stylistId = Number(input.stylistId);
    const dateMs = salonDayStart(Number(input.date));
    const slot = timeSlotById(input.timeType);
    if (!slot) throw new TrpcMockError('BAD_REQUEST', messages.booking.timeSlotRequired);
    const taken = bookingMockDb.bookings.some(
      (b) => b.stylistId === stylistId && sameDay(b.dateMs, dateMs) && b.timeType === input.timeType && isHeld(b.statusId),
    );
    if (taken) throw new TrpcMockError('CONFLICT', messages.booking.slotTaken);
    const off = frontDeskMockDb.timeOff.filter((t) => t.stylistId === stylistId);
    if (blockedByTimeOff(off, dateMs, slot)) throw new TrpcMockError('CONFLICT', messages.frontDesk.stylistOff);
    const id = bookingMockDb.nextId++;
    const [firstName = '', ...rest] = input.fullName.trim().split(/\s+/);
    const planned = planBooking({
      id,
      customer: {
        id: input.customerId === undefined ? null : Number(input.customerId),
        firstName,
        lastName: rest.join(' '),
        email: input.email ?? '',
        phone: input.phone,
      },
      stylistId,
      dateMs,
      timeType: slot.keyMap,
      serviceIds: input.serviceIds.map(Number),
      statusId: BookingStatus.Confirmed,
    });
    const booking = {
      ...planned,
      source: input.source,
      payment: planned.payment ? { ...planned.payment, provider: 'at-salon', status: 'due' } : null,
    };
    bookingMockDb.bookings.push(booking);
    return { bookingId: id, statusId: BookingStatus.Confirmed, amount: booking.amount, message: messages.frontDesk.booked };
  }),
  trpcMutation('booking.markNoShow', (input) => {
    const booking = bookingMockDb.bookings.find((b) => b.id === Number(input.bookingId));
    if (!booking) throw new TrpcMockError('NOT_FOUND', messages.booking.notFound);
    if (booking.statusId !== BookingStatus.Confirmed) throw new TrpcMockError('BAD_REQUEST', messages.frontDesk.notNoShowable);
    const slot = timeSlotById(booking.timeType);
    if (!slot || !canMarkNoShow(booking.statusId, slotStartMs(booking.dateMs, slot), Date.now()))
      throw new TrpcMockError('BAD_REQUEST', messages.frontDesk.noShowTooEarly);
    booking.statusId = BookingStatus.NoShow;
    return { bookingId: booking.id, statusId: BookingStatus.NoShow, message: messages.frontDesk.noShowMarked };
  }),
  trpcQuery('timeOff.list', () =>
    frontDeskMockDb.timeOff.filter((t) => t.endsAt > Date.now()).map((t) => ({ ...t, affected: affectedBy(t) })),
  ),
  trpcMutation('timeOff.create', (input) => {
    const stylist = mockDb.stylists.find((s) => s.id === Number(input.stylistId));
    if (!stylist) throw new TrpcMockError('NOT_FOUND', messages.booking.stylistUnavailable);
    const range = timeOffRangeOf({
      startDay: Number(input.startDay),
      endDay: Number(input.endDay),
      startTime: input.startTime ?? '',
      endTime: input.endTime ?? '',
    });
    if (range.endsAt <= range.startsAt) throw new TrpcMockError('BAD_REQUEST', messages.timeOff.rangeInvalid);
    const entry = {
      id: frontDeskMockDb.nextId++,
      stylistId: stylist.id,
      stylistName: `${stylist.firstName} ${stylist.lastName}`,
      reason: input.reason ?? '',
      ...range,
    };
    frontDeskMockDb.timeOff.push(entry);
    const affected = affectedBy(entry);
    return {
      id: entry.id,
      stylistId: entry.stylistId,
      reason: entry.reason,
      startsAt: entry.startsAt,
      endsAt: entry.endsAt,
      affected,
      message: messages.timeOff.saved(affected.length),
    };
  }),
  trpcMutation('timeOff.remove', (input) => {
    const before = frontDeskMockDb.timeOff.length;
    frontDeskMockDb.timeOff = frontDeskMockDb.timeOff.filter((t) => t.id !== Number(input.id));
    if (frontDeskMockDb.timeOff.length === before) throw new TrpcMockError('NOT_FOUND', messages.timeOff.notFound);
    return { id: Number(input.id), message: messages.timeOff.removed };
  }),
];
