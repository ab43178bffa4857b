import { salonToday } from '@hairsalon/shared';
import { Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { bookingQueries } from '../../features/booking/booking-queries';
import { StaffBookings } from '../../features/booking/staff-bookings';
import { localizedTitleHead } from '../../features/i18n/page-title';
import { useI18n } from '../../features/i18n/use-i18n';

export const Route = createFileRoute('/_staff/staff-management')({
  head: localizedTitleHead((ui) => ui.backOffice.staffBookings.title),
  // Today's bookings, the day the page opens on.
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(bookingQueries.forDay(trpc, salonToday())),
  component: StaffManagementPage,
});

function StaffManagementPage() {
  const { ui } = useI18n();
  return (
    <>
      <Title order={1} mb="lg">
        {ui.backOffice.staffBookings.title}
      </Title>
      <StaffBookings />
    </>
  );
}
