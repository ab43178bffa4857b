import { BookingStatus, messages } from '@hairsalon/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookingMockDb, resetBookingMockData, sampleBooking } from '../../mocks/handlers/booking';
import { feedbackSalaryMockDb, resetFeedbackSalaryMockData } from '../../mocks/handlers/feedback-salary';
import { server } from '../../mocks/server';
import { renderWithApi } from '../../test/render-with-api';
import { OrderHistory } from '../booking/order-history';
import { FEEDBACK_SENT } from './feedback-cell';
import { FEEDBACK_DIALOG_TITLE, FeedbackDialog } from './feedback-dialog';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetBookingMockData();
  resetFeedbackSalaryMockData();
});
afterAll(() => server.close());

const DAY_MS = 24 * 60 * 60 * 1000;

/** A completed booking (two services, the beard trim already reviewed), a confirmed, a pending and a cancelled one. */
function seedBookings() {
  const completed = sampleBooking({ id: 601, statusId: BookingStatus.Completed, dateMs: Date.now() - 5 * DAY_MS });
  completed.services = [
    { id: 1, name: 'Haircut & Styling', nameVi: null, price: 25, priceCents: 2500, feedbackGiven: false },
    { id: 2, name: 'Beard Trim & Shape', nameVi: null, price: 12, priceCents: 1200, feedbackGiven: true },
  ];
  resetBookingMockData([
    completed,
    sampleBooking({ id: 602, statusId: BookingStatus.Confirmed }),
    sampleBooking({ id: 603, statusId: BookingStatus.Pending }),
    sampleBooking({ id: 604, statusId: BookingStatus.Cancelled }),
  ]);
}

/** Mantine's Rating sets its value from the star's label (the radio itself only previews on change). */
function pickStars(dialog: HTMLElement, stars: number) {
  const radio = within(dialog).getByRole('radio', { name: `${stars} stars` });
  const label = dialog.querySelector(`label[for="${radio.id}"]`);
  if (!label) throw new Error('star label missing');
  fireEvent.click(label);
}

const rowsOf = (bookingId: number) => document.querySelectorAll<HTMLElement>(`tr[data-booking-id="${bookingId}"]`);

describe('Order history Feedback column', () => {
  it('offers Feedback only on service lines of completed bookings without feedback', async () => {
    seedBookings();
    renderWithApi(<OrderHistory />);
    await screen.findAllByText('Haircut & Styling');
    expect(screen.getAllByRole('button', { name: 'Feedback' })).toHaveLength(1);
    const [haircut, beard] = Array.from(rowsOf(601));
    if (!haircut || !beard) throw new Error('rows missing');
    expect(within(haircut).getByRole('button', { name: 'Feedback' })).toBeTruthy();
    expect(within(beard).queryByRole('button', { name: 'Feedback' })).toBeNull();
    expect(within(beard).getByText(FEEDBACK_SENT)).toBeTruthy();
    for (const id of [602, 603, 604]) {
      for (const row of Array.from(rowsOf(id))) {
        expect(within(row).queryByRole('button', { name: 'Feedback' })).toBeNull();
        expect(within(row).queryByText(FEEDBACK_SENT)).toBeNull();
      }
    }
  });

  it('sends the rating and comment, toasts the server message and then shows Feedback sent', async () => {
    seedBookings();
    renderWithApi(<OrderHistory />);
    fireEvent.click(await screen.findByRole('button', { name: 'Feedback' }));
    const dialog = await screen.findByRole('dialog', { name: FEEDBACK_DIALOG_TITLE });
    expect(within(dialog).getByText('Haircut & Styling')).toBeTruthy();
    pickStars(dialog, 4);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Comment/ }), { target: { value: 'Neat fade, friendly chat.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(messages.feedback.created)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: FEEDBACK_DIALOG_TITLE })).toBeNull());
    const haircut = rowsOf(601)[0];
    if (!haircut) throw new Error('row missing');
    await waitFor(() => expect(within(haircut).getByText(FEEDBACK_SENT)).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Feedback' })).toBeNull();
    expect(feedbackSalaryMockDb.feedback).toMatchObject([
      { bookingId: 601, serviceId: 1, rating: 4, comment: 'Neat fade, friendly chat.' },
    ]);
  });
});

describe('FeedbackDialog', () => {
  const target = { bookingId: 601, serviceId: 1, serviceName: 'Haircut & Styling' };

  it('shows the spec messages for a missing rating, a missing comment and a short comment', async () => {
    seedBookings();
    renderWithApi(<FeedbackDialog target={target} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: FEEDBACK_DIALOG_TITLE });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText(messages.feedback.ratingRequired)).toBeTruthy();
    expect(within(dialog).getByText(messages.feedback.commentRequired)).toBeTruthy();

    pickStars(dialog, 5);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Comment/ }), { target: { value: 'Nice' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText(messages.feedback.commentMin)).toBeTruthy();
    expect(within(dialog).queryByText(messages.feedback.ratingRequired)).toBeNull();
    expect(feedbackSalaryMockDb.feedback).toHaveLength(0);
  });

  it('toasts the refusal when the service already has feedback and closes', async () => {
    seedBookings();
    const line = bookingMockDb.bookings[0]?.services[0];
    if (line) line.feedbackGiven = true;
    let closed = false;
    renderWithApi(
      <FeedbackDialog
        target={target}
        onClose={() => {
          closed = true;
        }}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: FEEDBACK_DIALOG_TITLE });
    pickStars(dialog, 3);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Comment/ }), { target: { value: 'Second opinion' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(messages.feedback.duplicate)).toBeTruthy();
    await waitFor(() => expect(closed).toBe(true));
  });
});
