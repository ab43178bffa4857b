import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../../features/layout/page-placeholder';
import { titleHead } from '../../../features/layout/page-title';

export const Route = createFileRoute('/_customer/services/$id')({
  head: titleHead('Service Detail'),
  component: ServiceDetailPage,
});

function ServiceDetailPage() {
  return <PagePlaceholder title="Service Detail" />;
}
