import { Container, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { BookingForm } from '../../features/booking/booking-form';
import { titleHead } from '../../features/layout/page-title';

export const Route = createFileRoute('/_customer/booking')({
  head: titleHead('Booking'),
  component: BookingPage,
});

function BookingPage() {
  return (
    <Container size="md" py="xl">
      <Title order={1}>Booking</Title>
      <Text c="dimmed" mt={4} mb="lg">
        Choose your stylist, a time and your services. You pay securely with PayPal once the booking is made.
      </Text>
      <BookingForm />
    </Container>
  );
}
