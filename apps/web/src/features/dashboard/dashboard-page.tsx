import { Grid, Stack, Tabs, Title } from '@mantine/core';
import { useI18n } from '../i18n/use-i18n';
import { OfficeLocationBar } from '../location/office-location-bar';
import { useOfficeLocation } from '../location/use-office-location';
import { GoLiveChecklist } from '../salon/go-live-checklist';
import { RecentSalesCard } from './recent-sales';
import { RevenueChart } from './revenue-chart';
import { SummaryCards } from './summary-cards';

/**
 * Spec §2 Dashboard: one Overview tab with four summary cards, the monthly revenue chart and Recent Sales.
 * Its three queries (totals, monthly revenue, recent sales) start together when the page mounts.
 */
export function DashboardPage() {
  const { ui } = useI18n();
  const t = ui.backOffice.dashboard;
  // Issue 24: a location's figures, or the whole chain's (the admin's choice, remembered across pages).
  const { locations, ...scope } = useOfficeLocation({ chain: true });
  return (
    <Stack gap="lg" p={{ base: 0, sm: 'md' }}>
      <GoLiveChecklist />
      <Title order={1} fz="h2">
        {t.title}
      </Title>
      <OfficeLocationBar scope={scope} locations={locations} chain showsTimes={false} />
      <Tabs defaultValue="overview">
        <Tabs.List>
          <Tabs.Tab value="overview">{t.overview}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview" pt="md">
          <Stack gap="md">
            <SummaryCards scope={scope.input} />
            <Grid gap="md" align="stretch">
              <Grid.Col span={{ base: 12, lg: 8 }}>
                <RevenueChart scope={scope.input} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, lg: 4 }}>
                <RecentSalesCard scope={scope.input} />
              </Grid.Col>
            </Grid>
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
