import { createFileRoute } from '@tanstack/react-router';
import { localizedTitleHead } from '../../features/i18n/page-title';
import { userQueries } from '../../features/user/user-queries';
import { UsersManagement } from '../../features/user/users-management';

export const Route = createFileRoute('/_admin/users-management')({
  head: localizedTitleHead((ui) => ui.backOffice.users.title),
  // The first page with no search; the page reads further pages and searches as the admin asks.
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(userQueries.list(trpc, '', 1)),
  component: UsersManagement,
});
