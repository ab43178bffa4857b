import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../features/dashboard/dashboard-page';
import { titleHead } from '../../features/layout/page-title';

export const Route = createFileRoute('/_admin/dashboard')({
  head: titleHead('Dashboard'),
  component: DashboardPage,
});
