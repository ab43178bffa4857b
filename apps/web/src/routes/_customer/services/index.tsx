import { createFileRoute } from '@tanstack/react-router';
import { ServiceGrid } from '../../../features/catalogue/service-grid';
import { serviceQueries } from '../../../features/catalogue/service-queries';
import { localizedTitleHead } from '../../../features/i18n/page-title';

export const Route = createFileRoute('/_customer/services/')({
  head: localizedTitleHead((ui) => ui.services.title),
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(serviceQueries.list(trpc)),
  component: ServiceGrid,
});
