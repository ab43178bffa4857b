import { Alert, Center, Loader, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../api/error-message';
import { useTRPC } from '../api/trpc';
import { SalaryTable } from './salary-table';

/** Spec §2 Stylist area, Salary screen: the signed-in stylist's own salary records, newest month first. */
export function SalaryPage() {
  const trpc = useTRPC();
  const salaries = useQuery(trpc.salary.listForStylist.queryOptions());
  return (
    <Stack gap="lg" p={{ base: 0, sm: 'md' }}>
      <Title order={1} fz="h2">
        Salary For Stylist
      </Title>
      {salaries.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading salaries" />
        </Center>
      ) : salaries.isError ? (
        <Alert color="red" title="Your salaries could not be loaded">
          {errorMessage(salaries.error)}
        </Alert>
      ) : (
        <SalaryTable rows={salaries.data} />
      )}
    </Stack>
  );
}
