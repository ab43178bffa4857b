import { Role } from '@hairsalon/shared';
import { createFileRoute } from '@tanstack/react-router';
import { allowOnly } from '../../features/auth/route-access';
import { localizedTitleHead } from '../../features/i18n/page-title';
import { LandingPage } from '../../features/salon/landing-page';
import { stylistQueries } from '../../features/stylist/stylist-queries';

/** Spec §2: /home is for visitors and customers; other roles land on their own area. */
export const Route = createFileRoute('/_customer/home')({
  beforeLoad: () => allowOnly(['guest', Role.Customer]),
  head: localizedTitleHead((ui) => ui.home.title),
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(stylistQueries.list(trpc)),
  component: LandingPage,
});
