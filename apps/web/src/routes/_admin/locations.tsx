import { createFileRoute } from '@tanstack/react-router';
import { localizedTitleHead } from '../../features/i18n/page-title';
import { LocationManagement } from '../../features/location/location-management';

export const Route = createFileRoute('/_admin/locations')({
  head: localizedTitleHead((ui) => ui.backOffice.locations.title),
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(trpc.location.list.queryOptions()),
  component: LocationManagement,
});
