import { BookingStatus, formatSalonDate, messages, salonToday } from '@hairsalon/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetMockData } from '../../mocks/data';
import { resetBookingMockData, sampleBooking } from '../../mocks/handlers/booking';
import { server } from '../../mocks/server';
import { renderWithApi } from '../../test/render-with-api';
import { ShiftBookings } from './shift-bookings';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Noon at the salon: the day's 10:00 AM booking has started, its 3:00 PM one has not.
beforeEach(() => {
  resetMockData();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T05:00:00Z'));
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

describe('ShiftBookings', () => {
  it("completes a confirmed booking after the 'Complete Booking' dialog and reloads the day", async () => {
    resetBookingMockData([sampleBooking({ id: 61, dateMs: salonToday(), statusId: BookingStatus.Confirmed })]);
    renderWithApi(<ShiftBookings />);
    expect(await screen.findByText(`Bookings for ${formatSalonDate(salonToday())}`)).toBeTruthy();
    const row = (await screen.findByText('customer@hairsalon.local')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Complete' }));

    const dialog = await screen.findByRole('dialog', { name: 'Complete Booking' });
    expect(within(dialog).getByText('Are you sure you want to complete this booking?')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete' }));

    expect(await screen.findByText(messages.booking.completed)).toBeTruthy();
    await waitFor(() => expect(within(row).getByText('Complete')).toBeTruthy());
    expect(within(row).queryByRole('button', { name: 'Complete' })).toBeNull();
  });

  it('offers Complete only from the booking’s start, saying from when', async () => {
    resetBookingMockData([sampleBooking({ id: 64, dateMs: salonToday(), timeType: 'T6', statusId: BookingStatus.Confirmed })]);
    renderWithApi(<ShiftBookings />);
    const button = await screen.findByRole('button', { name: 'Complete' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(within(button.closest('td') as HTMLElement).getByText('Can be completed from 3:00 PM')).toBeTruthy();
    expect(button.getAttribute('aria-describedby')).toBe(screen.getByText('Can be completed from 3:00 PM').id);
    fireEvent.click(button);
    expect(screen.queryByRole('dialog', { name: 'Complete Booking' })).toBeNull();
  });

  it('closes the dialog on Cancel without completing', async () => {
    resetBookingMockData([sampleBooking({ id: 62, dateMs: salonToday(), statusId: BookingStatus.Confirmed })]);
    renderWithApi(<ShiftBookings />);
    fireEvent.click(await screen.findByRole('button', { name: 'Complete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete Booking' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Complete Booking' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Complete' })).toBeTruthy();
  });

  it('offers no Complete action on pending bookings and says when the day is empty', async () => {
    resetBookingMockData([sampleBooking({ id: 63, dateMs: salonToday(), statusId: BookingStatus.Pending })]);
    const { unmount } = renderWithApi(<ShiftBookings />);
    expect(await screen.findByText('Pending')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Complete' })).toBeNull();
    unmount();
    resetBookingMockData([]);
    renderWithApi(<ShiftBookings />);
    expect(await screen.findByText(messages.booking.noneForDate)).toBeTruthy();
  });
});
