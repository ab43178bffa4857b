import { createFileRoute } from '@tanstack/react-router';
import { localizedTitleHead } from '../../../features/i18n/page-title';
import { ServiceGrid } from '../../../features/service/service-grid';
import { serviceQueries } from '../../../features/service/service-queries';

export const Route = createFileRoute('/_customer/services/')({
  head: localizedTitleHead((ui) => ui.services.title),
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(serviceQueries.list(trpc)),
  component: ServiceGrid,
});
