import { Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { frontDeskQueries } from '../../features/front-desk/front-desk-queries';
import { localizedTitleHead } from '../../features/i18n/page-title';
import { useI18n } from '../../features/i18n/use-i18n';
import { stylistQueries } from '../../features/stylist/stylist-queries';
import { TimeOffPage } from '../../features/time-off/time-off-page';

export const Route = createFileRoute('/_staff/time-off')({
  head: localizedTitleHead((ui) => ui.backOffice.timeOff.title),
  // The form's stylists and the list of time off already planned.
  loader: ({ context: { queryClient, trpc } }) =>
    Promise.all([queryClient.ensureQueryData(stylistQueries.list(trpc)), queryClient.ensureQueryData(frontDeskQueries.timeOff(trpc))]),
  component: TimeOffRoute,
});

function TimeOffRoute() {
  const { ui } = useI18n();
  return (
    <>
      <Title order={1} mb="lg">
        {ui.backOffice.timeOff.title}
      </Title>
      <TimeOffPage />
    </>
  );
}
