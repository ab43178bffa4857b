import { createFileRoute } from '@tanstack/react-router';
import { ServiceManagement } from '../../features/admin/service-management';
import { serviceQueries } from '../../features/catalogue/service-queries';
import { titleHead } from '../../features/layout/page-title';

export const Route = createFileRoute('/_admin/service-management')({
  head: titleHead('Service Management'),
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(serviceQueries.list(trpc)),
  component: ServiceManagement,
});
