import {
  canMarkNoShow,
  canTransition,
  formatSalonDate,
  formatUsd,
  serviceName,
  slotStartMs,
  timeSlotById,
  timeSlotLabel,
} from '@hairsalon/shared';
import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useCancelBookingByStaff } from '../booking/booking-queries';
import { BookingStatusBadge } from '../booking/booking-status-badge';
import type { BookingView } from '../booking/types';
import type { UiCatalogue } from '../i18n/language-store';
import { labelOf } from '../i18n/ui.back-office.en';
import { useI18n } from '../i18n/use-i18n';
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

/** 'At salon' for a booking paid at the desk (issue 23: the method says it all), else 'PayPal, captured'. */
export const paymentText = (b: Pick<BookingView, 'payment'>, texts: UiCatalogue['backOffice']) => {
  if (!b.payment) return '—';
  const method = labelOf(texts.paymentProvider, b.payment.provider);
  if (b.payment.status === 'due') return method;
  return `${method}, ${labelOf(texts.bookingDetails.paymentStatus, b.payment.status)}`;
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
  const { ui, language } = useI18n();
  const t = ui.backOffice.bookingDetails;
  const c = ui.backOffice.common;
  if (!booking) return <Modal opened={false} onClose={close} title={t.booking} />;
  const slot = timeSlotById(booking.timeType);
  // The slot is its location's wall-clock time, whatever the desk's own clock (docs/decisions/021).
  const started = slot ? slotStartMs(booking.dateMs, slot, booking.timeZone) : Number.POSITIVE_INFINITY;
  const mayCancel = canTransition('cancelByStaff', booking.statusId);
  const mayNoShow = canMarkNoShow(booking.statusId, started, Date.now());
  const name = booking.fullName || `${booking.customerData.firstName} ${booking.customerData.lastName}`.trim();
  return (
    <Modal opened onClose={close} title={t.title(booking.id)} centered size="lg">
      <Stack>
        <Group justify="space-between">
          <Text fw={700}>{name}</Text>
          <BookingStatusBadge statusId={booking.statusId} />
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Field label={t.dateAndTime}>
            {formatSalonDate(booking.dateMs, booking.timeZone)} {timeSlotLabel(booking.timeTypeDataBooking, language)}
          </Field>
          <Field label={c.stylist}>
            {booking.stylistDataBooking.firstName} {booking.stylistDataBooking.lastName}
          </Field>
          <Field label={c.phone}>{booking.phone || '—'}</Field>
          <Field label={c.email}>{booking.email || '—'}</Field>
          <Field label={c.services}>{booking.services.map((s) => serviceName(s, language)).join(', ')}</Field>
          <Field label={c.amount}>{formatUsd(booking.amountCents)}</Field>
          <Field label={t.booked}>{labelOf(ui.backOffice.source, booking.source)}</Field>
          <Field label={t.payment}>{paymentText(booking, ui.backOffice)}</Field>
        </SimpleGrid>
        {confirming === null && (mayCancel || mayNoShow) && (
          <Group justify="flex-end">
            {mayNoShow && (
              <Button color="red" variant="outline" onClick={() => setConfirming('no-show')}>
                {t.markNoShow}
              </Button>
            )}
            {mayCancel && (
              <Button color="red" variant="light" onClick={() => setConfirming('cancel')}>
                {t.cancelBooking}
              </Button>
            )}
          </Group>
        )}
        {confirming === 'cancel' && (
          <Stack gap="xs" role="group" aria-label={t.confirmCancelGroup}>
            <Text>{t.confirmCancel}</Text>
            {booking.payment?.status === 'captured' && (
              <Text fw={500} c="orange.9">
                {ui.backOffice.staffBookings.refundWarning(formatUsd(booking.amountCents))}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(null)} disabled={cancel.isPending}>
                {ui.backOffice.staffBookings.keepBooking}
              </Button>
              <Button color="red" loading={cancel.isPending} onClick={() => cancel.mutate({ bookingId: booking.id })}>
                {ui.backOffice.staffBookings.cancelBooking}
              </Button>
            </Group>
          </Stack>
        )}
        {confirming === 'no-show' && (
          <Stack gap="xs" role="group" aria-label={t.confirmNoShowGroup}>
            <Text>{t.confirmNoShow}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(null)} disabled={noShow.isPending}>
                {c.back}
              </Button>
              <Button color="red" loading={noShow.isPending} onClick={() => noShow.mutate({ bookingId: booking.id })}>
                {t.confirmNoShowButton}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
