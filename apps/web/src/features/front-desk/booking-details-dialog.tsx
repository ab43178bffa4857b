import {
  type BookingSourceValue,
  bookingSourceLabels,
  canMarkNoShow,
  canTransition,
  formatSalonDate,
  formatUsd,
  paymentProviderLabels,
  slotStartMs,
  timeSlotById,
} from '@hairsalon/shared';
import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useCancelBookingByStaff } from '../booking/booking-queries';
import { BookingStatusBadge } from '../booking/booking-status-badge';
import type { BookingView } from '../booking/types';
import { useMarkNoShow } from './front-desk-queries';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dark.4">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

const paymentText = (b: BookingView) => {
  if (!b.payment) return '—';
  const method = paymentProviderLabels[b.payment.provider] ?? b.payment.provider;
  const state = b.payment.status === 'due' ? 'to pay at the salon' : b.payment.status;
  return `${method}, ${state}`;
};

/**
 * A booking's details with the staff actions: cancel (spec §4: S1 or S2) and, once a confirmed booking's time has
 * passed, mark no-show (issue 12). Each asks for confirmation first.
 */
export function BookingDetailsDialog({ booking, onClose }: { booking: BookingView | null; onClose: () => void }) {
  const [confirming, setConfirming] = useState<'cancel' | 'no-show' | null>(null);
  const close = () => {
    setConfirming(null);
    onClose();
  };
  const cancel = useCancelBookingByStaff({ onSettled: close });
  const noShow = useMarkNoShow({ onSettled: close });
  if (!booking) return <Modal opened={false} onClose={close} title="Booking" />;
  const slot = timeSlotById(booking.timeType);
  const started = slot ? slotStartMs(booking.dateMs, slot) : Number.POSITIVE_INFINITY;
  const mayCancel = canTransition('cancelByStaff', booking.statusId);
  const mayNoShow = canMarkNoShow(booking.statusId, started, Date.now());
  const name = booking.fullName || `${booking.customerData.firstName} ${booking.customerData.lastName}`.trim();
  return (
    <Modal opened onClose={close} title={`Booking #${booking.id}`} centered size="lg">
      <Stack>
        <Group justify="space-between">
          <Text fw={700}>{name}</Text>
          <BookingStatusBadge statusId={booking.statusId} />
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Field label="Date and time">
            {formatSalonDate(booking.dateMs)} {booking.timeTypeDataBooking.valueEn}
          </Field>
          <Field label="Stylist">
            {booking.stylistDataBooking.firstName} {booking.stylistDataBooking.lastName}
          </Field>
          <Field label="Phone">{booking.phone || '—'}</Field>
          <Field label="Email">{booking.email || '—'}</Field>
          <Field label="Services">{booking.services.map((s) => s.name).join(', ')}</Field>
          <Field label="Amount">{formatUsd(booking.amountCents)}</Field>
          <Field label="Booked">{bookingSourceLabels[booking.source as BookingSourceValue] ?? booking.source}</Field>
          <Field label="Payment">{paymentText(booking)}</Field>
        </SimpleGrid>
        {confirming === null && (mayCancel || mayNoShow) && (
          <Group justify="flex-end">
            {mayNoShow && (
              <Button color="red" variant="outline" onClick={() => setConfirming('no-show')}>
                Mark no-show
              </Button>
            )}
            {mayCancel && (
              <Button color="red" variant="light" onClick={() => setConfirming('cancel')}>
                Cancel booking
              </Button>
            )}
          </Group>
        )}
        {confirming === 'cancel' && (
          <Stack gap="xs" role="group" aria-label="Confirm cancel">
            <Text>Are you sure you want to cancel this booking?</Text>
            {booking.payment?.status === 'captured' && (
              <Text fw={500} c="orange.9">
                This booking has been paid: {formatUsd(booking.amountCents)} will be refunded to the customer.
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(null)} disabled={cancel.isPending}>
                Keep Booking
              </Button>
              <Button color="red" loading={cancel.isPending} onClick={() => cancel.mutate({ bookingId: booking.id })}>
                Cancel Booking
              </Button>
            </Group>
          </Stack>
        )}
        {confirming === 'no-show' && (
          <Stack gap="xs" role="group" aria-label="Confirm no-show">
            <Text>Mark this booking as no-show? The customer earns no points for it.</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(null)} disabled={noShow.isPending}>
                Back
              </Button>
              <Button color="red" loading={noShow.isPending} onClick={() => noShow.mutate({ bookingId: booking.id })}>
                Confirm no-show
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
