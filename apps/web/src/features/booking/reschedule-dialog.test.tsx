import { messages } from '@hairsalon/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookingMockDb, resetBookingMockData, sampleBooking } from '../../mocks/handlers/booking';
import { inputsOf } from '../../mocks/received-inputs';
import { server } from '../../mocks/server';
import { type ProcedureOutput, TrpcMockError, trpcMutation, trpcQuery } from '../../mocks/trpc';
import { renderWithApi } from '../../test/render-with-api';
import { OrderHistory } from './order-history';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetBookingMockData();
});
afterAll(() => server.close());

/** Opens the dialog of the customer's one booking (9:00 AM in three days) and waits for its free starts. */
async function openReschedule() {
  resetBookingMockData([sampleBooking({ timeType: 'T2' })]);
  renderWithApi(<OrderHistory />);
  fireEvent.click(await screen.findByRole('button', { name: 'Reschedule' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reschedule Booking' });
  return within(dialog).findByRole('group', { name: 'New time' });
}

describe('Rescheduling a booking from order history', () => {
  it('moves the booking to the chosen start, closes the dialog and shows the new time', async () => {
    const times = await openReschedule();
    fireEvent.click(within(times).getByRole('button', { name: '2:00 PM' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move Booking' }));

    expect(await screen.findByText(messages.booking.rescheduled)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reschedule Booking' })).toBeNull());
    // The order history reads the booking again: it now shows the new start.
    expect((await screen.findAllByText(/2:00 PM/)).length).toBeGreaterThan(0);
    expect(bookingMockDb.bookings[0]?.timeTypeDataBooking.valueEn).toBe('2:00 PM');
    // What was sent: the same booking, stylist and salon day (its midnight in the salon's zone), at 2:00 PM.
    const booked = sampleBooking({ timeType: 'T2' });
    expect(inputsOf('booking.reschedule')).toEqual([
      { bookingId: booked.id, stylistId: booked.stylistId, date: booked.dateMs, timeType: 'T5' },
    ]);
  });

  it('reads the free starts again when the chosen one was taken meanwhile, and stays open', async () => {
    let optionReads = 0;
    server.use(
      trpcQuery('booking.rescheduleOptions', () => {
        optionReads += 1;
        const starts: ProcedureOutput<'booking.rescheduleOptions'>['starts'] = optionReads === 1 ? ['T2', 'T7'] : ['T2', 'T8'];
        return { starts };
      }),
      trpcMutation('booking.reschedule', () => {
        throw new TrpcMockError('CONFLICT', messages.booking.slotTaken);
      }),
    );
    const times = await openReschedule();
    fireEvent.click(within(times).getByRole('button', { name: '4:00 PM' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move Booking' }));

    expect(await screen.findByText(messages.booking.slotTaken)).toBeTruthy();
    const dialog = screen.getByRole('dialog', { name: 'Reschedule Booking' });
    expect(await within(dialog).findByRole('button', { name: '5:00 PM' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: '4:00 PM' })).toBeNull();
  });
});
