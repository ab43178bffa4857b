import { Container, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { OrderHistory } from '../../features/booking/order-history';
import { titleHead } from '../../features/layout/page-title';

export const Route = createFileRoute('/_customer/order-history')({
  head: titleHead('Order History'),
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
