import { createFileRoute } from '@tanstack/react-router';
import { accountQueries } from '../../features/auth/account-queries';
import { readSignedInUser } from '../../features/auth/session-storage';
import { BookingForm } from '../../features/booking/booking-form';
import { BookingFrame } from '../../features/booking/booking-frame';
import { bookingFormFromSearch, validateBookingSearch } from '../../features/booking/booking-search';
import { localizedTitleHead } from '../../features/i18n/page-title';
import { serviceQueries } from '../../features/service/service-queries';
import { stylistQueries } from '../../features/stylist/stylist-queries';

export const Route = createFileRoute('/_customer/booking')({
  head: localizedTitleHead((ui) => ui.booking.title),
  validateSearch: validateBookingSearch,
  loader: async ({ context: { queryClient, trpc } }) => {
    await Promise.all([
      queryClient.ensureQueryData(serviceQueries.list(trpc)),
      queryClient.ensureQueryData(stylistQueries.list(trpc)),
      // Spec §4: the account status is checked on load. A refusal for a deactivated account goes to the app's
      // inactive-account path (router.tsx); the page itself still opens, blocked.
      readSignedInUser() ? queryClient.prefetchQuery(accountQueries.me(trpc)) : undefined,
    ]);
  },
  component: BookingPage,
});

function BookingPage() {
  const search = Route.useSearch();
  return (
    <BookingFrame>
      <BookingForm initial={bookingFormFromSearch(search)} />
    </BookingFrame>
  );
}
