import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../features/layout/page-placeholder';
import { titleHead } from '../../features/layout/page-title';

export const Route = createFileRoute('/_admin/service-management')({
  head: titleHead('Service Management'),
  component: ServiceManagementPage,
});

function ServiceManagementPage() {
  return <PagePlaceholder title="Service Management" />;
}
