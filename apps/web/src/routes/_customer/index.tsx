import { createFileRoute } from '@tanstack/react-router';
import { LandingPage } from '../../features/catalogue/landing-page';
import { stylistQueries } from '../../features/catalogue/stylist-queries';
import { localizedTitleHead } from '../../features/i18n/page-title';

export const Route = createFileRoute('/_customer/')({
  head: localizedTitleHead((ui) => ui.home.title),
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(stylistQueries.list(trpc)),
  component: LandingPage,
});
