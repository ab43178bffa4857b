import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../../features/layout/page-placeholder';
import { titleHead } from '../../../features/layout/page-title';

export const Route = createFileRoute('/_customer/payment/success')({
  head: titleHead('Payment'),
  component: PaymentSuccessPage,
});

function PaymentSuccessPage() {
  return <PagePlaceholder title="Payment" />;
}
