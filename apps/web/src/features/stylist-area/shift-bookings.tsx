import { canTransition, formatSalonDate, salonToday, timeSlotLabel } from '@hairsalon/shared';
import { Button, Paper, Stack, Table, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../api/trpc';
import { bookingQueries, useCompleteBooking } from '../booking/booking-queries';
import { ConfirmDialog } from '../booking/confirm-dialog';
import { SalonDateInput } from '../booking/salon-date-input';
import type { BookingView } from '../booking/types';
import { useI18n } from '../i18n/use-i18n';
import { ListState } from '../layout/list-state';
import { TableScroll } from '../layout/table-scroll';
import { StatusBadge } from '../staff/status-badge';

/** Spec §2 Stylist area, Shift: the stylist's bookings of a day (today or later); a confirmed (S2) one can be completed. */
export function ShiftBookings() {
  const trpc = useTRPC();
  const [date, setDate] = useState<number>(() => salonToday());
  const [completing, setCompleting] = useState<BookingView | null>(null);
  // Today's list comes from the route's loader; another day loads here.
  const bookings = useQuery({ ...bookingQueries.forStylistDay(trpc, date), placeholderData: keepPreviousData });
  const complete = useCompleteBooking({ onSettled: () => setCompleting(null) });
  const { ui, messages, language } = useI18n();
  const t = ui.backOffice.shift;
  const c = ui.backOffice.common;

  const list = bookings.data ?? [];
  return (
    <Stack>
      <SalonDateInput label={c.date} value={date} minDayMs={salonToday()} onChange={(d) => d !== null && setDate(d)} maw={260} />
      <Title order={2} size="h4">
        {c.bookingsFor(formatSalonDate(date))}
      </Title>
      <Paper withBorder radius="md">
        <TableScroll minWidth={600} label={c.bookings}>
          <Table striped highlightOnHover verticalSpacing="sm" aria-label={c.bookings}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.customerName}</Table.Th>
                <Table.Th>{c.email}</Table.Th>
                <Table.Th>{c.time}</Table.Th>
                <Table.Th>{c.status}</Table.Th>
                <Table.Th>{c.actions}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((b) => (
                <Table.Tr key={b.id} data-booking-id={b.id}>
                  <Table.Td>{`${b.customerData.firstName} ${b.customerData.lastName}`.trim() || b.fullName}</Table.Td>
                  <Table.Td>{b.customerData.email || b.email}</Table.Td>
                  <Table.Td>{timeSlotLabel(b.timeTypeDataBooking, language)}</Table.Td>
                  <Table.Td>
                    <StatusBadge statusId={b.statusId} />
                  </Table.Td>
                  <Table.Td>
                    {canTransition('complete', b.statusId) && (
                      <Button size="xs" color="teal" variant="light" onClick={() => setCompleting(b)}>
                        {t.complete}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
        <ListState query={bookings} count={list.length} emptyText={messages.booking.noneForDate} loadingLabel={c.loadingBookings} />
      </Paper>
      <ConfirmDialog
        opened={completing !== null}
        title={t.completeBooking}
        confirmLabel={t.complete}
        cancelLabel={c.cancel}
        color="teal"
        busy={complete.isPending}
        onConfirm={() => completing && complete.mutate({ bookingId: completing.id })}
        onClose={() => setCompleting(null)}
      >
        {t.confirmComplete}
      </ConfirmDialog>
    </Stack>
  );
}
