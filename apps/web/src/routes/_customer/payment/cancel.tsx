import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { titleHead } from '../../../features/layout/page-title';
import { PaymentCancel } from '../../../features/payment/payment-cancel';
import { validatePaymentSearch } from '../../../features/payment/search';

export const Route = createFileRoute('/_customer/payment/cancel')({
  head: titleHead('Payment Cancelled'),
  validateSearch: validatePaymentSearch,
  component: PaymentCancelPage,
});

function PaymentCancelPage() {
  const search = Route.useSearch();
  return (
    <Container size="lg" py="xl">
      <PaymentCancel search={search} />
    </Container>
  );
}
