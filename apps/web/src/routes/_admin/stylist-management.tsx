import { createFileRoute } from '@tanstack/react-router';
import { StylistManagement } from '../../features/admin/stylist-management';
import { titleHead } from '../../features/layout/page-title';

export const Route = createFileRoute('/_admin/stylist-management')({
  head: titleHead('Stylist Management'),
  component: StylistManagement,
});
