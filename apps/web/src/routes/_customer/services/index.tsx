import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../../features/layout/page-placeholder';
import { titleHead } from '../../../features/layout/page-title';

export const Route = createFileRoute('/_customer/services/')({
  head: titleHead('Services'),
  component: ServicesPage,
});

function ServicesPage() {
  return <PagePlaceholder title="Services" />;
}
