import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../features/layout/page-placeholder';
import { titleHead } from '../../features/layout/page-title';

export const Route = createFileRoute('/_admin/stylist-management')({
  head: titleHead('Stylist Management'),
  component: StylistManagementPage,
});

function StylistManagementPage() {
  return <PagePlaceholder title="Stylist Management" />;
}
