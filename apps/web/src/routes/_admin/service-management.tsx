import { createFileRoute } from '@tanstack/react-router';
import { localizedTitleHead } from '../../features/i18n/page-title';
import { ServiceManagement } from '../../features/service/service-management';
import { serviceQueries } from '../../features/service/service-queries';

export const Route = createFileRoute('/_admin/service-management')({
  head: localizedTitleHead((ui) => ui.backOffice.services.title),
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(serviceQueries.list(trpc)),
  component: ServiceManagement,
});
