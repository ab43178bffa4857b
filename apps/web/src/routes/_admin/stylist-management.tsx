import { createFileRoute } from '@tanstack/react-router';
import { localizedTitleHead } from '../../features/i18n/page-title';
import { StylistManagement } from '../../features/stylist/stylist-management';
import { stylistQueries } from '../../features/stylist/stylist-queries';

export const Route = createFileRoute('/_admin/stylist-management')({
  head: localizedTitleHead((ui) => ui.backOffice.stylists.title),
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(stylistQueries.list(trpc)),
  component: StylistManagement,
});
