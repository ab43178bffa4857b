import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../features/layout/page-placeholder';
import { titleHead } from '../../features/layout/page-title';

export const Route = createFileRoute('/_admin/users-management')({
  head: titleHead('User Management'),
  component: UsersManagementPage,
});

function UsersManagementPage() {
  return <PagePlaceholder title="User Management" />;
}
