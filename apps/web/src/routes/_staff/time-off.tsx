import { Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { stylistQueries } from '../../features/catalogue/stylist-queries';
import { TimeOffPage } from '../../features/front-desk/time-off-page';
import { titleHead } from '../../features/layout/page-title';

export const Route = createFileRoute('/_staff/time-off')({
  head: titleHead('Time Off'),
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(stylistQueries.list(trpc)),
  component: TimeOffRoute,
});

function TimeOffRoute() {
  return (
    <>
      <Title order={1} mb="lg">
        Time Off
      </Title>
      <TimeOffPage />
    </>
  );
}
