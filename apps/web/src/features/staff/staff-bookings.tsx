import { canTransition, formatSalonDate, formatUsd, messages, salonToday } from '@hairsalon/shared';
import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../api/trpc';
import { bookingQueries, useCancelBookingByStaff } from '../booking/booking-queries';
import { BookingStatusBadge } from '../booking/booking-status-badge';
import { ConfirmDialog } from '../booking/confirm-dialog';
import { RescheduleDialog } from '../booking/reschedule-dialog';
import { SalonDateInput } from '../booking/salon-date-input';
import type { BookingView } from '../booking/types';
import { ListState } from '../layout/list-state';
import { EmailText, TableScroll } from '../layout/table-scroll';

const isPaid = (booking: BookingView) => booking.payment?.status === 'captured';

/** Spec §2 Staff area, Booking management: a day's bookings; staff may cancel S1 or S2 (a paid one is refunded). */
export function StaffBookings() {
  const trpc = useTRPC();
  const [date, setDate] = useState<number | null>(() => salonToday());
  const [confirming, setConfirming] = useState<BookingView | null>(null);
  const [moving, setMoving] = useState<BookingView | null>(null);
  // Today's list comes from the route's loader; another day loads here.
  const bookings = useQuery({
    ...bookingQueries.forDay(trpc, date ?? 0),
    enabled: date !== null,
    placeholderData: keepPreviousData,
  });
  const cancel = useCancelBookingByStaff({ onSettled: () => setConfirming(null) });

  const list = bookings.data ?? [];
  return (
    <Stack>
      <SalonDateInput label="Date" value={date} onChange={setDate} maw={260} />
      <Title order={2} size="h4">
        Bookings for {date === null ? '—' : formatSalonDate(date)}
      </Title>
      <Paper withBorder radius="md">
        <TableScroll minWidth={860} label="Bookings">
          <Table striped highlightOnHover verticalSpacing="sm" aria-label="Bookings">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Customer</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Phone</Table.Th>
                <Table.Th>Stylist</Table.Th>
                <Table.Th>Time</Table.Th>
                <Table.Th>Services</Table.Th>
                <Table.Th>Amount</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Action</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((b) => (
                <Table.Tr key={b.id} data-booking-id={b.id}>
                  <Table.Td>{b.fullName || `${b.customerData.firstName} ${b.customerData.lastName}`.trim()}</Table.Td>
                  <Table.Td>
                    <EmailText email={b.email} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{b.phone}</Table.Td>
                  <Table.Td>
                    {b.stylistDataBooking.firstName} {b.stylistDataBooking.lastName}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{b.timeTypeDataBooking.valueEn}</Table.Td>
                  <Table.Td>{b.services.map((s) => s.name).join(', ')}</Table.Td>
                  <Table.Td>{formatUsd(b.amountCents)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <BookingStatusBadge statusId={b.statusId} />
                      {b.payment?.status === 'refund_due' && (
                        <Badge color="red.9" variant="filled">
                          {messages.payment.refundDueLabel}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {canTransition('reschedule', b.statusId) && (
                        <Button size="xs" variant="light" onClick={() => setMoving(b)}>
                          Reschedule
                        </Button>
                      )}
                      {canTransition('cancelByStaff', b.statusId) && (
                        <Button size="xs" color="red" variant="light" onClick={() => setConfirming(b)}>
                          Cancel
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
        <ListState query={bookings} count={list.length} emptyText={messages.booking.noneForDate} loadingLabel="Loading bookings" />
      </Paper>
      <ConfirmDialog
        opened={confirming !== null}
        title="Cancel Booking"
        confirmLabel="Cancel Booking"
        cancelLabel="Keep Booking"
        color="red"
        busy={cancel.isPending}
        onConfirm={() => confirming && cancel.mutate({ bookingId: confirming.id })}
        onClose={() => setConfirming(null)}
      >
        {confirming && (
          <Stack gap="xs">
            <Text>
              Are you sure you want to cancel the booking of {confirming.fullName} at {confirming.timeTypeDataBooking.valueEn}?
            </Text>
            {isPaid(confirming) && (
              <Text fw={500} c="orange">
                This booking has been paid: {formatUsd(confirming.amountCents)} will be refunded to the customer.
              </Text>
            )}
          </Stack>
        )}
      </ConfirmDialog>
      <RescheduleDialog booking={moving} onClose={() => setMoving(null)} />
    </Stack>
  );
}
