import { createFileRoute } from '@tanstack/react-router';
import { localizedTitleHead } from '../../features/i18n/page-title';
import { SalonSettingsPage } from '../../features/salon/salon-settings';

export const Route = createFileRoute('/_admin/salon-settings')({
  head: localizedTitleHead((ui) => ui.backOffice.salonSettings.title),
  loader: ({ context: { queryClient, trpc } }) =>
    Promise.all([
      queryClient.ensureQueryData(trpc.salon.details.queryOptions()),
      queryClient.ensureQueryData(trpc.salon.pages.queryOptions()),
      queryClient.ensureQueryData(trpc.salon.faqs.queryOptions()),
    ]),
  component: SalonSettingsPage,
});
