import { createFileRoute } from '@tanstack/react-router';
import { localizedTitleHead } from '../../features/i18n/page-title';
import { LandingPage } from '../../features/salon/landing-page';
import { stylistQueries } from '../../features/stylist/stylist-queries';

export const Route = createFileRoute('/_customer/')({
  head: localizedTitleHead((ui) => ui.home.title),
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(stylistQueries.list(trpc)),
  component: LandingPage,
});
