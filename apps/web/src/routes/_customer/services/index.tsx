import { createFileRoute } from '@tanstack/react-router';
import { ServiceGrid } from '../../../features/catalogue/service-grid';
import { titleHead } from '../../../features/layout/page-title';

export const Route = createFileRoute('/_customer/services/')({
  head: titleHead('Services'),
  component: ServiceGrid,
});
