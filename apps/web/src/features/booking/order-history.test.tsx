import { BookingStatus, CUSTOMER_BOOKINGS_PAGE_SIZE } from '@hairsalon/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetBookingMockData, sampleBooking } from '../../mocks/handlers/booking';
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
