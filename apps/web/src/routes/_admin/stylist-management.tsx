import { createFileRoute } from '@tanstack/react-router';
import { StylistManagement } from '../../features/admin/stylist-management';
import { stylistQueries } from '../../features/catalogue/stylist-queries';
import { localizedTitleHead } from '../../features/i18n/page-title';

export const Route = createFileRoute('/_admin/stylist-management')({
  head: localizedTitleHead((ui) => ui.backOffice.stylists.title),
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(stylistQueries.list(trpc)),
  component: StylistManagement,
});
