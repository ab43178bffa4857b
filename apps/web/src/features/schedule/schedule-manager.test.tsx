import { messages, salonToday } from '@hairsalon/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetMockData } from '../../mocks/data';
import { inputsOf } from '../../mocks/received-inputs';
import { server } from '../../mocks/server';
import { renderWithApi } from '../../test/render-with-api';
import { ScheduleManager } from './schedule-manager';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockData());
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

const LAN_TRAN = 12;

describe('Create Schedule', () => {
  it('creates the chosen slots for the chosen stylist, sending its id as a number', async () => {
    renderWithApi(<ScheduleManager />);
    fireEvent.click(await screen.findByRole('button', { name: 'Create Schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Schedule' });

    // The stylist is a Select: its value is the id as text, which the schema takes as a number only.
    const stylist = within(dialog).getByRole('combobox', { name: 'Stylist' });
    fireEvent.click(stylist);
    // The page's viewer has a Stylist list too: this one is the list the dialog's select controls.
    const list = await waitFor(() => {
      const element = document.getElementById(stylist.getAttribute('aria-controls') ?? '');
      if (!element) throw new Error('the stylist list is not open');
      return element;
    });
    fireEvent.click(await within(list).findByText('Lan Tran'));
    fireEvent.click(within(dialog).getByRole('button', { name: /Date/ }));
    const days = await screen.findAllByRole('button', { name: /\d{1,2} \w+ \d{4}/ });
    const day = days.find((d) => !(d as HTMLButtonElement).disabled && d.getAttribute('data-disabled') !== 'true');
    if (!day) throw new Error('no selectable day in the calendar');
    fireEvent.click(day);
    fireEvent.click(within(dialog).getAllByRole('checkbox')[0] as HTMLElement);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(messages.schedule.created(1, 0))).toBeTruthy();
    expect(screen.queryByText(messages.schedule.selectionRequired)).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Schedule' })).toBeNull());
    // The first day the calendar offers is the salon's today: sent as its midnight in the salon's zone.
    expect(inputsOf('schedule.create')).toEqual([{ stylistId: LAN_TRAN, date: salonToday(), timeTypes: ['T1'] }]);
  });
});
