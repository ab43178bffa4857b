import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Alert, Card, Center, Group, Loader, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../api/error-message';
import { useTRPC } from '../api/trpc';
import { useI18n } from '../i18n/use-i18n';
import type { OfficeInput } from '../location/office-location';
import { dashboardQueries } from './dashboard-queries';
import { formatAxisDollars, formatDollars } from './format';

const CHART_HEIGHT = 340;

/** The Overview card: revenue of each month of the current salon year, Jan to Dec (ARCHITECTURE §7: real data). */
export function RevenueChart({ scope = {} }: { scope?: OfficeInput }) {
  const trpc = useTRPC();
  const monthly = useQuery(dashboardQueries.monthlyRevenue(trpc, scope));
  const hasRevenue = monthly.data?.some((m) => m.total > 0) ?? false;
  const { ui, tr } = useI18n();
  const t = ui.backOffice.dashboard;
  // The API names the months in English ('Jan'); they are shown by their place in the year.
  const rows = monthly.data?.map((m, index) => ({ ...m, month: t.months[index] ?? m.month }));
  return (
    <Card withBorder radius="md" padding="lg" h="100%">
      <Group justify="space-between" align="baseline" mb="md">
        <Title order={2} fz="h4">
          {t.overview}
        </Title>
        <Text size="sm" c="dimmed">
          {t.monthlyRevenueThisYear}
        </Text>
      </Group>
      {monthly.isPending ? (
        <Center h={CHART_HEIGHT}>
          <Loader aria-label={t.loadingRevenue} />
        </Center>
      ) : monthly.isError ? (
        <Alert color="red" title={t.revenueFailed}>
          {tr(errorMessage(monthly.error))}
        </Alert>
      ) : (
        <>
          {!hasRevenue && (
            <Text size="sm" c="dimmed" mb="xs">
              {t.noRevenue}
            </Text>
          )}
          <BarChart
            h={CHART_HEIGHT}
            data={rows ?? []}
            dataKey="month"
            series={[{ name: 'total', label: t.revenue, color: 'brand.8' }]}
            valueFormatter={formatDollars}
            yAxisProps={{ tickFormatter: formatAxisDollars, width: 56 }}
            xAxisProps={{ interval: 0 }}
            gridAxis="x"
            tickLine="none"
            maxBarWidth={40}
            // Hidden from screen readers (the table below reads the same numbers), so nothing in it may take focus.
            barChartProps={{ accessibilityLayer: false }}
            aria-hidden
          />
          {/* The bars' numbers for screen readers (the SVG chart is hidden from them). */}
          <VisuallyHidden>
            <Table aria-label={t.monthlyRevenue}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t.month}</Table.Th>
                  <Table.Th>{t.revenue}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(rows ?? []).map((m) => (
                  <Table.Tr key={m.month}>
                    <Table.Td>{m.month}</Table.Td>
                    <Table.Td>{formatDollars(m.total)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </VisuallyHidden>
        </>
      )}
    </Card>
  );
}
