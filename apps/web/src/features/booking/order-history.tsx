import { canTransition, formatSalonDate, messages } from '@hairsalon/shared';
import { Anchor, Button, Center, Group, Loader, Paper, ScrollArea, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../api/error-message';
import { useTRPC } from '../api/trpc';
import { readSignedInUser } from '../auth/session-storage';
import { FeedbackCell } from '../feedback/feedback-cell';
import { FeedbackDialog, type FeedbackTarget } from '../feedback/feedback-dialog';
import { toastError, toastSuccess } from '../notifications/toast';
import { BookingStatusBadge } from './booking-status-badge';
import { ConfirmDialog } from './confirm-dialog';
import type { BookingView } from './types';

/** Spec §2 Order history: one row per service of each booking, newest booking first. */
export function OrderHistory() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const bookings = useQuery(trpc.booking.listForCustomer.queryOptions(undefined, { staleTime: 0 }));
  const [confirming, setConfirming] = useState<BookingView | null>(null);
  const [reviewing, setReviewing] = useState<FeedbackTarget | null>(null);

  const cancel = useMutation(
    trpc.booking.cancelByCustomer.mutationOptions({
      onSuccess: (result) => {
        toastSuccess(result.message);
        setConfirming(null);
        void queryClient.invalidateQueries({ queryKey: trpc.booking.listForCustomer.queryKey() });
        // Reserved points come back on cancellation.
        void queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() });
      },
      onError: (error) => {
        toastError(errorMessage(error));
        setConfirming(null);
      },
    }),
  );

  const confirmCancel = () => {
    if (!confirming) return;
    if (!readSignedInUser()) {
      toastError(messages.booking.notAuthenticated);
      setConfirming(null);
      return;
    }
    cancel.mutate({ bookingId: confirming.id });
  };

  if (bookings.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading bookings" />
      </Center>
    );
  }
  if (bookings.isError) {
    return <Text c="red">{errorMessage(bookings.error)}</Text>;
  }

  const rows = bookings.data.flatMap((booking) => {
    const lines = booking.services.length > 0 ? booking.services : [null];
    return lines.map((service, index) => {
      const first = index === 0;
      const pending = canTransition('cancelByCustomer', booking.statusId);
      return (
        <Table.Tr key={`${booking.id}-${service?.id ?? 'none'}-${index}`} data-booking-id={booking.id}>
          <Table.Td>{service?.name ?? '—'}</Table.Td>
          <Table.Td>
            {booking.stylistDataBooking.firstName} {booking.stylistDataBooking.lastName}
          </Table.Td>
          <Table.Td>
            {formatSalonDate(booking.dateMs)} {booking.timeTypeDataBooking.valueEn}
          </Table.Td>
          <Table.Td>
            <BookingStatusBadge statusId={booking.statusId} />
          </Table.Td>
          <Table.Td>
            {first && pending && (
              <Group gap="xs" wrap="nowrap">
                {booking.payment?.approvalUrl && (
                  <Anchor href={booking.payment.approvalUrl} size="sm" fw={500}>
                    Pay now
                  </Anchor>
                )}
                <Button size="xs" color="red" variant="light" onClick={() => setConfirming(booking)}>
                  Cancel
                </Button>
              </Group>
            )}
          </Table.Td>
          <Table.Td>
            <FeedbackCell
              statusId={booking.statusId}
              service={service}
              onOpen={() => service && setReviewing({ bookingId: booking.id, serviceId: service.id, serviceName: service.name })}
            />
          </Table.Td>
        </Table.Tr>
      );
    });
  });

  return (
    <>
      <Paper withBorder radius="lg" shadow="xs">
        <ScrollArea>
          <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="md" miw={760}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Service name</Table.Th>
                <Table.Th>Stylist</Table.Th>
                <Table.Th>Application day</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Action</Table.Th>
                <Table.Th>Feedback</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length > 0 ? (
                rows
              ) : (
                <Table.Tr>
                  <Table.Td colSpan={6}>
                    <Text ta="center" c="dimmed" py="md">
                      You have no bookings yet.
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </Paper>
      <ConfirmDialog
        opened={confirming !== null}
        title="Cancel Booking"
        confirmLabel="Cancel Booking"
        cancelLabel="Keep Booking"
        color="red"
        busy={cancel.isPending}
        onConfirm={confirmCancel}
        onClose={() => setConfirming(null)}
      >
        {confirming
          ? `Are you sure you want to cancel your booking on ${formatSalonDate(confirming.dateMs)} at ${confirming.timeTypeDataBooking.valueEn}?`
          : ''}
      </ConfirmDialog>
      <FeedbackDialog target={reviewing} onClose={() => setReviewing(null)} />
    </>
  );
}
