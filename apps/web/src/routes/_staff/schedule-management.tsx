import { Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { stylistQueries } from '../../features/catalogue/stylist-queries';
import { titleHead } from '../../features/layout/page-title';
import { ScheduleManager } from '../../features/staff/schedule-manager';

export const Route = createFileRoute('/_staff/schedule-management')({
  head: titleHead('Schedule Management'),
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(stylistQueries.list(trpc)),
  component: ScheduleManagementPage,
});

function ScheduleManagementPage() {
  return (
    <>
      <Title order={1} mb="lg">
        Schedule Management
      </Title>
      <ScheduleManager />
    </>
  );
}
