import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../features/layout/page-placeholder';
import { titleHead } from '../../features/layout/page-title';

export const Route = createFileRoute('/_staff/staff-management')({
  head: titleHead('Booking Management'),
  component: StaffManagementPage,
});

function StaffManagementPage() {
  return <PagePlaceholder title="Booking Management" />;
}
