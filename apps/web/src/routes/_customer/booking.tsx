import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../features/layout/page-placeholder';
import { titleHead } from '../../features/layout/page-title';

export const Route = createFileRoute('/_customer/booking')({
  head: titleHead('Booking'),
  component: BookingPage,
});

function BookingPage() {
  return <PagePlaceholder title="Booking" />;
}
