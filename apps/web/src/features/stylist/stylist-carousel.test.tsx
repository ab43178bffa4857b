import { screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockDb, resetMockData } from '../../mocks/data';
import { server } from '../../mocks/server';
import { renderWithApi } from '../../test/render-with-api';
import { rememberLocation } from '../location/customer-location';
import { StylistCarousel } from './stylist-carousel';

/** Issue 24: the landing page's stylists are the chosen location's. */
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetMockData();
  localStorage.clear();
});
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

function addSydneyStylist() {
  const first = mockDb.stylists[0];
  if (!first) throw new Error('no mock stylist');
  mockDb.stylists.push({ ...first, id: 990, firstName: 'Olivia', lastName: 'Smith', locationId: 2 });
  return `${first.firstName} ${first.lastName}`;
}

describe('the landing page’s stylists in a chain', () => {
  it('are the location chosen last, named above them', async () => {
    const hcmcStylist = addSydneyStylist();
    rememberLocation(2);
    renderWithApi(<StylistCarousel />);
    expect(await screen.findByText('Olivia Smith')).toBeTruthy();
    expect(screen.queryByText(hcmcStylist)).toBeNull();
    expect(screen.getByTestId('stylists-location').textContent).toBe('HairSalon Sydney');
  });

  it('are the first location’s when none was chosen', async () => {
    const hcmcStylist = addSydneyStylist();
    renderWithApi(<StylistCarousel />);
    expect(await screen.findByText(hcmcStylist)).toBeTruthy();
    expect(screen.queryByText('Olivia Smith')).toBeNull();
  });
});
