import { Grid, Stack, Tabs, Title } from '@mantine/core';
import { RecentSalesCard } from './recent-sales';
import { RevenueChart } from './revenue-chart';
import { SummaryCards } from './summary-cards';

/**
 * Spec §2 Dashboard: one Overview tab with four summary cards, the monthly revenue chart and Recent Sales.
 * Its three queries (totals, monthly revenue, recent sales) start together when the page mounts.
 */
export function DashboardPage() {
  return (
    <Stack gap="lg" p={{ base: 0, sm: 'md' }}>
      <Title order={1} fz="h2">
        Dashboard
      </Title>
      <Tabs defaultValue="overview">
        <Tabs.List>
          <Tabs.Tab value="overview">Overview</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview" pt="md">
          <Stack gap="md">
            <SummaryCards />
            <Grid gap="md" align="stretch">
              <Grid.Col span={{ base: 12, lg: 8 }}>
                <RevenueChart />
              </Grid.Col>
              <Grid.Col span={{ base: 12, lg: 4 }}>
                <RecentSalesCard />
              </Grid.Col>
            </Grid>
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
