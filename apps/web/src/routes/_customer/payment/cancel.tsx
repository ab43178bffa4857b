import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { localizedTitleHead } from '../../../features/i18n/page-title';
import { PaymentCancel } from '../../../features/payment/payment-cancel';
import { validatePaymentSearch } from '../../../features/payment/search';

export const Route = createFileRoute('/_customer/payment/cancel')({
  head: localizedTitleHead((ui) => ui.payment.cancelled),
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
