import { createFileRoute } from '@tanstack/react-router';
import { titleHead } from '../../features/layout/page-title';
import { SalaryPage } from '../../features/salary/salary-page';

export const Route = createFileRoute('/_stylist/salary-stylist')({
  head: titleHead('Salary For Stylist'),
  component: SalaryPage,
});
