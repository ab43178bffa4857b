import { createFileRoute } from '@tanstack/react-router';
import { ServiceManagement } from '../../features/admin/service-management';
import { titleHead } from '../../features/layout/page-title';

export const Route = createFileRoute('/_admin/service-management')({
  head: titleHead('Service Management'),
  component: ServiceManagement,
});
