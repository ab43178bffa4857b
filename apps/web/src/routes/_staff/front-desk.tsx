import { salonToday } from '@hairsalon/shared';
import { Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { CalendarFeedPanel } from '../../features/calendar-feed/calendar-feed-panel';
import { FrontDeskCalendar } from '../../features/front-desk/front-desk-calendar';
import { frontDeskQueries } from '../../features/front-desk/front-desk-queries';
import { localizedTitleHead } from '../../features/i18n/page-title';
import { useI18n } from '../../features/i18n/use-i18n';

export const Route = createFileRoute('/_staff/front-desk')({
  head: localizedTitleHead((ui) => ui.backOffice.frontDesk.title),
  // Today's day view, the one the page opens on.
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(frontDeskQueries.calendar(trpc, salonToday(), 1)),
  component: FrontDeskPage,
});

function FrontDeskPage() {
  const { ui } = useI18n();
  return (
    <>
      <Title order={1} mb="lg">
        {ui.backOffice.frontDesk.title}
      </Title>
      <FrontDeskCalendar />
      <CalendarFeedPanel chooseOwner />
    </>
  );
}
