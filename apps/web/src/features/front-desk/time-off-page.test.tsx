import { messages } from '@hairsalon/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetMockData } from '../../mocks/data';
import { resetFrontDeskMockData } from '../../mocks/handlers/front-desk';
import { server } from '../../mocks/server';
import { renderWithApi } from '../../test/render-with-api';
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
});
