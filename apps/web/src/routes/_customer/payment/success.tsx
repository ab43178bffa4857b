import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { localizedTitleHead } from '../../../features/i18n/page-title';
import { verifyPaymentReturn } from '../../../features/payment/payment-queries';
import { PaymentSuccess } from '../../../features/payment/payment-success';
import { validatePaymentSearch } from '../../../features/payment/search';

/**
 * Spec §2 Payment success: the loader verifies the returned payment, once per visit (going back to the page shows
 * the same answer without verifying again; the server is idempotent anyway: verifying twice confirms once).
 */
export const Route = createFileRoute('/_customer/payment/success')({
  head: localizedTitleHead((ui) => ui.payment.title),
  validateSearch: validatePaymentSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => verifyPaymentReturn(context, deps),
  staleTime: Number.POSITIVE_INFINITY,
  component: PaymentSuccessPage,
});

function PaymentSuccessPage() {
  const outcome = Route.useLoaderData();
  return (
    <Container size="lg" py="xl">
      <PaymentSuccess outcome={outcome} />
    </Container>
  );
}
