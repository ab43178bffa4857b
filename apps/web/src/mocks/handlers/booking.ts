import {
  BookingStatus,
  CUSTOMER_BOOKINGS_PAGE_SIZE,
  canComplete,
  coveredRange,
  freeStartsOf,
  isSlotPast,
  messages,
  SALON_TIME_ZONE,
  SlotStatus,
  salonDayKey,
  salonToday,
  slotStartMs,
  slotsNeeded,
  TIME_SLOTS,
  timeSlotById,
} from '@hairsalon/shared';
import { mockDb } from '../data';
import { type ProcedureOutput, TrpcMockError, trpcMutation, trpcQuery } from '../trpc';
import { locationMockDb } from './location';

/** Sample bookings, slots and payments for the booking, payment, staff and stylist screens' tests. */
export type MockBooking = ProcedureOutput<'booking.listForCustomer'>[number];

/** booking.pageForCustomer over an already ordered list: the bookings after the one named by `cursor`. */
export function mockBookingsPage(
  ordered: MockBooking[],
  input: { cursor?: unknown; limit?: unknown } | undefined,
): ProcedureOutput<'booking.pageForCustomer'> {
  const limit = Number(input?.limit ?? CUSTOMER_BOOKINGS_PAGE_SIZE);
  const start = input?.cursor === undefined ? 0 : ordered.findIndex((b) => b.id === Number(input.cursor)) + 1;
  const items = start === 0 && input?.cursor !== undefined ? [] : ordered.slice(start, start + limit);
  const more = start + limit < ordered.length && items.length === limit;
  return { items, nextCursor: more ? (items.at(-1)?.id ?? null) : null, limit };
}
export type MockSlot = ProcedureOutput<'schedule.byStylistAndDate'>[number];
export type MockWaitlistEntry = ProcedureOutput<'waitlist.mine'>[number];

const DAY_MS = 24 * 60 * 60 * 1000;

export function sampleBooking(overrides: Partial<MockBooking> = {}): MockBooking {
  const dateMs = overrides.dateMs ?? salonToday() + 3 * DAY_MS;
  const slot = timeSlotById(overrides.timeType ?? 'T2') ?? TIME_SLOTS[1];
  const covered = coveredRange(slot.keyMap, { serviceSlots: 1, bufferSlots: 0 })?.serviceSlots ?? [slot.keyMap];
  return {
    id: 501,
    date: String(dateMs),
    dateMs,
    day: salonDayKey(dateMs),
    locationId: 1,
    timeZone: SALON_TIME_ZONE,
    startMs: slotStartMs(dateMs, slot),
    zoneNamed: false,
    timeType: slot.keyMap,
    durationMinutes: 60,
    coveredSlots: covered,
    statusId: BookingStatus.Confirmed,
    customerId: 7,
    stylistId: 11,
    fullName: 'An Vo',
    email: 'customer@hairsalon.local',
    phone: '912345678',
    timeString: `${slot.valueEn}`,
    services: [
      { id: 1, name: 'Haircut & Styling', nameVi: 'Cắt & tạo kiểu tóc', price: 25, priceCents: 2500, feedbackGiven: false },
      { id: 2, name: 'Beard Trim & Shape', nameVi: 'Tỉa & tạo dáng râu', price: 12, priceCents: 1200, feedbackGiven: false },
    ],
    stylistDataBooking: { firstName: 'Minh', lastName: 'Nguyen' },
    customerData: { firstName: 'An', lastName: 'Vo', email: 'customer@hairsalon.local' },
    timeTypeDataBooking: { valueEn: slot.valueEn, valueVi: slot.valueVi },
    subtotal: 37,
    discount: 0,
    amount: 37,
    amountCents: 3700,
    pointsUsed: 0,
    source: 'online',
    payment: { id: 900, provider: 'paypal', status: 'captured', amount: 37, refunded: 0, approvalUrl: null },
    holdExpiresAt: null,
    createdAt: new Date('2026-03-01T03:00:00Z').toISOString(),
    ...overrides,
  };
}

/** The zone of a stylist's location (issue 24): Ho Chi Minh City's for the sample stylists. */
export function mockStylistZone(stylistId: number): string {
  const locationId = mockDb.stylists.find((s) => s.id === stylistId)?.locationId;
  return locationMockDb.locations.find((l) => l.id === locationId)?.timeZone ?? SALON_TIME_ZONE;
}

/** Every slot of a day, all available; tests override single slots. */
export function sampleSlots(stylistId: number, dateMs: number, overrides: Partial<Record<string, Partial<MockSlot>>> = {}): MockSlot[] {
  return TIME_SLOTS.map((slot, i) => ({
    id: 3000 + i,
    stylistId,
    date: dateMs,
    timeType: slot.keyMap,
    statusTime: SlotStatus.Enable,
    past: false,
    timeOff: false,
    timeZone: mockStylistZone(stylistId),
    timeTypeData: { valueVi: slot.valueVi, valueEn: slot.valueEn },
    stylistData: { firstName: 'Minh', lastName: 'Nguyen' },
    ...overrides[slot.keyMap],
  }));
}

/** The mutable store these handlers read and write; `resetBookingMockData()` empties it. */
export const bookingMockDb = {
  bookings: [] as MockBooking[],
  waitlist: [] as MockWaitlistEntry[],
  nextId: 700,
};

export function resetBookingMockData(bookings: MockBooking[] = [], waitlist: MockWaitlistEntry[] = []): void {
  bookingMockDb.bookings = bookings.map((b) => ({ ...b }));
  bookingMockDb.waitlist = waitlist.map((w) => ({ ...w }));
  bookingMockDb.nextId = 700;
}

/** The starts where these services fit on a stylist's day, as the API's freeStarts decides (docs/decisions/009). */
function mockFreeStarts(stylistId: number, dateMs: number, serviceIds: number[], ignoreBookingId?: number) {
  const chosen = serviceIds.map((id) => mockDb.services.find((s) => s.id === id)).filter((s) => s !== undefined);
  const need = slotsNeeded(chosen);
  const blocked = new Set(
    bookingMockDb.bookings
      .filter((b) => b.id !== ignoreBookingId && b.stylistId === stylistId && sameDay(b.dateMs, dateMs))
      .filter((b) => b.statusId === BookingStatus.Pending || b.statusId === BookingStatus.Confirmed)
      .flatMap((b) => b.coveredSlots),
  );
  const open = new Set(TIME_SLOTS.map((slot) => slot.keyMap));
  const zone = mockStylistZone(stylistId);
  return {
    starts: freeStartsOf({ open, blocked }, need, (slot) => isSlotPast(salonToday(dateMs, zone), slot, Date.now(), zone)),
    slotsNeeded: need,
  };
}

const dayStartOf = (ms: number) => salonToday(ms);

function findBooking(id: number): MockBooking {
  const booking = bookingMockDb.bookings.find((b) => b.id === id);
  if (!booking) throw new TrpcMockError('NOT_FOUND', messages.booking.notFound);
  return booking;
}

const sameDay = (a: number, b: number) => Math.abs(a - b) < DAY_MS / 2;

/** booking.payLink as the API answers it: a pending booking's link while its hold lasts, else the API's refusal. */
export function payLinkOf(booking: MockBooking, approvalUrl = booking.payment?.approvalUrl): ProcedureOutput<'booking.payLink'> {
  if (booking.statusId !== BookingStatus.Pending || !booking.holdExpiresAt || !approvalUrl)
    throw new TrpcMockError('BAD_REQUEST', messages.booking.notAwaitingPayment);
  if (Date.parse(booking.holdExpiresAt) <= Date.now()) throw new TrpcMockError('BAD_REQUEST', messages.payment.expired);
  return {
    bookingId: booking.id,
    paymentId: booking.payment?.id ?? booking.id + 1000,
    approvalUrl,
    amount: booking.amount,
    holdExpiresAt: booking.holdExpiresAt,
  };
}

export const bookingHandlers = [
  trpcQuery('schedule.byStylistAndDate', (input) => sampleSlots(Number(input.stylistId), Number(input.date))),
  trpcMutation('schedule.create', (input) => ({
    created: input.timeTypes.length,
    skipped: 0,
    message: messages.schedule.created(input.timeTypes.length, 0),
  })),
  trpcMutation('schedule.createMany', (input) => {
    const created = input.entries.reduce((sum, entry) => sum + entry.timeTypes.length, 0);
    return { created, skipped: 0, message: messages.schedule.created(created, 0) };
  }),
  trpcMutation('booking.create', (input) => {
    const id = bookingMockDb.nextId++;
    const amount = Number(input.amount ?? 0);
    return {
      bookingId: id,
      paymentId: id + 1000,
      approvalUrl: `http://localhost/paypal/checkoutnow?token=ORDER-${id}`,
      amount,
      amountCents: Math.round(amount * 100),
      pointsUsed: Number(input.pointsToUse ?? 0),
      message: messages.booking.success,
    };
  }),
  trpcMutation('payment.verify', (input) => ({
    bookingId: 501,
    statusId: BookingStatus.Confirmed,
    amount: 37,
    message: `Payment ${input.paymentId} verified`,
  })),
  trpcQuery('booking.freeStarts', (input) => mockFreeStarts(Number(input.stylistId), Number(input.date), input.serviceIds.map(Number))),
  trpcQuery('booking.rescheduleOptions', (input) => {
    const booking = findBooking(Number(input.bookingId));
    const { starts } = mockFreeStarts(
      Number(input.stylistId),
      Number(input.date),
      booking.services.map((s) => s.id),
      booking.id,
    );
    return { starts };
  }),
  trpcMutation('booking.reschedule', (input) => {
    const booking = findBooking(Number(input.bookingId));
    if (booking.statusId !== BookingStatus.Pending && booking.statusId !== BookingStatus.Confirmed)
      throw new TrpcMockError('BAD_REQUEST', messages.booking.notReschedulable);
    const dateMs = dayStartOf(Number(input.date));
    const { starts, slotsNeeded: need } = mockFreeStarts(
      Number(input.stylistId),
      dateMs,
      booking.services.map((s) => s.id),
      booking.id,
    );
    if (!starts.includes(input.timeType as (typeof starts)[number])) throw new TrpcMockError('CONFLICT', messages.booking.slotTaken);
    const slot = timeSlotById(input.timeType) ?? TIME_SLOTS[0];
    const stylist = mockDb.stylists.find((s) => s.id === Number(input.stylistId));
    const range = coveredRange(slot.keyMap, need);
    Object.assign(booking, {
      stylistId: Number(input.stylistId),
      date: String(dateMs),
      dateMs,
      timeType: slot.keyMap,
      timeString: slot.valueEn,
      timeTypeDataBooking: { valueEn: slot.valueEn, valueVi: slot.valueVi },
      coveredSlots: range ? [...range.serviceSlots, ...range.bufferSlots] : [slot.keyMap],
      stylistDataBooking: { firstName: stylist?.firstName ?? '', lastName: stylist?.lastName ?? '' },
    });
    return { bookingId: booking.id, statusId: booking.statusId as 'S1' | 'S2', message: messages.booking.rescheduled };
  }),
  trpcQuery('waitlist.mine', () => bookingMockDb.waitlist),
  trpcMutation('waitlist.join', (input) => {
    const stylistId = input.stylistId === undefined ? null : Number(input.stylistId);
    const stylist = mockDb.stylists.find((s) => s.id === stylistId);
    // The stylist's location, else the one asked for, else the first (issue 24), on that location's calendar.
    const locationId = stylist?.locationId ?? input.locationId ?? locationMockDb.locations[0]?.id ?? 1;
    const timeZone = locationMockDb.locations.find((l) => l.id === locationId)?.timeZone ?? SALON_TIME_ZONE;
    const dateMs = salonToday(Number(input.date), timeZone);
    const entry: MockWaitlistEntry = {
      id: bookingMockDb.nextId++,
      date: dateMs,
      day: salonDayKey(dateMs, timeZone),
      locationId,
      timeZone,
      stylistId,
      stylistName: stylist ? `${stylist.firstName} ${stylist.lastName}` : null,
      services: input.serviceIds.map((id) => {
        const service = mockDb.services.find((s) => s.id === Number(id));
        return { id: Number(id), name: service?.name ?? '', nameVi: service?.nameVi ?? null };
      }),
      notifiedAt: null,
      createdAt: new Date().toISOString(),
    };
    bookingMockDb.waitlist.push(entry);
    return { id: entry.id, message: messages.waitlist.joined };
  }),
  trpcMutation('waitlist.leave', (input) => {
    const before = bookingMockDb.waitlist.length;
    bookingMockDb.waitlist = bookingMockDb.waitlist.filter((w) => w.id !== Number(input.id));
    if (bookingMockDb.waitlist.length === before) throw new TrpcMockError('NOT_FOUND', messages.waitlist.notFound);
    return { id: Number(input.id), message: messages.waitlist.left };
  }),
  trpcQuery('booking.listForCustomer', () => bookingMockDb.bookings),
  trpcQuery('booking.pageForCustomer', (input) => mockBookingsPage(bookingMockDb.bookings, input)),
  trpcQuery('booking.listByDate', (input) => bookingMockDb.bookings.filter((b) => sameDay(b.dateMs, Number(input.date)))),
  trpcQuery('booking.listForStylist', (input) =>
    bookingMockDb.bookings.filter((b) => input.date === undefined || sameDay(b.dateMs, Number(input.date))),
  ),
  trpcMutation('booking.payLink', (input) => payLinkOf(findBooking(Number(input.bookingId)))),
  trpcMutation('booking.cancelByCustomer', (input) => {
    const booking = findBooking(Number(input.bookingId));
    if (booking.statusId !== BookingStatus.Pending) throw new TrpcMockError('BAD_REQUEST', messages.booking.notCancellable);
    booking.statusId = BookingStatus.Cancelled;
    return { bookingId: booking.id, statusId: BookingStatus.Cancelled, message: messages.booking.cancelled };
  }),
  trpcMutation('booking.cancelByStaff', (input) => {
    const booking = findBooking(Number(input.bookingId));
    if (booking.statusId !== BookingStatus.Pending && booking.statusId !== BookingStatus.Confirmed) {
      throw new TrpcMockError('BAD_REQUEST', messages.booking.notCancellable);
    }
    const refunded = booking.payment?.status === 'captured' ? booking.amount : 0;
    booking.statusId = BookingStatus.Cancelled;
    if (booking.payment && refunded > 0) booking.payment = { ...booking.payment, status: 'refunded', refunded };
    return {
      bookingId: booking.id,
      statusId: BookingStatus.Cancelled,
      refunded,
      message: messages.booking.cancelledWithRefund(Math.round(refunded * 100)),
    };
  }),
  trpcMutation('booking.complete', (input) => {
    const booking = findBooking(Number(input.bookingId));
    if (booking.statusId !== BookingStatus.Confirmed) throw new TrpcMockError('BAD_REQUEST', messages.booking.notCompletable);
    if (!canComplete(booking.statusId, booking.startMs, Date.now()))
      throw new TrpcMockError('BAD_REQUEST', messages.booking.completeTooEarly);
    booking.statusId = BookingStatus.Completed;
    return { bookingId: booking.id, statusId: BookingStatus.Completed, message: messages.booking.completed };
  }),
];
