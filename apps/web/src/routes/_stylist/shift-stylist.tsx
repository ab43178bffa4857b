import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../features/layout/page-placeholder';
import { titleHead } from '../../features/layout/page-title';

export const Route = createFileRoute('/_stylist/shift-stylist')({
  head: titleHead('Schedule for me'),
  component: ShiftStylistPage,
});

function ShiftStylistPage() {
  return <PagePlaceholder title="Schedule for me" />;
}
