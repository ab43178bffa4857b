import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../features/layout/page-placeholder';
import { titleHead } from '../../features/layout/page-title';

export const Route = createFileRoute('/_stylist/salary-stylist')({
  head: titleHead('Salary For Stylist'),
  component: SalaryStylistPage,
});

function SalaryStylistPage() {
  return <PagePlaceholder title="Salary For Stylist" />;
}
