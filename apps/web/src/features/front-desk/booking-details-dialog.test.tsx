import { salonDayKeyToMs, slotStartMs, timeSlotById } from '@hairsalon/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type MockBooking, resetBookingMockData, sampleBooking } from '../../mocks/handlers/booking';
import { inputsOf } from '../../mocks/received-inputs';
import { server } from '../../mocks/server';
import { renderWithApi } from '../../test/render-with-api';
import { backOfficeEn } from '../i18n/ui.back-office.en';
import { backOfficeVi } from '../i18n/ui.back-office.vi';
import { BookingDetailsDialog, paymentText } from './booking-details-dialog';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const payment = { id: 1, amount: 25, refunded: 0, approvalUrl: null };

describe("The front desk's payment line", () => {
  it("says only 'At salon' for a booking paid at the desk", () => {
    expect(paymentText({ payment: { ...payment, provider: 'at-salon', status: 'due' } }, backOfficeEn)).toBe('At salon');
    expect(paymentText({ payment: { ...payment, provider: 'at-salon', status: 'due' } }, backOfficeVi)).toBe('Tại salon');
  });

  it('names the method and its state for an online payment', () => {
    expect(paymentText({ payment: { ...payment, provider: 'paypal', status: 'captured' } }, backOfficeEn)).toBe('PayPal, captured');
  });

  it('shows a dash when there is no payment', () => {
    expect(paymentText({ payment: null }, backOfficeEn)).toBe('—');
  });
});

/** The same wall-clock booking, 10:00 AM on 10 March 2026, at the Sydney location (UTC+11 then) and at Ho Chi Minh City (UTC+7). */
const sydney = 'Australia/Sydney';
const hoChiMinh = 'Asia/Ho_Chi_Minh';
const at10 = (zone: string) => {
  const dateMs = salonDayKeyToMs('2026-03-10', zone);
  const slot = timeSlotById('T2');
  if (!slot) throw new Error('T2 is a slot');
  return sampleBooking({
    id: zone === sydney ? 71 : 72,
    dateMs,
    day: '2026-03-10',
    timeZone: zone,
    timeType: 'T2',
    startMs: slotStartMs(dateMs, slot, zone),
  });
};

describe("The front desk's no-show button, by the booking's location's clock", () => {
  afterEach(() => vi.useRealTimers());

  const offersNoShow = async (booking: MockBooking) => {
    const { unmount } = renderWithApi(<BookingDetailsDialog booking={booking} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: `Booking #${booking.id}` });
    expect(within(dialog).getByRole('button', { name: 'Cancel booking' })).toBeTruthy();
    const offered = within(dialog).queryByRole('button', { name: 'Mark no-show' }) !== null;
    unmount();
    return offered;
  };

  it.each([
    // Sydney's 10:00 is 23:00 UTC the day before; Ho Chi Minh City's is 03:00 UTC.
    { now: '2026-03-09T12:00:00Z', sydney: false, hoChiMinh: false },
    { now: '2026-03-09T22:30:00Z', sydney: false, hoChiMinh: false },
    { now: '2026-03-09T23:30:00Z', sydney: true, hoChiMinh: false },
    { now: '2026-03-10T03:30:00Z', sydney: true, hoChiMinh: true },
  ])('at $now it is offered for Sydney: $sydney, for Ho Chi Minh City: $hoChiMinh', async (when) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(when.now));
    expect(await offersNoShow(at10(sydney))).toBe(when.sydney);
    expect(await offersNoShow(at10(hoChiMinh))).toBe(when.hoChiMinh);
  });
});

describe('Cancelling at the front desk', () => {
  afterEach(() => resetBookingMockData());

  it('sends nothing until staff confirm, then the booking’s id and nothing else', async () => {
    const booking = sampleBooking({ id: 81 });
    resetBookingMockData([booking]);
    const closed = vi.fn();
    renderWithApi(<BookingDetailsDialog booking={booking} onClose={closed} />);
    const dialog = await screen.findByRole('dialog', { name: 'Booking #81' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    const confirm = within(dialog).getByRole('group', { name: 'Confirm cancel' });
    expect(inputsOf('booking.cancelByStaff')).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel Booking' }));
    await waitFor(() => expect(inputsOf('booking.cancelByStaff')).toEqual([{ bookingId: 81 }]));
  });
});
