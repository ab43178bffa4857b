import { MONTH_LABELS } from '@hairsalon/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { backOfficeMockDb, resetBackOfficeMockData, sampleDashboardTotals } from '../../mocks/handlers/back-office';
import { server } from '../../mocks/server';
import { trpcQuery } from '../../mocks/trpc';
import { renderWithApi } from '../../test/render-with-api';
import { DashboardPage } from './dashboard-page';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetBackOfficeMockData();
});
afterAll(() => server.close());

const CARD_IDS = ['total-revenue-value', 'subscriptions-value', 'booking-value', 'feedback-value'];

describe('DashboardPage', () => {
  it('shows Loading... in each card, then the four totals from the API', async () => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      trpcQuery('dashboard.totals', async () => {
        await answered;
        return backOfficeMockDb.totals;
      }),
    );
    renderWithApi(<DashboardPage />);
    expect(await screen.findByRole('tab', { name: 'Overview' })).toBeTruthy();
    expect(CARD_IDS.map((id) => screen.getByTestId(id).textContent)).toEqual(CARD_IDS.map(() => 'Loading...'));
    release();

    await waitFor(() => expect(screen.getByTestId('total-revenue-value').textContent).toBe('$15231.89'));
    expect(screen.getByTestId('subscriptions-value').textContent).toBe(String(sampleDashboardTotals.totalUsers));
    expect(screen.getByTestId('booking-value').textContent).toBe(String(sampleDashboardTotals.totalBookings));
    expect(screen.getByTestId('feedback-value').textContent).toBe(String(sampleDashboardTotals.totalFeedback));
    for (const title of ['Total Revenue', 'Subscriptions', 'Booking', 'Feedback']) expect(screen.getByText(title)).toBeTruthy();
  });

  it('starts the totals, monthly revenue and recent sales calls together', async () => {
    const started: string[] = [];
    server.events.on('request:start', ({ request }) => {
      started.push(new URL(request.url).pathname.replace(/^.*\/trpc\//, ''));
    });
    renderWithApi(<DashboardPage />);
    await screen.findByText('23 sales this month');
    server.events.removeAllListeners();
    // The go-live checklist (issue 25) starts beside them; the three figures' calls start together, before any waits.
    expect(
      started
        .filter((path) => path.startsWith('dashboard.'))
        .slice(0, 3)
        .sort(),
    ).toEqual(['dashboard.monthlyRevenue', 'dashboard.recentSales', 'dashboard.totals']);
    // The four cards share one totals read.
    expect(started.filter((p) => p === 'dashboard.totals')).toHaveLength(1);
  });

  it('charts the twelve months Jan to Dec', async () => {
    // happy-dom lays nothing out; give the chart's container a size so recharts draws its axis.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ width: 900, height: 340 }));
    const { container } = renderWithApi(<DashboardPage />);
    await waitFor(() => expect(container.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(12));
    const ticks = [...container.querySelectorAll('.recharts-cartesian-axis-tick-value')].map((t) => t.textContent ?? '');
    expect(ticks.filter((t) => /^[A-Z][a-z]{2}$/.test(t))).toEqual([...MONTH_LABELS]);
    // The same numbers for screen readers.
    const table = await screen.findByRole('table', { name: 'Monthly revenue' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual([...MONTH_LABELS]);
    expect(within(rows[2] as HTMLElement).getByText('$5911.39')).toBeTruthy();
    expect(within(rows[11] as HTMLElement).getByText('$0.00')).toBeTruthy();
    expect(screen.queryByText(/No revenue recorded/)).toBeNull();
  });

  it('lists the five recent sales with name, email and amount, and the month count', async () => {
    renderWithApi(<DashboardPage />);
    expect(await screen.findByText('23 sales this month')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Recent sales' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]?.textContent).toContain('Olivia Martin');
    expect(items[0]?.textContent).toContain('olivia.martin@email.com');
    expect(items[0]?.textContent).toContain('+$60.00');
  });

  it('reads well with no data: zero totals, an empty chart note and no sales', async () => {
    backOfficeMockDb.totals = { totalUsers: 0, totalRevenue: 0, totalBookings: 0, totalFeedback: 0 };
    backOfficeMockDb.monthly = MONTH_LABELS.map((month) => ({ month, total: 0 }));
    backOfficeMockDb.recentSales = { sales: [], salesThisMonth: 0 };
    renderWithApi(<DashboardPage />);
    expect(await screen.findByText('0 sales this month')).toBeTruthy();
    expect(screen.getByText(/No sales yet/)).toBeTruthy();
    expect(await screen.findByText(/No revenue recorded this year yet/)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('total-revenue-value').textContent).toBe('$0.00'));
    expect(screen.getByTestId('booking-value').textContent).toBe('0');
  });
});
