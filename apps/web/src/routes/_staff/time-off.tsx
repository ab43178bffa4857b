import { SALON_TIME_ZONE } from '@hairsalon/shared';
import { Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { frontDeskQueries } from '../../features/front-desk/front-desk-queries';
import { localizedTitleHead } from '../../features/i18n/page-title';
import { useI18n } from '../../features/i18n/use-i18n';
import { OfficeLocationBar } from '../../features/location/office-location-bar';
import { loadOfficeScope, useOfficeLocation } from '../../features/location/use-office-location';
import { stylistQueries } from '../../features/stylist/stylist-queries';
import { TimeOffPage } from '../../features/time-off/time-off-page';

export const Route = createFileRoute('/_staff/time-off')({
  head: localizedTitleHead((ui) => ui.backOffice.timeOff.title),
  // The form's stylists and the list of time off already planned, at the page's location.
  loader: async ({ context: { queryClient, trpc } }) => {
    const { input } = await loadOfficeScope(queryClient, trpc);
    return Promise.all([
      queryClient.ensureQueryData(stylistQueries.list(trpc, input.locationId)),
      queryClient.ensureQueryData(frontDeskQueries.timeOff(trpc, input.locationId)),
    ]);
  },
  component: TimeOffRoute,
});

function TimeOffRoute() {
  const { ui } = useI18n();
  const { locations, ...scope } = useOfficeLocation();
  return (
    <>
      <Title order={1} mb="lg">
        {ui.backOffice.timeOff.title}
      </Title>
      <OfficeLocationBar scope={scope} locations={locations} />
      <TimeOffPage key={scope.location?.id ?? 0} zone={scope.location?.timeZone ?? SALON_TIME_ZONE} locationId={scope.input.locationId} />
    </>
  );
}
