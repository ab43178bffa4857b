import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarCheck, IconCurrencyDollar, IconMessageCircle, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../api/error-message';
import { useTRPC } from '../api/trpc';
import type { UiCatalogue } from '../i18n/language-store';
import { useI18n } from '../i18n/use-i18n';
import type { OfficeInput } from '../location/office-location';
import { dashboardQueries } from './dashboard-queries';
import { formatDollars } from './format';
import type { DashboardTotals } from './types';

type DashboardTexts = UiCatalogue['backOffice']['dashboard'];

interface CardDefinition {
  /** Names the card's test ids, the same in every language: 'total-revenue' → data-testid="total-revenue-value". */
  id: string;
  title: (t: DashboardTexts) => string;
  field: keyof DashboardTotals;
  icon: ReactNode;
  format: (value: number) => string;
  hint: (t: DashboardTexts) => string;
}

/** Spec §2: Total Revenue ($), Subscriptions (total users), Booking and Feedback. */
const CARDS: CardDefinition[] = [
  {
    id: 'total-revenue',
    title: (t) => t.totalRevenue,
    field: 'totalRevenue',
    icon: <IconCurrencyDollar size={18} />,
    format: formatDollars,
    hint: (t) => t.totalRevenueHint,
  },
  {
    id: 'subscriptions',
    title: (t) => t.subscriptions,
    field: 'totalUsers',
    icon: <IconUsers size={18} />,
    format: String,
    hint: (t) => t.subscriptionsHint,
  },
  {
    id: 'booking',
    title: (t) => t.booking,
    field: 'totalBookings',
    icon: <IconCalendarCheck size={18} />,
    format: String,
    hint: (t) => t.bookingHint,
  },
  {
    id: 'feedback',
    title: (t) => t.feedback,
    field: 'totalFeedback',
    icon: <IconMessageCircle size={18} />,
    format: String,
    hint: (t) => t.feedbackHint,
  },
];

/**
 * One summary card. Each card subscribes to its own number; they share the one `dashboard.totals` query, so the
 * four numbers come from one consistent read (the server runs the four aggregates side by side). The spec's four
 * REST calls (GET /api/total-users, /revenue, /total-bookings, /total-feedback) exist for other clients; the web
 * app uses tRPC so the session refresh-and-retry applies to the dashboard like every other screen.
 */
function SummaryCard({ card, scope }: { card: CardDefinition; scope: OfficeInput }) {
  const trpc = useTRPC();
  const value = useQuery({ ...dashboardQueries.totals(trpc, scope), select: (t) => t[card.field] });
  const { ui, tr } = useI18n();
  const t = ui.backOffice.dashboard;
  const label = `${card.id}-value`;
  return (
    <Card withBorder radius="md" padding="lg" aria-labelledby={`${label}-title`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text id={`${label}-title`} size="sm" fw={600} c="dimmed">
          {card.title(t)}
        </Text>
        <ThemeIcon variant="light" radius="md" size="md" aria-hidden>
          {card.icon}
        </ThemeIcon>
      </Group>
      <Text data-testid={label} fz={28} fw={700} mt="xs" lh={1.2} aria-live="polite">
        {value.isPending ? ui.backOffice.common.loading : value.isError ? '—' : card.format(value.data)}
      </Text>
      <Text size="xs" c={value.isError ? 'red' : 'dimmed'} mt={4}>
        {value.isError ? tr(errorMessage(value.error)) : card.hint(t)}
      </Text>
    </Card>
  );
}

export function SummaryCards({ scope = {} }: { scope?: OfficeInput }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
      {CARDS.map((card) => (
        <SummaryCard key={card.field} card={card} scope={scope} />
      ))}
    </SimpleGrid>
  );
}
