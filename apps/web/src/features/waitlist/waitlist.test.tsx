import { messages, SALON_TIME_ZONE, salonDayKey } from '@hairsalon/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { type MockWaitlistEntry, resetBookingMockData } from '../../mocks/handlers/booking';
import { server } from '../../mocks/server';
import { trpcMutation } from '../../mocks/trpc';
import { renderWithApi } from '../../test/render-with-api';
import { JoinWaitlist, WaitlistEntries } from './waitlist';

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

/** 12-11-2026 and 13-11-2026 in salon time (UTC+7). */
const NOV_12 = Date.UTC(2026, 10, 11, 17);
const NOV_13 = NOV_12 + 86_400_000;

function waitlistEntry(id: number, date: number, stylistName: string | null): MockWaitlistEntry {
  return {
    id,
    date,
    day: salonDayKey(date),
    locationId: 1,
    timeZone: SALON_TIME_ZONE,
    stylistId: stylistName ? 11 : null,
    stylistName,
    services: [{ id: 1, name: 'Haircut & Styling', nameVi: 'Cắt & tạo kiểu tóc' }],
    notifiedAt: null,
    createdAt: '2026-11-01T00:00:00.000Z',
  };
}

describe('The booking form on a day the customer already waits for (issue 23)', () => {
  it('says so and offers to leave instead of to join, then offers to join again once left', async () => {
    resetBookingMockData([], [waitlistEntry(5, NOV_12, 'Minh Nguyen')]);
    renderWithApi(<JoinWaitlist stylistId={11} date={NOV_12} serviceIds={[1]} />);
    expect(await screen.findByText(messages.waitlist.alreadyWaiting)).toBeTruthy();
    expect(screen.getByText('Waiting for: Minh Nguyen')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join the waitlist' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Leave the waitlist' }));
    expect(await screen.findByText(messages.waitlist.left)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Join the waitlist' })).toBeTruthy();
    expect(screen.queryByText(messages.waitlist.alreadyWaiting)).toBeNull();
  });

  it('counts a wait for any stylist that day, and not a wait for another day', async () => {
    resetBookingMockData([], [waitlistEntry(6, NOV_13, null)]);
    const { unmount } = renderWithApi(<JoinWaitlist stylistId={11} date={NOV_13} serviceIds={[1]} />);
    expect(await screen.findByText('Waiting for: Any stylist')).toBeTruthy();
    unmount();
    renderWithApi(<JoinWaitlist stylistId={11} date={NOV_12} serviceIds={[1]} />);
    expect(await screen.findByRole('button', { name: 'Join the waitlist' })).toBeTruthy();
  });

  it('shows the new entry with its Leave once the customer joins', async () => {
    resetBookingMockData([], []);
    renderWithApi(<JoinWaitlist stylistId={3} date={NOV_12} serviceIds={[1]} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByRole('button', { name: 'Leave the waitlist' })).toBeTruthy();
    expect(screen.getByText(messages.waitlist.alreadyWaiting)).toBeTruthy();
  });
});

describe('The waitlist on order history', () => {
  it('lists the entries and drops one the customer leaves', async () => {
    resetBookingMockData([], [waitlistEntry(1, NOV_12, 'Minh Nguyen'), waitlistEntry(2, NOV_13, null)]);
    renderWithApi(<WaitlistEntries />);
    const table = await screen.findByRole('table', { name: 'Waitlist' });
    expect(within(table).getByText('Minh Nguyen')).toBeTruthy();
    expect(within(table).getByText('Any stylist')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Leave the waitlist for 12-11-2026' }));
    expect(await screen.findByText(messages.waitlist.left)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Minh Nguyen')).toBeNull());
    expect(screen.getByRole('button', { name: 'Leave the waitlist for 13-11-2026' })).toBeTruthy();
  });

  it('shows each entry as a card with its Leave on a phone, not a table to scroll sideways', async () => {
    const viewport = (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM;
    viewport.setViewport({ width: 390, height: 844 });
    onTestFinished(() => viewport.setViewport({ width: 1024, height: 768 }));
    resetBookingMockData([], [waitlistEntry(1, NOV_12, 'Minh Nguyen'), waitlistEntry(2, NOV_13, null)]);
    renderWithApi(<WaitlistEntries />);
    const list = await screen.findByRole('list', { name: 'Waitlist' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).getByText('Minh Nguyen')).toBeTruthy();
    expect(within(cards[0] as HTMLElement).getByRole('button', { name: 'Leave the waitlist for 12-11-2026' })).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByText('Any stylist')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says so when the customer waits for nothing', async () => {
    renderWithApi(<WaitlistEntries />);
    expect(await screen.findByText(messages.waitlist.empty)).toBeTruthy();
  });
});
