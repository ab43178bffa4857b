import { createFileRoute } from '@tanstack/react-router';
import { UsersManagement } from '../../features/admin/users-management';
import { titleHead } from '../../features/layout/page-title';

export const Route = createFileRoute('/_admin/users-management')({
  head: titleHead('User Management'),
  component: UsersManagement,
});
