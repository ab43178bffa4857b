import { formatSalonDate, serviceName } from '@hairsalon/shared';
import { Alert, Button, Card, Checkbox, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../api/trpc';
import type { WaitlistEntry } from '../booking/types';
import { useI18n } from '../i18n/use-i18n';
import { PHONE_QUERY } from '../layout/breakpoints';
import { useJoinWaitlist, useLeaveWaitlist, waitlistQueries } from './waitlist-queries';

/** The customer's open entry that already covers this day with this stylist (or with any stylist), if any. */
export function waitlistEntryFor(
  entries: readonly WaitlistEntry[],
  stylistId: number,
  date: number,
  /** The form's location (a chain's): an any-stylist entry waits at one location only. */
  locationId?: number,
): WaitlistEntry | undefined {
  return (
    entries.find((e) => e.date === date && e.stylistId === stylistId) ??
    entries.find((e) => e.date === date && e.stylistId === null && (locationId === undefined || e.locationId === locationId))
  );
}

/** An entry's day on its location's calendar (DD-MM-YYYY). */
const entryDay = (entry: WaitlistEntry) => formatSalonDate(entry.date, entry.timeZone);

/**
 * Shown on the booking form when no start fits the chosen services that day: a signed-in customer may wait for one,
 * or, already waiting for that day (issue 23), is told so and may leave instead of being offered to join again.
 */
export function JoinWaitlist({
  stylistId,
  date,
  serviceIds,
  locationId,
}: {
  stylistId: number;
  date: number;
  serviceIds: number[];
  /** Sent with more than one location: "any stylist" means any of this location's. */
  locationId?: number;
}) {
  // Issue 12: wait for this stylist, or for whichever stylist frees a time first (the server refuses it while any
  // stylist still has a free start that day, with a message saying so).
  const [anyStylist, setAnyStylist] = useState(false);
  const { ui, messages } = useI18n();
  const t = ui.booking;
  const trpc = useTRPC();
  const mine = useQuery(waitlistQueries.mine(trpc));
  const join = useJoinWaitlist();
  const leave = useLeaveWaitlist();
  const entry = mine.data ? waitlistEntryFor(mine.data, stylistId, date, locationId) : undefined;
  if (entry) {
    return (
      <Alert color="blue" title={t.dayFull} role="status" data-testid="waitlist-state">
        <Stack gap="xs">
          <Text size="sm">{messages.waitlist.alreadyWaiting}</Text>
          <Text size="sm">{t.waitingFor(entry.stylistName ?? t.anyStylist)}</Text>
          <Group>
            <Button
              size="xs"
              color="red"
              variant="light"
              loading={leave.isPending}
              onClick={() => leave.mutate({ id: entry.id }, { onSuccess: () => join.reset() })}
            >
              {t.leaveWaitlist}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert color="blue" title={t.dayFull} role="status" data-testid="waitlist-state">
      <Stack gap="xs">
        <Text size="sm">{t.waitlistIntro}</Text>
        <Group>
          <Checkbox
            label={t.anyStylist}
            checked={anyStylist}
            disabled={join.isSuccess}
            onChange={(event) => setAnyStylist(event.currentTarget.checked)}
          />
          <Button
            size="xs"
            variant="light"
            loading={join.isPending}
            disabled={join.isSuccess}
            onClick={() =>
              join.mutate(
                anyStylist ? { date, serviceIds, ...(locationId === undefined ? {} : { locationId }) } : { stylistId, date, serviceIds },
              )
            }
          >
            {join.isSuccess ? t.onWaitlist : t.joinWaitlist}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

interface EntriesProps {
  entries: WaitlistEntry[];
  /** True while this entry's Leave is being sent. */
  leaving: (entry: WaitlistEntry) => boolean;
  onLeave: (entry: WaitlistEntry) => void;
}

function LeaveButton({ entry, leaving, onLeave }: { entry: WaitlistEntry } & Omit<EntriesProps, 'entries'>) {
  const t = useI18n().ui.orderHistory;
  return (
    <Button
      size="xs"
      color="red"
      variant="light"
      loading={leaving(entry)}
      aria-label={t.leaveFor(entryDay(entry))}
      onClick={() => onLeave(entry)}
    >
      {t.leave}
    </Button>
  );
}

/** Wide screens: one row per entry. */
function WaitlistTable({ entries, leaving, onLeave }: EntriesProps) {
  const { ui, language } = useI18n();
  const t = ui.orderHistory;
  return (
    <Paper withBorder radius="lg" shadow="xs">
      <Table verticalSpacing="sm" horizontalSpacing="md" aria-label={t.waitlist}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t.day}</Table.Th>
            <Table.Th>{t.stylist}</Table.Th>
            <Table.Th>{t.services}</Table.Th>
            <Table.Th>{t.action}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>{entryDay(entry)}</Table.Td>
              <Table.Td>{entry.stylistName ?? t.anyStylist}</Table.Td>
              <Table.Td>{entry.services.map((s) => serviceName(s, language)).join(', ')}</Table.Td>
              <Table.Td>
                <LeaveButton entry={entry} leaving={leaving} onLeave={onLeave} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** Phone: one card per entry with its Leave in view (no sideways scrolling), like the bookings above. */
function WaitlistCards({ entries, leaving, onLeave }: EntriesProps) {
  const { ui, language } = useI18n();
  const t = ui.orderHistory;
  return (
    <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t.waitlist}>
      {entries.map((entry) => (
        <Card key={entry.id} component="li" withBorder radius="lg" padding="md">
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={600}>{entryDay(entry)}</Text>
              <LeaveButton entry={entry} leaving={leaving} onLeave={onLeave} />
            </Group>
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Text size="sm" c="dimmed">
                {t.stylist}
              </Text>
              <Text size="sm" ta="right">
                {entry.stylistName ?? t.anyStylist}
              </Text>
            </Group>
            <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
              <Text size="sm" c="dimmed">
                {t.services}
              </Text>
              <Text size="sm" ta="right">
                {entry.services.map((s) => serviceName(s, language)).join(', ')}
              </Text>
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * Order history: the customer's waitlist entries (the route loads them), soonest day first, each with Leave: a
 * table on wide screens, cards on a phone.
 */
export function WaitlistEntries() {
  const trpc = useTRPC();
  const { data: entries } = useSuspenseQuery(waitlistQueries.mine(trpc));
  const leave = useLeaveWaitlist();
  // Read at once (not after a first paint), so a phone never flashes the wide layout.
  const phone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false });
  const { ui, messages } = useI18n();
  const t = ui.orderHistory;
  const List = phone ? WaitlistCards : WaitlistTable;
  return (
    <Stack gap="sm" component="section" aria-labelledby="waitlist-title" mt="xl">
      <Title order={2} size="h3" id="waitlist-title">
        {t.waitlist}
      </Title>
      {entries.length === 0 ? (
        <Text c="dimmed" size="sm">
          {messages.waitlist.empty}
        </Text>
      ) : (
        <List
          entries={entries}
          leaving={(entry) => leave.isPending && leave.variables?.id === entry.id}
          onLeave={(entry) => leave.mutate({ id: entry.id })}
        />
      )}
    </Stack>
  );
}
