import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { titleHead } from '../../../features/layout/page-title';
import { PaymentSuccess } from '../../../features/payment/payment-success';
import { validatePaymentSearch } from '../../../features/payment/search';

export const Route = createFileRoute('/_customer/payment/success')({
  head: titleHead('Payment'),
  validateSearch: validatePaymentSearch,
  component: PaymentSuccessPage,
});

function PaymentSuccessPage() {
  const search = Route.useSearch();
  return (
    <Container size="lg" py="xl">
      <PaymentSuccess search={search} />
    </Container>
  );
}
