import { formatSalonDate } from '@hairsalon/shared';
import { Alert, Button, Checkbox, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../api/trpc';
import { useI18n } from '../i18n/use-i18n';
import { useJoinWaitlist, useLeaveWaitlist, waitlistQueries } from './waitlist-queries';

/** Shown on the booking form when no start fits the chosen services that day: a signed-in customer may wait for one. */
export function JoinWaitlist({ stylistId, date, serviceIds }: { stylistId: number; date: number; serviceIds: number[] }) {
  // Issue 12: wait for this stylist, or for whichever stylist frees a time first (the server refuses it while any
  // stylist still has a free start that day, with a message saying so).
  const [anyStylist, setAnyStylist] = useState(false);
  const t = useI18n().ui.booking;
  const join = useJoinWaitlist();
  return (
    <Alert color="blue" title={t.dayFull} role="status">
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
            onClick={() => join.mutate(anyStylist ? { date, serviceIds } : { stylistId, date, serviceIds })}
          >
            {join.isSuccess ? t.onWaitlist : t.joinWaitlist}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** Order history: the customer's waitlist entries (the route loads them), soonest day first, each with Leave. */
export function WaitlistEntries() {
  const trpc = useTRPC();
  const { data: list } = useSuspenseQuery(waitlistQueries.mine(trpc));
  const leave = useLeaveWaitlist();
  const { ui, messages } = useI18n();
  const t = ui.orderHistory;
  return (
    <Stack gap="sm" component="section" aria-labelledby="waitlist-title" mt="xl">
      <Title order={2} size="h3" id="waitlist-title">
        {t.waitlist}
      </Title>
      {list.length === 0 ? (
        <Text c="dimmed" size="sm">
          {messages.waitlist.empty}
        </Text>
      ) : (
        <Paper withBorder radius="lg" shadow="xs" style={{ overflowX: 'auto' }}>
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
              {list.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>{formatSalonDate(entry.date)}</Table.Td>
                  <Table.Td>{entry.stylistName ?? t.anyStylist}</Table.Td>
                  <Table.Td>{entry.services.map((s) => s.name).join(', ')}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      loading={leave.isPending && leave.variables?.id === entry.id}
                      aria-label={t.leaveFor(formatSalonDate(entry.date))}
                      onClick={() => leave.mutate({ id: entry.id })}
                    >
                      {t.leave}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
    </Stack>
  );
}
