import { SALON_TIME_ZONE } from '@hairsalon/shared';
import { Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { localizedTitleHead } from '../../features/i18n/page-title';
import { useI18n } from '../../features/i18n/use-i18n';
import { OfficeLocationBar } from '../../features/location/office-location-bar';
import { loadOfficeScope, useOfficeLocation } from '../../features/location/use-office-location';
import { ScheduleManager } from '../../features/schedule/schedule-manager';
import { stylistQueries } from '../../features/stylist/stylist-queries';

export const Route = createFileRoute('/_staff/schedule-management')({
  head: localizedTitleHead((ui) => ui.backOffice.schedule.title),
  // The page's location's stylists (a staff member's own: stylist.list is public and names no one's location itself).
  loader: async ({ context: { queryClient, trpc } }) => {
    const { input } = await loadOfficeScope(queryClient, trpc);
    return queryClient.ensureQueryData(stylistQueries.list(trpc, input.locationId));
  },
  component: ScheduleManagementPage,
});

function ScheduleManagementPage() {
  const { ui } = useI18n();
  const { locations, ...scope } = useOfficeLocation();
  return (
    <>
      <Title order={1} mb="lg">
        {ui.backOffice.schedule.title}
      </Title>
      <OfficeLocationBar scope={scope} locations={locations} />
      <ScheduleManager
        key={scope.location?.id ?? 0}
        zone={scope.location?.timeZone ?? SALON_TIME_ZONE}
        locationId={scope.input.locationId}
      />
    </>
  );
}
