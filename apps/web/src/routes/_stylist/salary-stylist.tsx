import { createFileRoute } from '@tanstack/react-router';
import { localizedTitleHead } from '../../features/i18n/page-title';
import { SalaryPage } from '../../features/salary/salary-page';
import { salaryQueries } from '../../features/salary/salary-queries';

export const Route = createFileRoute('/_stylist/salary-stylist')({
  head: localizedTitleHead((ui) => ui.backOffice.salary.title),
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(salaryQueries.mine(trpc)),
  component: SalaryPage,
});
