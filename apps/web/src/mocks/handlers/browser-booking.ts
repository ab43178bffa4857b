import { BookingStatus, messages, SlotStatus, salonToday, TIME_SLOTS } from '@hairsalon/shared';
import { HttpResponse, http } from 'msw';
import { mockDb } from '../data';
import { DAY_MS, inAppApprovalUrl, planBooking } from '../demo-salon';
import { TrpcMockError, trpcMutation, trpcQuery } from '../trpc';
import { backOfficeMockDb } from './back-office';
import { bookingMockDb, mockBookingsPage, payLinkOf, sampleSlots } from './booking';
import { callerId } from './remaining';

/**
 * The browser's mock mode puts these before the shared handlers: a booking made is stored, its payment returns
 * to the app's own /payment/success page (no PayPal), verifying confirms it, and the lists and free slots
 * follow from the stored bookings and the signed-in caller. Component tests keep the simpler shared answers.
 */
const sameDay = (a: number, b: number) => Math.abs(a - b) < DAY_MS / 2;
const isActive = (statusId: string) => statusId !== BookingStatus.Cancelled;
const newestFirst = (a: { dateMs: number }, b: { dateMs: number }) => b.dateMs - a.dateMs;

function bookedSlots(stylistId: number, dateMs: number): Set<string> {
  return new Set(
    bookingMockDb.bookings
      .filter((b) => b.stylistId === stylistId && sameDay(b.dateMs, dateMs) && isActive(b.statusId))
      .map((b) => b.timeType),
  );
}

async function toDataUrl(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:${file.type || 'image/png'};base64,${btoa(binary)}`;
}

export const browserBookingHandlers = [
  trpcQuery('schedule.byStylistAndDate', (input) => {
    const stylistId = Number(input.stylistId);
    const dateMs = Number(input.date);
    const stylist = mockDb.stylists.find((s) => s.id === stylistId);
    if (!stylist) return [];
    const taken = bookedSlots(stylistId, dateMs);
    return sampleSlots(stylistId, dateMs).map((slot) => ({
      ...slot,
      statusTime: taken.has(slot.timeType) ? SlotStatus.Disable : SlotStatus.Enable,
      stylistData: { firstName: stylist.firstName, lastName: stylist.lastName },
    }));
  }),

  trpcMutation('booking.create', (input, request) => {
    const stylistId = Number(input.stylistId);
    const dateMs = Number(input.date);
    if (!mockDb.stylists.some((s) => s.id === stylistId)) throw new TrpcMockError('BAD_REQUEST', messages.booking.stylistUnavailable);
    if (bookedSlots(stylistId, dateMs).has(input.timeType)) throw new TrpcMockError('CONFLICT', messages.booking.slotTaken);
    const id = bookingMockDb.nextId++;
    const signedIn = callerId(request);
    const [firstName = '', ...rest] = input.fullName.trim().split(/\s+/);
    const pointsUsed = Number(input.pointsToUse ?? 0);
    const booking = planBooking({
      id,
      customer: { id: signedIn, firstName, lastName: rest.join(' '), email: input.email, phone: input.phone },
      stylistId,
      dateMs,
      timeType: TIME_SLOTS.find((s) => s.keyMap === input.timeType)?.keyMap ?? 'T1',
      serviceIds: input.serviceIds.map(Number),
      statusId: BookingStatus.Pending,
      pointsUsed,
    });
    booking.createdAt = new Date().toISOString();
    bookingMockDb.bookings.unshift(booking);
    if (pointsUsed > 0 && signedIn === mockDb.me.id) mockDb.me = { ...mockDb.me, points: Math.max(0, mockDb.me.points - pointsUsed) };
    const paymentId = booking.payment?.id ?? id + 1000;
    return {
      bookingId: id,
      paymentId,
      approvalUrl: inAppApprovalUrl(id, paymentId, stylistId),
      amount: booking.amount,
      amountCents: booking.amountCents,
      pointsUsed,
      message: messages.booking.success,
    };
  }),

  trpcMutation('payment.verify', (input) => {
    const booking = bookingMockDb.bookings.find(
      (b) => b.payment?.id === Number(input.paymentId) && b.stylistId === Number(input.stylistId),
    );
    if (!booking?.payment) throw new TrpcMockError('BAD_REQUEST', messages.payment.mismatch);
    if (booking.payment.status === 'refunded') throw new TrpcMockError('BAD_REQUEST', messages.payment.refunded);
    if (booking.statusId === BookingStatus.Pending) {
      booking.statusId = BookingStatus.Confirmed;
      booking.payment = { ...booking.payment, status: 'captured', approvalUrl: null };
      const totals = backOfficeMockDb.totals;
      backOfficeMockDb.totals = { ...totals, totalBookings: totals.totalBookings + 1, totalRevenue: totals.totalRevenue + booking.amount };
      const sales = backOfficeMockDb.recentSales;
      const sale = {
        id: booking.payment.id,
        bookingId: booking.id,
        customerName: booking.fullName,
        email: booking.email,
        amount: booking.amount,
        capturedAt: new Date().toISOString(),
      };
      backOfficeMockDb.recentSales = { sales: [sale, ...sales.sales].slice(0, 5), salesThisMonth: sales.salesThisMonth + 1 };
    }
    return { bookingId: booking.id, statusId: booking.statusId, amount: booking.amount, message: messages.payment.success };
  }),

  trpcMutation('booking.payLink', (input, request) => {
    const booking = bookingMockDb.bookings.find((b) => b.id === Number(input.bookingId));
    if (!booking) throw new TrpcMockError('NOT_FOUND', messages.booking.notFound);
    if (booking.customerId !== callerId(request)) throw new TrpcMockError('FORBIDDEN', messages.session.forbidden);
    return payLinkOf(booking, inAppApprovalUrl(booking.id, booking.payment?.id ?? booking.id + 1000, booking.stylistId));
  }),

  trpcQuery('booking.listForCustomer', (input, request) => {
    const customerId = input?.customerId === undefined ? callerId(request) : Number(input.customerId);
    return bookingMockDb.bookings.filter((b) => b.customerId === customerId).sort(newestFirst);
  }),

  trpcQuery('booking.pageForCustomer', (input, request) => {
    const customerId = input?.customerId === undefined ? callerId(request) : Number(input.customerId);
    return mockBookingsPage(bookingMockDb.bookings.filter((b) => b.customerId === customerId).sort(newestFirst), input);
  }),

  trpcQuery('booking.listForStylist', (input, request) => {
    const stylistId = input.stylistId === undefined ? callerId(request) : Number(input.stylistId);
    const dateMs = input.date === undefined ? salonToday() : Number(input.date);
    return bookingMockDb.bookings.filter((b) => b.stylistId === stylistId && sameDay(b.dateMs, dateMs));
  }),

  // The uploaded picture itself, as a data URL, so it shows after saving (and after a reload).
  http.post('*/api/upload-image', async ({ request }) => {
    const file = (await request.formData()).get('imageFile');
    const url = file instanceof File && file.size <= 512 * 1024 ? await toDataUrl(file) : '/images/avatar-placeholder.svg';
    return HttpResponse.json({ errCode: 0, success: true, url, path: url, data: { url, path: url } });
  }),
];
