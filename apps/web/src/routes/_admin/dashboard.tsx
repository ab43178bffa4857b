import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../features/layout/page-placeholder';
import { titleHead } from '../../features/layout/page-title';

export const Route = createFileRoute('/_admin/dashboard')({
  head: titleHead('Dashboard'),
  component: DashboardPage,
});

function DashboardPage() {
  return <PagePlaceholder title="Dashboard" />;
}
