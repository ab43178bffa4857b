import { createFileRoute } from '@tanstack/react-router';
import { ServiceDetail } from '../../../features/catalogue/service-detail';
import { titleHead } from '../../../features/layout/page-title';

export const Route = createFileRoute('/_customer/services/$id')({
  head: titleHead('Service Detail'),
  component: ServiceDetailPage,
});

function ServiceDetailPage() {
  const { id } = Route.useParams();
  // Keyed by id so the feedback page resets when moving between services.
  return <ServiceDetail key={id} rawId={id} />;
}
