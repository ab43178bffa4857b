import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../features/dashboard/dashboard-page';
import { dashboardQueries } from '../../features/dashboard/dashboard-queries';
import { localizedTitleHead } from '../../features/i18n/page-title';

export const Route = createFileRoute('/_admin/dashboard')({
  head: localizedTitleHead((ui) => ui.backOffice.dashboard.title),
  // Started together and not awaited: spec §2 has each card show 'Loading...' while its figure loads.
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(dashboardQueries.totals(trpc));
    void queryClient.prefetchQuery(dashboardQueries.monthlyRevenue(trpc));
    void queryClient.prefetchQuery(dashboardQueries.recentSales(trpc));
  },
  component: DashboardPage,
});
