import { salonToday } from '@hairsalon/shared';
import { Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { bookingQueries } from '../../features/booking/booking-queries';
import { titleHead } from '../../features/layout/page-title';
import { StaffBookings } from '../../features/staff/staff-bookings';

export const Route = createFileRoute('/_staff/staff-management')({
  head: titleHead('Booking Management'),
  // Today's bookings, the day the page opens on.
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(bookingQueries.forDay(trpc, salonToday())),
  component: StaffManagementPage,
});

function StaffManagementPage() {
  return (
    <>
      <Title order={1} mb="lg">
        Booking Management
      </Title>
      <StaffBookings />
    </>
  );
}
