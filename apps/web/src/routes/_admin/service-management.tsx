import { createFileRoute } from '@tanstack/react-router';
import { ServiceManagement } from '../../features/admin/service-management';
import { serviceQueries } from '../../features/catalogue/service-queries';
import { localizedTitleHead } from '../../features/i18n/page-title';

export const Route = createFileRoute('/_admin/service-management')({
  head: localizedTitleHead((ui) => ui.backOffice.services.title),
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(serviceQueries.list(trpc)),
  component: ServiceManagement,
});
