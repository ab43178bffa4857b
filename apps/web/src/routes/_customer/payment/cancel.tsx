import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../../features/layout/page-placeholder';
import { titleHead } from '../../../features/layout/page-title';

export const Route = createFileRoute('/_customer/payment/cancel')({
  head: titleHead('Payment Cancelled'),
  component: PaymentCancelPage,
});

function PaymentCancelPage() {
  return <PagePlaceholder title="Payment Cancelled" />;
}
