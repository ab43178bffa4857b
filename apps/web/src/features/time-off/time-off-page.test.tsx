import { addSalonDays, formatSalonDate, messages, salonToday } from '@hairsalon/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetMockData } from '../../mocks/data';
import { resetFrontDeskMockData } from '../../mocks/handlers/front-desk';
import { inputsOf } from '../../mocks/received-inputs';
import { server } from '../../mocks/server';
import { renderWithApi } from '../../test/render-with-api';
import { setLanguage } from '../i18n/language-store';
import { TimeOffPage } from './time-off-page';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockData());
afterEach(() => {
  server.resetHandlers();
  resetFrontDeskMockData();
});
afterAll(() => server.close());

describe('The time-off page', () => {
  it('lists the planned time off and drops an entry staff remove', async () => {
    // One afternoon off tomorrow for the fourth stylist.
    resetFrontDeskMockData(true);
    renderWithApi(<TimeOffPage />);
    const entry = await screen.findByTestId('time-off-entry');
    expect(within(entry).getByText('Training')).toBeTruthy();

    fireEvent.click(within(entry).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(messages.timeOff.removed)).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('time-off-entry')).toBeNull());
    expect(screen.getByText('No time off planned.')).toBeTruthy();
  });

  it("shows hours in the reader's clock: 1:00 PM in English, 13:00 in Vietnamese", async () => {
    resetFrontDeskMockData(true);
    const tomorrow = formatSalonDate(addSalonDays(salonToday(), 1));
    const view = renderWithApi(<TimeOffPage />);
    const entry = await screen.findByTestId('time-off-entry');
    expect(entry.textContent).toContain(`${tomorrow} 1:00 PM – ${tomorrow} 6:00 PM`);
    view.unmount();

    setLanguage('vi');
    try {
      renderWithApi(<TimeOffPage />);
      const vi = await screen.findByTestId('time-off-entry');
      expect(vi.textContent).toContain(`${tomorrow} 13:00 – ${tomorrow} 18:00`);
    } finally {
      setLanguage('en');
    }
  });

  it('saves time off for the chosen stylist, sending its id as a number', async () => {
    renderWithApi(<TimeOffPage />);
    const stylists = await screen.findByRole('combobox', { name: 'Stylist' });
    fireEvent.click(stylists);
    fireEvent.click(await within(await screen.findByRole('listbox', { name: 'Stylist', hidden: true })).findByText('Lan Tran'));
    fireEvent.click(screen.getByRole('button', { name: 'Save time off' }));
    expect(await screen.findByText(messages.timeOff.saved(0))).toBeTruthy();
    // Whole days from the salon's today (its midnight in the salon's zone, whatever the browser's), for Lan Tran (id 12).
    expect(inputsOf('timeOff.create')).toEqual([expect.objectContaining({ stylistId: 12, startDay: salonToday(), endDay: salonToday() })]);
  });
});
