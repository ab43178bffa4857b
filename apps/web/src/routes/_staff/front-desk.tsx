import { salonToday } from '@hairsalon/shared';
import { Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { FrontDeskCalendar } from '../../features/front-desk/front-desk-calendar';
import { frontDeskQueries } from '../../features/front-desk/front-desk-queries';
import { titleHead } from '../../features/layout/page-title';

export const Route = createFileRoute('/_staff/front-desk')({
  head: titleHead('Calendar'),
  // Today's day view, the one the page opens on.
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(frontDeskQueries.calendar(trpc, salonToday(), 1)),
  component: FrontDeskPage,
});

function FrontDeskPage() {
  return (
    <>
      <Title order={1} mb="lg">
        Calendar
      </Title>
      <FrontDeskCalendar />
    </>
  );
}
