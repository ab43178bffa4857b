import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../features/layout/page-placeholder';
import { titleHead } from '../../features/layout/page-title';

export const Route = createFileRoute('/_staff/schedule-management')({
  head: titleHead('Schedule Management'),
  component: ScheduleManagementPage,
});

function ScheduleManagementPage() {
  return <PagePlaceholder title="Schedule Management" />;
}
