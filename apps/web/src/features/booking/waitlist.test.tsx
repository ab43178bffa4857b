import { messages } from '@hairsalon/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetBookingMockData } from '../../mocks/handlers/booking';
import { server } from '../../mocks/server';
import { trpcMutation } from '../../mocks/trpc';
import { renderWithApi } from '../../test/render-with-api';
import { JoinWaitlist } from './waitlist';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetBookingMockData();
});
afterAll(() => server.close());

/** Records what the form sends to waitlist.join. */
function recordJoins() {
  const sent: unknown[] = [];
  server.use(
    trpcMutation('waitlist.join', (input) => {
      sent.push(input);
      return { id: 1, message: messages.waitlist.joined };
    }),
  );
  return sent;
}

describe('Joining the waitlist from a full day', () => {
  it('waits for the chosen stylist by default', async () => {
    const sent = recordJoins();
    renderWithApi(<JoinWaitlist stylistId={3} date={1_800_000_000_000} serviceIds={[1, 2]} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Join the waitlist' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ stylistId: 3, date: 1_800_000_000_000, serviceIds: [1, 2] });
    expect((await screen.findByRole('button', { name: 'On the waitlist' })).hasAttribute('disabled')).toBe(true);
  });

  it('waits for any stylist when the customer ticks it', async () => {
    const sent = recordJoins();
    renderWithApi(<JoinWaitlist stylistId={3} date={1_800_000_000_000} serviceIds={[1]} />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Any stylist' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Join the waitlist' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ date: 1_800_000_000_000, serviceIds: [1] });
  });
});
