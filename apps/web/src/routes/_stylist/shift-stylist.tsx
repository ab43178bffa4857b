import { SALON_TIME_ZONE, salonToday } from '@hairsalon/shared';
import { Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { bookingQueries } from '../../features/booking/booking-queries';
import { ShiftBookings } from '../../features/booking/shift-bookings';
import { CalendarFeedPanel } from '../../features/calendar-feed/calendar-feed-panel';
import { localizedTitleHead } from '../../features/i18n/page-title';
import { useI18n } from '../../features/i18n/use-i18n';
import { OfficeLocationBar } from '../../features/location/office-location-bar';
import { loadOfficeScope, useOfficeLocation } from '../../features/location/use-office-location';

export const Route = createFileRoute('/_stylist/shift-stylist')({
  head: localizedTitleHead((ui) => ui.backOffice.shift.title),
  // Today's bookings on the stylist's location's calendar, the day the page opens on.
  loader: async ({ context: { queryClient, trpc } }) => {
    const { location } = await loadOfficeScope(queryClient, trpc);
    return queryClient.ensureQueryData(bookingQueries.forStylistDay(trpc, salonToday(Date.now(), location?.timeZone ?? SALON_TIME_ZONE)));
  },
  component: ShiftStylistPage,
});

function ShiftStylistPage() {
  const { ui } = useI18n();
  const { locations, ...scope } = useOfficeLocation();
  return (
    <>
      <Title order={1} mb="lg">
        {ui.backOffice.shift.title}
      </Title>
      <OfficeLocationBar scope={scope} locations={locations} />
      <ShiftBookings key={scope.location?.id ?? 0} zone={scope.location?.timeZone ?? SALON_TIME_ZONE} />
      <CalendarFeedPanel />
    </>
  );
}
