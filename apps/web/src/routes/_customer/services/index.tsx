import { createFileRoute } from '@tanstack/react-router';
import { ServiceGrid } from '../../../features/catalogue/service-grid';
import { serviceQueries } from '../../../features/catalogue/service-queries';
import { titleHead } from '../../../features/layout/page-title';

export const Route = createFileRoute('/_customer/services/')({
  head: titleHead('Services'),
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(serviceQueries.list(trpc)),
  component: ServiceGrid,
});
