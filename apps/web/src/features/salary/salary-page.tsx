import { Stack, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTRPC } from '../api/trpc';
import { salaryQueries } from './salary-queries';
import { SalaryTable } from './salary-table';

/** Spec §2 Stylist area, Salary screen: the signed-in stylist's own salary records, newest month first. */
export function SalaryPage() {
  const trpc = useTRPC();
  const { data: salaries } = useSuspenseQuery(salaryQueries.mine(trpc));
  return (
    <Stack gap="lg" p={{ base: 0, sm: 'md' }}>
      <Title order={1} fz="h2">
        Salary For Stylist
      </Title>
      <SalaryTable rows={salaries} />
    </Stack>
  );
}
