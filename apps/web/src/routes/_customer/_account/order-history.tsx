import { Container, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { bookingQueries } from '../../../features/booking/booking-queries';
import { OrderHistory } from '../../../features/booking/order-history';
import { localizedTitleHead } from '../../../features/i18n/page-title';
import { useI18n } from '../../../features/i18n/use-i18n';
import { waitlistQueries } from '../../../features/waitlist/waitlist-queries';

export const Route = createFileRoute('/_customer/_account/order-history')({
  head: localizedTitleHead((ui) => ui.orderHistory.title),
  // The customer's bookings and waitlist entries (the `_account` layout admits only a signed-in customer).
  loader: ({ context: { queryClient, trpc } }) =>
    Promise.all([
      queryClient.ensureInfiniteQueryData(bookingQueries.customerPages(trpc)),
      queryClient.ensureQueryData(waitlistQueries.mine(trpc)),
    ]),
  component: OrderHistoryPage,
});

function OrderHistoryPage() {
  const { ui } = useI18n();
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        {ui.orderHistory.title}
      </Title>
      <OrderHistory />
    </Container>
  );
}
