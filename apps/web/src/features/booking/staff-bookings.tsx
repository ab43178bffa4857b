import { canTransition, formatUsd, SALON_TIME_ZONE, salonToday, serviceName, type TimeZone, timeSlotLabel } from '@hairsalon/shared';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../api/trpc';
import { useI18n } from '../i18n/use-i18n';
import type { Column } from '../layout/data-table';
import { EmailText } from '../layout/table-scroll';
import { bookingQueries, useCancelBookingByStaff } from './booking-queries';
import { BookingStatusBadge } from './booking-status-badge';
import { CancelBookingDialog } from './confirm-dialog';
import { DayBookings } from './day-bookings';
import { useLiveBookings } from './live-bookings';
import { RescheduleDialog } from './reschedule-dialog';
import type { BookingView } from './types';

const isPaid = (booking: BookingView) => booking.payment?.status === 'captured';

/** Spec §2 Staff area, Booking management: a day's bookings; staff may cancel S1 or S2 (a paid one is refunded). */
export function StaffBookings({ zone = SALON_TIME_ZONE, locationId }: { zone?: TimeZone; locationId?: number } = {}) {
  const trpc = useTRPC();
  // The location's days (issue 24): the page mounts one list per location, opening on today there.
  const [date, setDate] = useState<number | null>(() => salonToday(Date.now(), zone));
  const [confirming, setConfirming] = useState<BookingView | null>(null);
  const [moving, setMoving] = useState<BookingView | null>(null);
  // Today's list comes from the route's loader; another day loads here.
  const bookings = useQuery({
    ...bookingQueries.forDay(trpc, date ?? 0, locationId),
    enabled: date !== null,
    placeholderData: keepPreviousData,
  });
  // Bookings made, moved or cancelled anywhere show up without a reload (issue 23 item 3).
  useLiveBookings();
  const cancel = useCancelBookingByStaff({ onSettled: () => setConfirming(null) });
  const { ui, messages, language } = useI18n();
  const t = ui.backOffice.staffBookings;
  const c = ui.backOffice.common;

  const columns: Column<BookingView>[] = [
    { key: 'customer', header: c.customer, cell: (b) => b.fullName || `${b.customerData.firstName} ${b.customerData.lastName}`.trim() },
    { key: 'email', header: c.email, cell: (b) => <EmailText email={b.email} /> },
    { key: 'phone', header: c.phone, cell: (b) => b.phone, nowrap: true },
    { key: 'stylist', header: c.stylist, cell: (b) => `${b.stylistDataBooking.firstName} ${b.stylistDataBooking.lastName}` },
    { key: 'time', header: c.time, cell: (b) => timeSlotLabel(b.timeTypeDataBooking, language), nowrap: true },
    { key: 'services', header: c.services, cell: (b) => b.services.map((s) => serviceName(s, language)).join(', ') },
    { key: 'amount', header: c.amount, cell: (b) => formatUsd(b.amountCents) },
    {
      key: 'status',
      header: c.status,
      cell: (b) => (
        <Group gap={4} wrap="nowrap">
          <BookingStatusBadge statusId={b.statusId} />
          {b.payment?.status === 'refund_due' && (
            <Badge color="red.9" variant="filled">
              {messages.payment.refundDueLabel}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'action',
      header: c.action,
      cell: (b) => (
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
      ),
    },
  ];

  return (
    <Stack>
      <DayBookings date={date} onDateChange={setDate} query={bookings} columns={columns} minWidth={860} zone={zone} />
      <CancelBookingDialog
        texts={t}
        opened={confirming !== null}
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
      </CancelBookingDialog>
      <RescheduleDialog booking={moving} onClose={() => setMoving(null)} />
    </Stack>
  );
}
