import { createFileRoute } from '@tanstack/react-router';
import { localizedTitleHead } from '../../features/i18n/page-title';
import { SalonTextPage } from '../../features/salon/salon-text-page';

export const Route = createFileRoute('/_customer/privacy')({
  head: localizedTitleHead((ui) => ui.salonPages.privacyTitle),
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(trpc.salon.pages.queryOptions()),
  component: () => <SalonTextPage page="privacy" />,
});
