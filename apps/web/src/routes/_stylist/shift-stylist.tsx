import { salonToday } from '@hairsalon/shared';
import { Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { bookingQueries } from '../../features/booking/booking-queries';
import { titleHead } from '../../features/layout/page-title';
import { ShiftBookings } from '../../features/stylist-area/shift-bookings';

export const Route = createFileRoute('/_stylist/shift-stylist')({
  head: titleHead('Schedule for me'),
  // Today's bookings, the day the page opens on.
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(bookingQueries.forStylistDay(trpc, salonToday())),
  component: ShiftStylistPage,
});

function ShiftStylistPage() {
  return (
    <>
      <Title order={1} mb="lg">
        Schedule for me
      </Title>
      <ShiftBookings />
    </>
  );
}
