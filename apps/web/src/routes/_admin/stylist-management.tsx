import { createFileRoute } from '@tanstack/react-router';
import { StylistManagement } from '../../features/admin/stylist-management';
import { stylistQueries } from '../../features/catalogue/stylist-queries';
import { titleHead } from '../../features/layout/page-title';

export const Route = createFileRoute('/_admin/stylist-management')({
  head: titleHead('Stylist Management'),
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(stylistQueries.list(trpc)),
  component: StylistManagement,
});
