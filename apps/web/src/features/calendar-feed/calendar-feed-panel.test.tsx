import { Role } from '@hairsalon/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetMockData } from '../../mocks/data';
import { resetFrontDeskMockData } from '../../mocks/handlers/front-desk';
import { server } from '../../mocks/server';
import { renderWithApi } from '../../test/render-with-api';
import { saveSession } from '../auth/session-storage';
import { backOfficeEn } from '../i18n/ui.back-office.en';
import { CalendarFeedPanel } from './calendar-feed-panel';

const texts = backOfficeEn.calendarFeed;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockData());
afterEach(() => {
  server.resetHandlers();
  resetFrontDeskMockData();
});
afterAll(() => server.close());

describe('The calendar feed panel', () => {
  it('makes a stylist’s private link, then replaces it with a new one after a confirmation', async () => {
    saveSession({ accessToken: 'a', refreshToken: 'r' }, { id: 3, firstName: 'Lan', lastName: 'Tran', roleId: Role.Stylist });
    renderWithApi(<CalendarFeedPanel />);
    expect(await screen.findByText(texts.stylistIntro)).toBeTruthy();
    expect(screen.queryByLabelText(texts.link)).toBeNull();

    fireEvent.click(await screen.findByRole('button', { name: texts.make }));
    expect(await screen.findByText(texts.made)).toBeTruthy();
    expect(screen.queryByText(texts.renewed)).toBeNull();
    const link = (await screen.findByLabelText(texts.link)) as HTMLInputElement;
    expect(link.value).toMatch(/\/calendar\/\d+-x{43}\.ics$/);
    expect(screen.getByRole('button', { name: texts.copy })).toBeTruthy();
    const first = link.value;

    fireEvent.click(screen.getByRole('button', { name: texts.renew }));
    const dialog = await screen.findByRole('dialog', { name: texts.renewTitle });
    expect(within(dialog).getByText(texts.renewText)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: texts.renew }));
    expect(await screen.findByText(texts.renewed)).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText(texts.link) as HTMLInputElement).value).not.toBe(first));
  });

  it('stops sharing: the link goes away after a confirmation', async () => {
    saveSession({ accessToken: 'a', refreshToken: 'r' }, { id: 3, firstName: 'Lan', lastName: 'Tran', roleId: Role.Stylist });
    renderWithApi(<CalendarFeedPanel />);
    fireEvent.click(await screen.findByRole('button', { name: texts.make }));
    await screen.findByLabelText(texts.link);
    fireEvent.click(screen.getByRole('button', { name: texts.revoke }));
    const dialog = await screen.findByRole('dialog', { name: texts.revokeTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.revoke }));
    expect(await screen.findByText(texts.revoked)).toBeTruthy();
    await waitFor(() => expect(screen.queryByLabelText(texts.link)).toBeNull());
    expect(screen.getByRole('button', { name: texts.make })).toBeTruthy();
  });

  it('lets staff choose the whole salon or a stylist, each with a link of its own', async () => {
    saveSession({ accessToken: 'a', refreshToken: 'r' }, { id: 2, firstName: 'Sam', lastName: 'Staff', roleId: Role.Staff });
    renderWithApi(<CalendarFeedPanel chooseOwner />);
    expect(await screen.findByText(texts.staffIntro)).toBeTruthy();
    const whose = (await screen.findByRole('combobox', { name: texts.whose })) as HTMLInputElement;
    expect(whose.value).toBe(texts.wholeSalon);
    fireEvent.click(await screen.findByRole('button', { name: texts.makeFor }));
    const salonLink = ((await screen.findByLabelText(texts.link)) as HTMLInputElement).value;

    fireEvent.click(whose);
    const listbox = await screen.findByRole('listbox', { name: texts.whose, hidden: true });
    fireEvent.click(await within(listbox).findByText('Minh Nguyen'));
    // That stylist has no link yet.
    await waitFor(() => expect(screen.queryByLabelText(texts.link)).toBeNull());
    fireEvent.click(await screen.findByRole('button', { name: texts.makeFor }));
    await waitFor(() => expect((screen.getByLabelText(texts.link) as HTMLInputElement).value).not.toBe(salonLink));
  });

  it('keeps one salon link per location: the admin switching the front desk to another location sees that one’s', async () => {
    saveSession({ accessToken: 'a', refreshToken: 'r' }, { id: 1, firstName: 'Ada', lastName: 'Admin', roleId: Role.Admin });
    function TwoLocations() {
      const [locationId, setLocationId] = useState(1);
      return (
        <>
          <button type="button" onClick={() => setLocationId(2)}>
            Second location
          </button>
          <CalendarFeedPanel chooseOwner locationId={locationId} />
        </>
      );
    }
    renderWithApi(<TwoLocations />);
    fireEvent.click(await screen.findByRole('button', { name: texts.makeFor }));
    const firstLink = ((await screen.findByLabelText(texts.link)) as HTMLInputElement).value;

    fireEvent.click(screen.getByRole('button', { name: 'Second location' }));
    // The second location has no link yet; making one leaves the first location's as it was.
    await waitFor(() => expect(screen.queryByLabelText(texts.link)).toBeNull());
    fireEvent.click(await screen.findByRole('button', { name: texts.makeFor }));
    await waitFor(() => expect((screen.getByLabelText(texts.link) as HTMLInputElement).value).not.toBe(firstLink));
  });
});
