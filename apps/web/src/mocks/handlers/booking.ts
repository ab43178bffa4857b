import { BookingStatus, messages, SlotStatus, salonToday, TIME_SLOTS, timeSlotById } from '@hairsalon/shared';
import { type ProcedureOutput, TrpcMockError, trpcMutation, trpcQuery } from '../trpc';

/** Sample bookings, slots and payments for the booking, payment, staff and stylist screens' tests. */
export type MockBooking = ProcedureOutput<'booking.listForCustomer'>[number];
export type MockSlot = ProcedureOutput<'schedule.byStylistAndDate'>[number];

const DAY_MS = 24 * 60 * 60 * 1000;

export function sampleBooking(overrides: Partial<MockBooking> = {}): MockBooking {
  const dateMs = overrides.dateMs ?? salonToday() + 3 * DAY_MS;
  const slot = timeSlotById(overrides.timeType ?? 'T2') ?? TIME_SLOTS[1];
  return {
    id: 501,
    date: String(dateMs),
    dateMs,
    timeType: slot.keyMap,
    statusId: BookingStatus.Confirmed,
    customerId: 7,
    stylistId: 11,
    fullName: 'An Vo',
    email: 'customer@hairsalon.local',
    phone: '912345678',
    timeString: `${slot.valueEn}`,
    services: [
      { id: 1, name: 'Haircut & Styling', price: 25, priceCents: 2500, feedbackGiven: false },
      { id: 2, name: 'Beard Trim & Shape', price: 12, priceCents: 1200, feedbackGiven: false },
    ],
    stylistDataBooking: { firstName: 'Minh', lastName: 'Nguyen' },
    customerData: { firstName: 'An', lastName: 'Vo', email: 'customer@hairsalon.local' },
    timeTypeDataBooking: { valueEn: slot.valueEn, valueVi: slot.valueVi },
    subtotal: 37,
    discount: 0,
    amount: 37,
    amountCents: 3700,
    pointsUsed: 0,
    payment: { id: 900, status: 'captured', amount: 37, refunded: 0, approvalUrl: null },
    holdExpiresAt: null,
    createdAt: new Date('2026-03-01T03:00:00Z').toISOString(),
    ...overrides,
  };
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
    timeTypeData: { valueVi: slot.valueVi, valueEn: slot.valueEn },
    stylistData: { firstName: 'Minh', lastName: 'Nguyen' },
    ...overrides[slot.keyMap],
  }));
}

/** The mutable store these handlers read and write; `resetBookingMockData()` empties it. */
export const bookingMockDb = {
  bookings: [] as MockBooking[],
  nextId: 700,
};

export function resetBookingMockData(bookings: MockBooking[] = []): void {
  bookingMockDb.bookings = bookings.map((b) => ({ ...b }));
  bookingMockDb.nextId = 700;
}

function findBooking(id: number): MockBooking {
  const booking = bookingMockDb.bookings.find((b) => b.id === id);
  if (!booking) throw new TrpcMockError('NOT_FOUND', messages.booking.notFound);
  return booking;
}

const sameDay = (a: number, b: number) => Math.abs(a - b) < DAY_MS / 2;

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
  trpcQuery('booking.listForCustomer', () => bookingMockDb.bookings),
  trpcQuery('booking.listByDate', (input) => bookingMockDb.bookings.filter((b) => sameDay(b.dateMs, Number(input.date)))),
  trpcQuery('booking.listForStylist', (input) =>
    bookingMockDb.bookings.filter((b) => input.date === undefined || sameDay(b.dateMs, Number(input.date))),
  ),
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
    booking.statusId = BookingStatus.Completed;
    return { bookingId: booking.id, statusId: BookingStatus.Completed, message: messages.booking.completed };
  }),
];
