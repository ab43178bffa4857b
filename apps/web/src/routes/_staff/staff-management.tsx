import { Role, SALON_TIME_ZONE, salonToday } from '@hairsalon/shared';
import { Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { allowOnly, currentVisitor } from '../../features/auth/route-access';
import { bookingQueries } from '../../features/booking/booking-queries';
import { StaffBookings } from '../../features/booking/staff-bookings';
import { localizedTitleHead } from '../../features/i18n/page-title';
import { useI18n } from '../../features/i18n/use-i18n';
import { OfficeLocationBar } from '../../features/location/office-location-bar';
import { loadOfficeScope, locationQueries, useOfficeLocation } from '../../features/location/use-office-location';

export const Route = createFileRoute('/_staff/staff-management')({
  head: localizedTitleHead((ui) => ui.backOffice.staffBookings.title),
  // Spec §2: staff's page. A chain's admin opens it too, for any location (docs/decisions/021); a single salon's admin
  // is sent to the dashboard, as the spec's route table says, and so is one whose locations cannot be read.
  beforeLoad: async ({ context: { queryClient, trpc } }) => {
    if (currentVisitor() !== Role.Admin) return;
    const locations = await queryClient.ensureQueryData(locationQueries.list(trpc)).catch(() => []);
    if (locations.length <= 1) allowOnly([Role.Staff]);
  },
  // Today's bookings at the page's location (its own today), the day the page opens on.
  loader: async ({ context: { queryClient, trpc } }) => {
    const { input, location } = await loadOfficeScope(queryClient, trpc);
    const today = salonToday(Date.now(), location?.timeZone ?? SALON_TIME_ZONE);
    return queryClient.ensureQueryData(bookingQueries.forDay(trpc, today, input.locationId));
  },
  component: StaffManagementPage,
});

function StaffManagementPage() {
  const { ui } = useI18n();
  const { locations, ...scope } = useOfficeLocation();
  return (
    <>
      <Title order={1} mb="lg">
        {ui.backOffice.staffBookings.title}
      </Title>
      <OfficeLocationBar scope={scope} locations={locations} />
      <StaffBookings key={scope.location?.id ?? 0} zone={scope.location?.timeZone ?? SALON_TIME_ZONE} locationId={scope.input.locationId} />
    </>
  );
}
