import { canTransition, formatSalonDate, messages, salonToday } from '@hairsalon/shared';
import { Button, Paper, ScrollArea, Stack, Table, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../api/error-message';
import { useTRPC } from '../api/trpc';
import { BookingStatusBadge } from '../booking/booking-status-badge';
import { ConfirmDialog } from '../booking/confirm-dialog';
import { SalonDateInput } from '../booking/salon-date-input';
import type { BookingView } from '../booking/types';
import { ListState } from '../layout/list-state';
import { toastError, toastSuccess } from '../notifications/toast';

/** Spec §2 Stylist area, Shift: the stylist's bookings of a day (today or later); a confirmed (S2) one can be completed. */
export function ShiftBookings() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [date, setDate] = useState<number>(() => salonToday());
  const [completing, setCompleting] = useState<BookingView | null>(null);
  const bookings = useQuery(trpc.booking.listForStylist.queryOptions({ date }, { staleTime: 0 }));

  const complete = useMutation(
    trpc.booking.complete.mutationOptions({
      onSuccess: (result) => {
        toastSuccess(result.message || messages.booking.completed);
        setCompleting(null);
        void queryClient.invalidateQueries({ queryKey: trpc.booking.listForStylist.queryKey() });
      },
      onError: (error) => {
        toastError(errorMessage(error, messages.generic.serverError));
        setCompleting(null);
      },
    }),
  );

  const list = bookings.data ?? [];
  return (
    <Stack>
      <SalonDateInput label="Date" value={date} minDayMs={salonToday()} onChange={(d) => d !== null && setDate(d)} maw={260} />
      <Title order={2} size="h4">
        Bookings for {formatSalonDate(date)}
      </Title>
      <Paper withBorder radius="md">
        <ScrollArea>
          <Table striped highlightOnHover verticalSpacing="sm" miw={640}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Customer Name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Time</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((b) => (
                <Table.Tr key={b.id} data-booking-id={b.id}>
                  <Table.Td>{`${b.customerData.firstName} ${b.customerData.lastName}`.trim() || b.fullName}</Table.Td>
                  <Table.Td>{b.customerData.email || b.email}</Table.Td>
                  <Table.Td>{b.timeTypeDataBooking.valueEn}</Table.Td>
                  <Table.Td>
                    <BookingStatusBadge statusId={b.statusId} />
                  </Table.Td>
                  <Table.Td>
                    {canTransition('complete', b.statusId) && (
                      <Button size="xs" color="teal" variant="light" onClick={() => setCompleting(b)}>
                        Complete
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
        <ListState query={bookings} count={list.length} emptyText={messages.booking.noneForDate} loadingLabel="Loading bookings" />
      </Paper>
      <ConfirmDialog
        opened={completing !== null}
        title="Complete Booking"
        confirmLabel="Complete"
        cancelLabel="Cancel"
        color="teal"
        busy={complete.isPending}
        onConfirm={() => completing && complete.mutate({ bookingId: completing.id })}
        onClose={() => setCompleting(null)}
      >
        Are you sure you want to complete this booking?
      </ConfirmDialog>
    </Stack>
  );
}
