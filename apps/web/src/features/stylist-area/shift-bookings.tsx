import { canTransition, formatSalonDate, messages, salonToday } from '@hairsalon/shared';
import { Button, Paper, Stack, Table, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../api/trpc';
import { bookingQueries, useCompleteBooking } from '../booking/booking-queries';
import { BookingStatusBadge } from '../booking/booking-status-badge';
import { ConfirmDialog } from '../booking/confirm-dialog';
import { SalonDateInput } from '../booking/salon-date-input';
import type { BookingView } from '../booking/types';
import { ListState } from '../layout/list-state';
import { TableScroll } from '../layout/table-scroll';

/** Spec §2 Stylist area, Shift: the stylist's bookings of a day (today or later); a confirmed (S2) one can be completed. */
export function ShiftBookings() {
  const trpc = useTRPC();
  const [date, setDate] = useState<number>(() => salonToday());
  const [completing, setCompleting] = useState<BookingView | null>(null);
  // Today's list comes from the route's loader; another day loads here.
  const bookings = useQuery({ ...bookingQueries.forStylistDay(trpc, date), placeholderData: keepPreviousData });
  const complete = useCompleteBooking({ onSettled: () => setCompleting(null) });

  const list = bookings.data ?? [];
  return (
    <Stack>
      <SalonDateInput label="Date" value={date} minDayMs={salonToday()} onChange={(d) => d !== null && setDate(d)} maw={260} />
      <Title order={2} size="h4">
        Bookings for {formatSalonDate(date)}
      </Title>
      <Paper withBorder radius="md">
        <TableScroll minWidth={600} label="Bookings">
          <Table striped highlightOnHover verticalSpacing="sm" aria-label="Bookings">
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
        </TableScroll>
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
