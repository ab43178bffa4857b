import { createFileRoute, notFound } from '@tanstack/react-router';
import { TRPCClientError } from '@trpc/client';
import { feedbackQueries } from '../../../features/feedback/feedback-queries';
import { localizedTitleHead } from '../../../features/i18n/page-title';
import { ServiceDetail, ServiceNotFound } from '../../../features/service/service-detail';
import { serviceQueries } from '../../../features/service/service-queries';

/** The spec's id is numeric; anything else is 'Service not found.'. */
function numericId(raw: string): number | null {
  return /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

export const Route = createFileRoute('/_customer/services/$id')({
  head: localizedTitleHead((ui) => ui.serviceDetail.title),
  loader: async ({ context: { queryClient, trpc }, params }) => {
    const id = numericId(params.id);
    if (id === null) throw notFound();
    try {
      await Promise.all([
        queryClient.ensureQueryData(serviceQueries.detail(trpc, id)),
        queryClient.ensureQueryData(feedbackQueries.forService(trpc, id, 1)),
      ]);
    } catch (error) {
      if (error instanceof TRPCClientError && error.data?.code === 'NOT_FOUND') throw notFound();
      throw error;
    }
    return { id };
  },
  notFoundComponent: ServiceNotFound,
  component: ServiceDetailPage,
});

function ServiceDetailPage() {
  const { id } = Route.useLoaderData();
  // Keyed by id so the feedback page resets when moving between services.
  return <ServiceDetail key={id} id={id} />;
}
