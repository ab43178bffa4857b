import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../features/dashboard/dashboard-page';
import { dashboardQueries } from '../../features/dashboard/dashboard-queries';
import { localizedTitleHead } from '../../features/i18n/page-title';
import { loadOfficeScope } from '../../features/location/use-office-location';

export const Route = createFileRoute('/_admin/dashboard')({
  head: localizedTitleHead((ui) => ui.backOffice.dashboard.title),
  // Started together and not awaited: spec §2 has each card show 'Loading...' while its figure loads. The location
  // the admin last chose (or the chain) comes first: the open locations are one cached read.
  loader: async ({ context: { queryClient, trpc } }) => {
    const { input } = await loadOfficeScope(queryClient, trpc, { chain: true });
    void queryClient.prefetchQuery(dashboardQueries.totals(trpc, input));
    void queryClient.prefetchQuery(dashboardQueries.monthlyRevenue(trpc, input));
    void queryClient.prefetchQuery(dashboardQueries.recentSales(trpc, input));
  },
  component: DashboardPage,
});
