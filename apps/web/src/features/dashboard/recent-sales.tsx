import { Alert, Avatar, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../api/error-message';
import { useTRPC } from '../api/trpc';
import { useI18n } from '../i18n/use-i18n';
import type { OfficeInput } from '../location/office-location';
import { dashboardQueries } from './dashboard-queries';
import { formatDollars } from './format';
import type { RecentSale } from './types';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((p) => p?.[0]?.toUpperCase() ?? '').join('') || '?';
}

function SaleRow({ sale }: { sale: RecentSale }) {
  return (
    <Group component="li" wrap="nowrap" gap="sm" justify="space-between">
      <Group wrap="nowrap" gap="sm" miw={0}>
        <Avatar radius="xl" color="brand" aria-hidden>
          {initials(sale.customerName)}
        </Avatar>
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate>
            {sale.customerName}
          </Text>
          <Text size="xs" c="dimmed" truncate title={sale.email}>
            {sale.email}
          </Text>
        </div>
      </Group>
      <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
        +{formatDollars(sale.amount)}
      </Text>
    </Group>
  );
}

/** Spec §2 Recent Sales beside the chart: the five latest captured payments and this month's count (real data). */
export function RecentSalesCard({ scope = {} }: { scope?: OfficeInput }) {
  const trpc = useTRPC();
  const recent = useQuery(dashboardQueries.recentSales(trpc, scope));
  const { ui, tr } = useI18n();
  const t = ui.backOffice.dashboard;
  return (
    <Card withBorder radius="md" padding="lg" h="100%">
      <Title order={2} fz="h4">
        {t.recentSalesTitle}
      </Title>
      {recent.isPending ? (
        <>
          <Text size="sm" c="dimmed">
            {ui.backOffice.common.loading}
          </Text>
          <Center py="xl">
            <Loader size="sm" aria-label={t.loadingRecentSales} />
          </Center>
        </>
      ) : recent.isError ? (
        <Alert color="red" title={t.recentSalesFailed} mt="md">
          {tr(errorMessage(recent.error))}
        </Alert>
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="lg">
            {t.salesThisMonth(recent.data.salesThisMonth)}
          </Text>
          {recent.data.sales.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t.noSales}
            </Text>
          ) : (
            <Stack component="ul" gap="lg" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t.recentSalesList}>
              {recent.data.sales.map((sale) => (
                <SaleRow key={sale.id} sale={sale} />
              ))}
            </Stack>
          )}
        </>
      )}
    </Card>
  );
}
