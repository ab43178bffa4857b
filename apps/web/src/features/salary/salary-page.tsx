import { Stack, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTRPC } from '../api/trpc';
import { useI18n } from '../i18n/use-i18n';
import { salaryQueries } from './salary-queries';
import { SalaryTable } from './salary-table';

/** Spec §2 Stylist area, Salary screen: the signed-in stylist's own salary records, newest month first. */
export function SalaryPage() {
  const trpc = useTRPC();
  const { data: salaries } = useSuspenseQuery(salaryQueries.mine(trpc));
  const { ui } = useI18n();
  return (
    <Stack gap="lg" p={{ base: 0, sm: 'md' }}>
      <Title order={1} fz="h2">
        {ui.backOffice.salary.title}
      </Title>
      <SalaryTable rows={salaries} />
    </Stack>
  );
}
