import { Container, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { bookingQueries } from '../../../features/booking/booking-queries';
import { OrderHistory } from '../../../features/booking/order-history';
import { titleHead } from '../../../features/layout/page-title';

export const Route = createFileRoute('/_customer/_account/order-history')({
  head: titleHead('Order History'),
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureInfiniteQueryData(bookingQueries.customerPages(trpc)),
  component: OrderHistoryPage,
});

function OrderHistoryPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        Order History
      </Title>
      <OrderHistory />
    </Container>
  );
}
