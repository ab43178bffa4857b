import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../features/layout/page-placeholder';
import { titleHead } from '../../features/layout/page-title';

export const Route = createFileRoute('/_customer/order-history')({
  head: titleHead('Order History'),
  component: OrderHistoryPage,
});

function OrderHistoryPage() {
  return <PagePlaceholder title="Order History" />;
}
