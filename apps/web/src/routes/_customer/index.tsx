import { createFileRoute } from '@tanstack/react-router';
import { LandingPage } from '../../features/catalogue/landing-page';
import { stylistQueries } from '../../features/catalogue/stylist-queries';
import { titleHead } from '../../features/layout/page-title';

export const Route = createFileRoute('/_customer/')({
  head: titleHead('Home'),
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(stylistQueries.list(trpc)),
  component: LandingPage,
});
