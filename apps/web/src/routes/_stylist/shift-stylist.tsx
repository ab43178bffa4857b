import { salonToday } from '@hairsalon/shared';
import { Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { bookingQueries } from '../../features/booking/booking-queries';
import { ShiftBookings } from '../../features/booking/shift-bookings';
import { CalendarFeedPanel } from '../../features/calendar-feed/calendar-feed-panel';
import { localizedTitleHead } from '../../features/i18n/page-title';
import { useI18n } from '../../features/i18n/use-i18n';

export const Route = createFileRoute('/_stylist/shift-stylist')({
  head: localizedTitleHead((ui) => ui.backOffice.shift.title),
  // Today's bookings, the day the page opens on.
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(bookingQueries.forStylistDay(trpc, salonToday())),
  component: ShiftStylistPage,
});

function ShiftStylistPage() {
  const { ui } = useI18n();
  return (
    <>
      <Title order={1} mb="lg">
        {ui.backOffice.shift.title}
      </Title>
      <ShiftBookings />
      <CalendarFeedPanel />
    </>
  );
}
