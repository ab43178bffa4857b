import { createFileRoute } from '@tanstack/react-router';
import { localizedTitleHead } from '../../features/i18n/page-title';
import { loadOfficeScope } from '../../features/location/use-office-location';
import { StylistManagement } from '../../features/stylist/stylist-management';
import { stylistQueries } from '../../features/stylist/stylist-queries';

export const Route = createFileRoute('/_admin/stylist-management')({
  head: localizedTitleHead((ui) => ui.backOffice.stylists.title),
  loader: async ({ context: { queryClient, trpc } }) => {
    const { input } = await loadOfficeScope(queryClient, trpc);
    return queryClient.ensureQueryData(stylistQueries.list(trpc, input.locationId));
  },
  component: StylistManagement,
});
