import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTRPC } from '../../features/api/trpc';
import { accountQueries } from '../../features/auth/account-queries';
import { readSignedInUser } from '../../features/auth/session-storage';
import { BookingForm } from '../../features/booking/booking-form';
import { BookingFrame } from '../../features/booking/booking-frame';
import { bookingFormFromSearch, validateBookingSearch } from '../../features/booking/booking-search';
import { localizedTitleHead } from '../../features/i18n/page-title';
import { chosenLocation, locationInput, locationParam, locationQueries, rememberLocation } from '../../features/location/customer-location';
import { serviceQueries } from '../../features/service/service-queries';
import { stylistQueries } from '../../features/stylist/stylist-queries';

export const Route = createFileRoute('/_customer/booking')({
  head: localizedTitleHead((ui) => ui.booking.title),
  validateSearch: validateBookingSearch,
  loader: async ({ context: { queryClient, trpc }, location: { search } }) => {
    const stylistsAt = async () => {
      // Issue 24: the chosen location's stylists. Without the locations (a failed read) the form is a single salon's.
      const locations = await queryClient.ensureQueryData(locationQueries.list(trpc)).catch(() => []);
      const at = chosenLocation(locations, locationParam((search as Record<string, unknown>).location));
      await queryClient.ensureQueryData(stylistQueries.list(trpc, locationInput(locations, at).locationId));
    };
    await Promise.all([
      queryClient.ensureQueryData(serviceQueries.list(trpc)),
      stylistsAt(),
      // Spec §4: the account status is checked on load. A refusal for a deactivated account goes to the app's
      // inactive-account path (router.tsx); the page itself still opens, blocked.
      readSignedInUser() ? queryClient.prefetchQuery(accountQueries.me(trpc)) : undefined,
    ]);
  },
  component: BookingPage,
});

/**
 * With more than one open location the form starts with the location (issue 24): the URL's (`?location=<id>`),
 * else the one this browser chose last, else the first. A choice is remembered and put in the URL.
 */
function BookingPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const trpc = useTRPC();
  const { data: locations = [] } = useQuery(locationQueries.list(trpc));
  const location = chosenLocation(locations, search.location);
  const named = locations.length > 1 && location !== undefined && location.id === search.location;
  useEffect(() => {
    if (named) rememberLocation(location.id);
  }, [named, location?.id]);
  const changeLocation = (locationId: number) => {
    rememberLocation(locationId);
    // The stylist and day of another location's link mean nothing here.
    void navigate({ search: { location: locationId }, replace: true });
  };
  return (
    <BookingFrame>
      <BookingForm
        initial={bookingFormFromSearch(search, location?.timeZone)}
        locations={locations}
        location={location}
        onLocationChange={changeLocation}
      />
    </BookingFrame>
  );
}
