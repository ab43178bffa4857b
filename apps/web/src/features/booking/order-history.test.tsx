import { BookingStatus, CUSTOMER_BOOKINGS_PAGE_SIZE, messages, salonDayFromParts, slotStartMs, TIME_SLOTS } from '@hairsalon/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookingMockDb, resetBookingMockData, sampleBooking } from '../../mocks/handlers/booking';
import { server } from '../../mocks/server';
import { renderWithApi } from '../../test/render-with-api';
import { OrderHistory } from './order-history';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetBookingMockData();
});
afterAll(() => server.close());

/** `count` completed bookings, newest first, with ids 1000, 999, … */
function seedBookings(count: number) {
  resetBookingMockData(Array.from({ length: count }, (_, i) => sampleBooking({ id: 1000 - i, statusId: BookingStatus.Completed })));
}

/** The bookings the table shows, in order (a booking of several services spans several rows). */
const shownIds = () => [
  ...new Set(Array.from(document.querySelectorAll('tr[data-booking-id]'), (row) => row.getAttribute('data-booking-id'))),
];

describe('Order history paging', () => {
  it('shows the newest page first and adds the next page below on "Load more" until every booking shows', async () => {
    seedBookings(23);
    renderWithApi(<OrderHistory />);
    await waitFor(() => expect(shownIds()).toHaveLength(CUSTOMER_BOOKINGS_PAGE_SIZE));
    expect(shownIds()[0]).toBe('1000');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(shownIds()).toHaveLength(2 * CUSTOMER_BOOKINGS_PAGE_SIZE));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(shownIds()).toHaveLength(23));

    expect(shownIds()).toEqual(Array.from({ length: 23 }, (_, i) => String(1000 - i)));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('offers no "Load more" when one page holds every booking', async () => {
    seedBookings(CUSTOMER_BOOKINGS_PAGE_SIZE);
    renderWithApi(<OrderHistory />);
    await waitFor(() => expect(shownIds()).toHaveLength(CUSTOMER_BOOKINGS_PAGE_SIZE));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});

describe('Order history: a booking waiting for payment', () => {
  const approvalUrl = 'http://localhost/paypal/checkoutnow?token=ORDER-1001';
  const pending = (id: number, holdMs: number) =>
    sampleBooking({
      id,
      statusId: BookingStatus.Pending,
      holdExpiresAt: new Date(Date.now() + holdMs).toISOString(),
      payment: { id: id + 1000, provider: 'paypal', status: 'created', amount: 37, refunded: 0, approvalUrl },
    });
  const rowOf = (id: number) => document.querySelector(`tr[data-booking-id="${id}"]`) as HTMLElement;

  it('says it waits for payment with the time left, and "Pay now" takes the customer to its payment', async () => {
    resetBookingMockData([pending(1001, 12 * 60_000 - 5_000), sampleBooking({ id: 1000, statusId: BookingStatus.Confirmed })]);
    const leaveFor = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    renderWithApi(<OrderHistory />);
    await waitFor(() => expect(shownIds()).toEqual(['1001', '1000']));
    const row = within(rowOf(1001));
    expect(row.getByText('Waiting for payment: 12 minutes left')).toBeTruthy();
    // The confirmed booking has nothing to pay.
    expect(within(rowOf(1000)).queryByRole('link', { name: 'Pay now' })).toBeNull();

    fireEvent.click(row.getByRole('link', { name: 'Pay now' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(approvalUrl));
  });

  it('offers no "Pay now" once the hold ran out, and says why when it ran out while the page was open', async () => {
    resetBookingMockData([pending(1002, -60_000), pending(1001, 60_000)]);
    renderWithApi(<OrderHistory />);
    await waitFor(() => expect(shownIds()).toEqual(['1002', '1001']));
    expect(within(rowOf(1002)).queryByRole('link', { name: 'Pay now' })).toBeNull();
    expect(within(rowOf(1002)).queryByText(/Waiting for payment/)).toBeNull();
    expect(within(rowOf(1001)).getByText('Waiting for payment: 1 minute left')).toBeTruthy();

    // The hold of 1001 ends on the server before the customer presses.
    const open = bookingMockDb.bookings.find((b) => b.id === 1001);
    if (open) open.holdExpiresAt = new Date(Date.now() - 1_000).toISOString();
    fireEvent.click(within(rowOf(1001)).getByRole('link', { name: 'Pay now' }));
    expect(await screen.findByText(messages.payment.expired)).toBeTruthy();
  });
});

describe('Order history of a chain (issue 24)', () => {
  /** A booking at 9:00 on a day of Sydney's calendar, as the API answers it in a chain. */
  function sydneyBooking(id: number, month: number, day: number) {
    const dateMs = salonDayFromParts(2026, month, day, 'Australia/Sydney');
    return sampleBooking({
      id,
      dateMs,
      date: String(dateMs),
      timeType: 'T1',
      timeTypeDataBooking: { valueEn: TIME_SLOTS[0].valueEn, valueVi: TIME_SLOTS[0].valueVi },
      startMs: slotStartMs(dateMs, TIME_SLOTS[0], 'Australia/Sydney'),
      locationId: 2,
      timeZone: 'Australia/Sydney',
      zoneNamed: true,
    });
  }

  it('shows each booking on its location’s calendar and clock, the zone named, across both 2026 clock changes', async () => {
    resetBookingMockData([sydneyBooking(1, 4, 4), sydneyBooking(2, 4, 5), sydneyBooking(3, 10, 3), sydneyBooking(4, 10, 4)]);
    renderWithApi(<OrderHistory />);
    await waitFor(() => expect(shownIds()).toHaveLength(4));
    const dayOf = (id: number) => document.querySelector(`tr[data-booking-id="${id}"]`)?.textContent ?? '';
    expect(dayOf(1)).toContain('04-04-2026 9:00 AM (AEDT)');
    expect(dayOf(2)).toContain('05-04-2026 9:00 AM (AEST)');
    expect(dayOf(3)).toContain('03-10-2026 9:00 AM (AEST)');
    expect(dayOf(4)).toContain('04-10-2026 9:00 AM (AEDT)');
  });
});
