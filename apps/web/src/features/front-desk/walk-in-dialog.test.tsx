import { formatSalonDate, messages, salonDayKeyToMs } from '@hairsalon/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetMockData } from '../../mocks/data';
import { resetBookingMockData } from '../../mocks/handlers/booking';
import { inputsOf } from '../../mocks/received-inputs';
import { server } from '../../mocks/server';
import { renderWithApi } from '../../test/render-with-api';
import { type FreeSlot, WalkInDialog } from './walk-in-dialog';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetMockData();
  resetBookingMockData([]);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** 11:00 AM on 10 March 2027 at the Sydney location: the day is Sydney's midnight, whatever the desk's own clock. */
const SYDNEY = 'Australia/Sydney';
const slot: FreeSlot = {
  stylistId: 11,
  stylistName: 'Minh Nguyen',
  date: salonDayKeyToMs('2027-03-10', SYDNEY),
  timeType: 'T3',
  label: '11:00 AM',
  timeZone: SYDNEY,
};

describe("The front desk's walk-in dialog", () => {
  it('books a new guest on the clicked slot, sending that stylist, Sydney day and time, and the chosen service', async () => {
    let closed = false;
    renderWithApi(
      <WalkInDialog
        slot={slot}
        onClose={() => {
          closed = true;
        }}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'New booking at the desk' });
    expect(dialog.textContent).toContain(formatSalonDate(slot.date, SYDNEY));
    fireEvent.change(within(dialog).getByLabelText(/Full name/), { target: { value: 'Walk In Guest' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Phone/ }), { target: { value: '917555666' } });
    fireEvent.click(within(dialog).getByRole('combobox', { name: /Services/ }));
    fireEvent.click(await screen.findByRole('option', { name: /Haircut & Styling/, hidden: true }));
    expect(await within(dialog).findByText('Total: $25.00')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book' }));

    expect(await screen.findByText(messages.frontDesk.booked)).toBeTruthy();
    expect(closed).toBe(true);
    expect(inputsOf('booking.createAtDesk')).toEqual([
      {
        source: 'walk-in',
        fullName: 'Walk In Guest',
        phone: '917555666',
        email: '',
        stylistId: 11,
        date: slot.date,
        timeType: 'T3',
        serviceIds: [1],
      },
    ]);
  });

  it('sends a phone booking as such, and nothing when the services are missing', async () => {
    renderWithApi(<WalkInDialog slot={slot} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'New booking at the desk' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Phone' }));
    fireEvent.change(within(dialog).getByLabelText(/Full name/), { target: { value: 'Phone Guest' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Phone/ }), { target: { value: '917555667' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book' }));
    expect(await within(dialog).findByText(messages.booking.serviceRequired)).toBeTruthy();
    expect(inputsOf('booking.createAtDesk')).toEqual([]);

    fireEvent.click(within(dialog).getByRole('combobox', { name: /Services/ }));
    fireEvent.click(await screen.findByRole('option', { name: /Beard Trim/, hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book' }));
    expect(await screen.findByText(messages.frontDesk.booked)).toBeTruthy();
    expect(inputsOf('booking.createAtDesk')).toEqual([expect.objectContaining({ source: 'phone', date: slot.date, serviceIds: [2] })]);
  });
});
