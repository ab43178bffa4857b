import { formatSalonDate, messages } from '@hairsalon/shared';
import { Alert, Button, Checkbox, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../api/error-message';
import { useTRPC } from '../api/trpc';
import { toastError, toastSuccess } from '../notifications/toast';

/** Shown on the booking form when no start fits the chosen services that day: a signed-in customer may wait for one. */
export function JoinWaitlist({ stylistId, date, serviceIds }: { stylistId: number; date: number; serviceIds: number[] }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // Issue 12: wait for this stylist, or for whichever stylist frees a time first (the server refuses it while any
  // stylist still has a free start that day, with a message saying so).
  const [anyStylist, setAnyStylist] = useState(false);
  const join = useMutation(
    trpc.waitlist.join.mutationOptions({
      onSuccess: async (result) => {
        toastSuccess(result.message);
        await queryClient.invalidateQueries({ queryKey: trpc.waitlist.mine.queryKey() });
      },
      onError: (error) => toastError(errorMessage(error)),
    }),
  );
  return (
    <Alert color="blue" title="This day is full for these services" role="status">
      <Stack gap="xs">
        <Text size="sm">Join the waitlist and we will email you a link as soon as a time frees up. The first to book it gets it.</Text>
        <Group>
          <Checkbox
            label="Any stylist"
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
            {join.isSuccess ? 'On the waitlist' : 'Join the waitlist'}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** Order history: the customer's waitlist entries, soonest day first, each with Leave. */
export function WaitlistEntries() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const entries = useQuery(trpc.waitlist.mine.queryOptions(undefined, { staleTime: 0 }));
  const leave = useMutation(
    trpc.waitlist.leave.mutationOptions({
      onSuccess: async (result) => {
        toastSuccess(result.message);
        await queryClient.invalidateQueries({ queryKey: trpc.waitlist.mine.queryKey() });
      },
      onError: (error) => toastError(errorMessage(error)),
    }),
  );
  const list = entries.data ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="waitlist-title" mt="xl">
      <Title order={2} size="h3" id="waitlist-title">
        Waitlist
      </Title>
      {list.length === 0 ? (
        <Text c="dimmed" size="sm">
          {entries.isPending ? 'Loading…' : messages.waitlist.empty}
        </Text>
      ) : (
        <Paper withBorder radius="lg" shadow="xs" style={{ overflowX: 'auto' }}>
          <Table verticalSpacing="sm" horizontalSpacing="md" aria-label="Waitlist">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Day</Table.Th>
                <Table.Th>Stylist</Table.Th>
                <Table.Th>Services</Table.Th>
                <Table.Th>Action</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>{formatSalonDate(entry.date)}</Table.Td>
                  <Table.Td>{entry.stylistName ?? 'Any stylist'}</Table.Td>
                  <Table.Td>{entry.services.map((s) => s.name).join(', ')}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      loading={leave.isPending && leave.variables?.id === entry.id}
                      aria-label={`Leave the waitlist for ${formatSalonDate(entry.date)}`}
                      onClick={() => leave.mutate({ id: entry.id })}
                    >
                      Leave
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
