import { Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { localizedTitleHead } from '../../features/i18n/page-title';
import { useI18n } from '../../features/i18n/use-i18n';
import { ScheduleManager } from '../../features/schedule/schedule-manager';
import { stylistQueries } from '../../features/stylist/stylist-queries';

export const Route = createFileRoute('/_staff/schedule-management')({
  head: localizedTitleHead((ui) => ui.backOffice.schedule.title),
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(stylistQueries.list(trpc)),
  component: ScheduleManagementPage,
});

function ScheduleManagementPage() {
  const { ui } = useI18n();
  return (
    <>
      <Title order={1} mb="lg">
        {ui.backOffice.schedule.title}
      </Title>
      <ScheduleManager />
    </>
  );
}
