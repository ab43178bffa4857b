import { canComplete, canTransition, SALON_TIME_ZONE, salonToday, type TimeZone, timeSlotLabel } from '@hairsalon/shared';
import { Button, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../api/trpc';
import { useI18n } from '../i18n/use-i18n';
import type { Column } from '../layout/data-table';
import { bookingQueries, useCompleteBooking } from './booking-queries';
import { BookingStatusBadge } from './booking-status-badge';
import { ConfirmDialog } from './confirm-dialog';
import { DayBookings } from './day-bookings';
import { useLiveBookings } from './live-bookings';
import type { BookingView } from './types';
import { useNow } from './use-now';

/** Spec §2 Stylist area, Shift: the stylist's bookings of a day (today or later); a confirmed (S2) one can be completed. */
export function ShiftBookings({ zone = SALON_TIME_ZONE }: { zone?: TimeZone } = {}) {
  const trpc = useTRPC();
  // The stylist's location's days (issue 24).
  const [date, setDate] = useState<number>(() => salonToday(Date.now(), zone));
  const [completing, setCompleting] = useState<BookingView | null>(null);
  // Today's list comes from the route's loader; another day loads here.
  // Bookings made, moved or cancelled anywhere show up without a reload (issue 23 item 3).
  useLiveBookings();
  const bookings = useQuery({ ...bookingQueries.forStylistDay(trpc, date), placeholderData: keepPreviousData });
  const complete = useCompleteBooking({ onSettled: () => setCompleting(null) });
  // A booking can be completed from its start (its location's clock, in startMs); the button comes on by itself then.
  const now = useNow(30_000);
  const { ui, language } = useI18n();
  const t = ui.backOffice.shift;
  const c = ui.backOffice.common;

  const columns: Column<BookingView>[] = [
    { key: 'customer', header: t.customerName, cell: (b) => `${b.customerData.firstName} ${b.customerData.lastName}`.trim() || b.fullName },
    { key: 'email', header: c.email, cell: (b) => b.customerData.email || b.email },
    { key: 'time', header: c.time, cell: (b) => timeSlotLabel(b.timeTypeDataBooking, language) },
    { key: 'status', header: c.status, cell: (b) => <BookingStatusBadge statusId={b.statusId} /> },
    {
      key: 'actions',
      header: c.actions,
      cell: (b) => {
        if (!canTransition('complete', b.statusId)) return null;
        if (canComplete(b.statusId, b.startMs, now)) {
          return (
            <Button size="xs" color="teal" variant="light" onClick={() => setCompleting(b)}>
              {t.complete}
            </Button>
          );
        }
        const reason = `complete-from-${b.id}`;
        return (
          <Stack gap={2} align="flex-start">
            <Button size="xs" color="teal" variant="light" disabled aria-describedby={reason}>
              {t.complete}
            </Button>
            <Text id={reason} size="xs" c="dimmed">
              {t.completeFrom(timeSlotLabel(b.timeTypeDataBooking, language))}
            </Text>
          </Stack>
        );
      },
    },
  ];

  return (
    <Stack>
      <DayBookings
        date={date}
        minDayMs={salonToday(Date.now(), zone)}
        zone={zone}
        onDateChange={(d) => d !== null && setDate(d)}
        query={bookings}
        columns={columns}
        minWidth={600}
      />
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
