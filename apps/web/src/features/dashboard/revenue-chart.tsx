import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Alert, Card, Center, Group, Loader, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../api/error-message';
import { useTRPC } from '../api/trpc';
import { dashboardQueries } from './dashboard-queries';
import { formatAxisDollars, formatDollars } from './format';

const CHART_HEIGHT = 340;

/** The Overview card: revenue of each month of the current salon year, Jan to Dec (ARCHITECTURE §7: real data). */
export function RevenueChart() {
  const trpc = useTRPC();
  const monthly = useQuery(dashboardQueries.monthlyRevenue(trpc));
  const hasRevenue = monthly.data?.some((m) => m.total > 0) ?? false;
  return (
    <Card withBorder radius="md" padding="lg" h="100%">
      <Group justify="space-between" align="baseline" mb="md">
        <Title order={2} fz="h4">
          Overview
        </Title>
        <Text size="sm" c="dimmed">
          Monthly revenue this year
        </Text>
      </Group>
      {monthly.isPending ? (
        <Center h={CHART_HEIGHT}>
          <Loader aria-label="Loading revenue" />
        </Center>
      ) : monthly.isError ? (
        <Alert color="red" title="The revenue could not be loaded">
          {errorMessage(monthly.error)}
        </Alert>
      ) : (
        <>
          {!hasRevenue && (
            <Text size="sm" c="dimmed" mb="xs">
              No revenue recorded this year yet. Paid bookings will appear here month by month.
            </Text>
          )}
          <BarChart
            h={CHART_HEIGHT}
            data={monthly.data}
            dataKey="month"
            series={[{ name: 'total', label: 'Revenue', color: 'brand.8' }]}
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
            <Table aria-label="Monthly revenue">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Month</Table.Th>
                  <Table.Th>Revenue</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {monthly.data.map((m) => (
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
