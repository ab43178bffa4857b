import { Role } from '@hairsalon/shared';
import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '../../app';
import { createApp } from '../../router';
import { createFakeApi, type FakeHandler } from '../../test/fake-api';
import { saveSession } from '../auth/session-storage';

/** A single salon's reads for the time-off page: one location, no stylists, no time off. */
const singleSalon: Record<string, FakeHandler> = {
  'location.list': () => ({
    data: [{ id: 1, name: 'Salon Mai', address: '', addressVi: null, phone: '', timeZone: 'Asia/Ho_Chi_Minh' }],
  }),
  'stylist.list': () => ({ data: [] }),
  'timeOff.list': () => ({ data: [] }),
};

describe('the admin’s sidebar (docs/decisions/027)', () => {
  it('takes a single salon’s owner to the front desk, schedules and time off, inside the admin’s area', async () => {
    saveSession({ accessToken: 'access-1', refreshToken: 'refresh-1' }, { id: 7, firstName: 'Mai', lastName: 'Vo', roleId: Role.Admin });
    const api = createFakeApi(singleSalon);
    const app = createApp({
      apiUrl: 'http://localhost/trpc',
      fetch: api.fetch,
      history: createMemoryHistory({ initialEntries: ['/time-off'] }),
    });
    render(<App app={app} />);
    expect(await screen.findByRole('heading', { name: 'Time Off', level: 1 })).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/time-off');
    const sidebar = screen.getByTestId('admin-sidebar');
    for (const [name, href] of [
      ['Dashboard', '/dashboard'],
      ['Schedule', '/schedule-management'],
      ['Calendar', '/front-desk'],
      ['Time off', '/time-off'],
    ])
      expect(within(sidebar).getByRole('link', { name }).getAttribute('href')).toBe(href);
    // The staff bookings list stays a chain's admin's (docs/decisions/021).
    expect(within(sidebar).queryByRole('link', { name: 'Booking' })).toBeNull();
  });
});
