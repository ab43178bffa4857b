import { createFileRoute } from '@tanstack/react-router';
import { titleHead } from '../../features/layout/page-title';
import { SalaryPage } from '../../features/salary/salary-page';
import { salaryQueries } from '../../features/salary/salary-queries';

export const Route = createFileRoute('/_stylist/salary-stylist')({
  head: titleHead('Salary For Stylist'),
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(salaryQueries.mine(trpc)),
  component: SalaryPage,
});
