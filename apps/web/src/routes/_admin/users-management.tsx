import { createFileRoute } from '@tanstack/react-router';
import { userQueries } from '../../features/admin/user-queries';
import { UsersManagement } from '../../features/admin/users-management';
import { titleHead } from '../../features/layout/page-title';

export const Route = createFileRoute('/_admin/users-management')({
  head: titleHead('User Management'),
  // The first page with no search; the page reads further pages and searches as the admin asks.
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(userQueries.list(trpc, '', 1)),
  component: UsersManagement,
});
