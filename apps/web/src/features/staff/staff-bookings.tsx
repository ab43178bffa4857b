import { canTransition, formatSalonDate, formatUsd, salonToday, timeSlotLabel } from '@hairsalon/shared';
import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../api/trpc';
import { bookingQueries, useCancelBookingByStaff } from '../booking/booking-queries';
import { ConfirmDialog } from '../booking/confirm-dialog';
import { RescheduleDialog } from '../booking/reschedule-dialog';
import { SalonDateInput } from '../booking/salon-date-input';
import type { BookingView } from '../booking/types';
import { useI18n } from '../i18n/use-i18n';
import { ListState } from '../layout/list-state';
import { EmailText, TableScroll } from '../layout/table-scroll';
import { StatusBadge } from './status-badge';

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
  const { ui, messages, language } = useI18n();
  const t = ui.backOffice.staffBookings;
  const c = ui.backOffice.common;

  const list = bookings.data ?? [];
  return (
    <Stack>
      <SalonDateInput label={c.date} value={date} onChange={setDate} maw={260} />
      <Title order={2} size="h4">
        {c.bookingsFor(date === null ? '—' : formatSalonDate(date))}
      </Title>
      <Paper withBorder radius="md">
        <TableScroll minWidth={860} label={c.bookings}>
          <Table striped highlightOnHover verticalSpacing="sm" aria-label={c.bookings}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{c.customer}</Table.Th>
                <Table.Th>{c.email}</Table.Th>
                <Table.Th>{c.phone}</Table.Th>
                <Table.Th>{c.stylist}</Table.Th>
                <Table.Th>{c.time}</Table.Th>
                <Table.Th>{c.services}</Table.Th>
                <Table.Th>{c.amount}</Table.Th>
                <Table.Th>{c.status}</Table.Th>
                <Table.Th>{c.action}</Table.Th>
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
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{timeSlotLabel(b.timeTypeDataBooking, language)}</Table.Td>
                  <Table.Td>{b.services.map((s) => s.name).join(', ')}</Table.Td>
                  <Table.Td>{formatUsd(b.amountCents)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <StatusBadge statusId={b.statusId} />
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
                          {t.reschedule}
                        </Button>
                      )}
                      {canTransition('cancelByStaff', b.statusId) && (
                        <Button size="xs" color="red" variant="light" onClick={() => setConfirming(b)}>
                          {c.cancel}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
        <ListState query={bookings} count={list.length} emptyText={messages.booking.noneForDate} loadingLabel={c.loadingBookings} />
      </Paper>
      <ConfirmDialog
        opened={confirming !== null}
        title={t.cancelBooking}
        confirmLabel={t.cancelBooking}
        cancelLabel={t.keepBooking}
        color="red"
        busy={cancel.isPending}
        onConfirm={() => confirming && cancel.mutate({ bookingId: confirming.id })}
        onClose={() => setConfirming(null)}
      >
        {confirming && (
          <Stack gap="xs">
            <Text>{t.confirmCancel(confirming.fullName, timeSlotLabel(confirming.timeTypeDataBooking, language))}</Text>
            {isPaid(confirming) && (
              <Text fw={500} c="orange">
                {t.refundWarning(formatUsd(confirming.amountCents))}
              </Text>
            )}
          </Stack>
        )}
      </ConfirmDialog>
      <RescheduleDialog booking={moving} onClose={() => setMoving(null)} />
    </Stack>
  );
}
