import { SALON_TIME_ZONE, salonToday } from '@hairsalon/shared';
import { Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { CalendarFeedPanel } from '../../features/calendar-feed/calendar-feed-panel';
import { FrontDeskCalendar } from '../../features/front-desk/front-desk-calendar';
import { frontDeskQueries } from '../../features/front-desk/front-desk-queries';
import { localizedTitleHead } from '../../features/i18n/page-title';
import { useI18n } from '../../features/i18n/use-i18n';
import { OfficeLocationBar } from '../../features/location/office-location-bar';
import { loadOfficeScope, useOfficeLocation } from '../../features/location/use-office-location';

export const Route = createFileRoute('/_staff/front-desk')({
  head: localizedTitleHead((ui) => ui.backOffice.frontDesk.title),
  // Today's day view at the page's location (its own today), the one the page opens on.
  loader: async ({ context: { queryClient, trpc } }) => {
    const { input, location } = await loadOfficeScope(queryClient, trpc);
    const today = salonToday(Date.now(), location?.timeZone ?? SALON_TIME_ZONE);
    return queryClient.ensureQueryData(frontDeskQueries.calendar(trpc, today, 1, input.locationId));
  },
  component: FrontDeskPage,
});

function FrontDeskPage() {
  const { ui } = useI18n();
  const { locations, ...scope } = useOfficeLocation();
  return (
    <>
      <Title order={1} mb="lg">
        {ui.backOffice.frontDesk.title}
      </Title>
      <OfficeLocationBar scope={scope} locations={locations} />
      {/* A location's calendar of its own: switching opens on today there. */}
      <FrontDeskCalendar
        key={scope.location?.id ?? 0}
        zone={scope.location?.timeZone ?? SALON_TIME_ZONE}
        locationId={scope.input.locationId}
      />
      <CalendarFeedPanel chooseOwner locationId={scope.input.locationId} />
    </>
  );
}
