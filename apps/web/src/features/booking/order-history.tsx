import { canTransition, formatSalonDate, type Language, messages, timeSlotLabel } from '@hairsalon/shared';
import { Anchor, Button, Card, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTRPC } from '../api/trpc';
import { readSignedInUser } from '../auth/session-storage';
import { FeedbackCell } from '../feedback/feedback-cell';
import { FeedbackDialog, type FeedbackTarget } from '../feedback/feedback-dialog';
import { useI18n } from '../i18n/use-i18n';
import { PHONE_QUERY } from '../layout/breakpoints';
import { toastError } from '../notifications/toast';
import { bookingQueries, useCancelBookingByCustomer } from './booking-queries';
import { BookingStatusBadge } from './booking-status-badge';
import { ConfirmDialog } from './confirm-dialog';
import { RescheduleDialog } from './reschedule-dialog';
import type { BookingView } from './types';
import { WaitlistEntries } from './waitlist';

const stylistName = (booking: BookingView) => `${booking.stylistDataBooking.firstName} ${booking.stylistDataBooking.lastName}`;
const applicationDay = (booking: BookingView, language: Language) =>
  `${formatSalonDate(booking.dateMs)} ${timeSlotLabel(booking.timeTypeDataBooking, language)}`;

interface Actions {
  onCancel: (booking: BookingView) => void;
  onReschedule: (booking: BookingView) => void;
  onFeedback: (target: FeedbackTarget) => void;
}

/**
 * Spec §4: a pending booking can be paid or cancelled; the action sits only on the booking's first service. A pending
 * or confirmed one can also be moved (docs/decisions/009).
 */
function BookingActions({ booking, onCancel, onReschedule }: { booking: BookingView } & Omit<Actions, 'onFeedback'>) {
  const cancellable = canTransition('cancelByCustomer', booking.statusId);
  const movable = canTransition('reschedule', booking.statusId);
  const t = useI18n().ui.orderHistory;
  if (!cancellable && !movable) return null;
  return (
    <Group gap="xs" wrap="nowrap">
      {cancellable && booking.payment?.approvalUrl && (
        <Anchor href={booking.payment.approvalUrl} size="sm" fw={500} underline="always">
          {t.payNow}
        </Anchor>
      )}
      {movable && (
        <Button size="xs" variant="light" onClick={() => onReschedule(booking)}>
          {t.reschedule}
        </Button>
      )}
      {cancellable && (
        <Button size="xs" color="red" variant="light" onClick={() => onCancel(booking)}>
          {t.cancel}
        </Button>
      )}
    </Group>
  );
}

/** Desktop: spec §2's table, one row per service of each booking. */
function OrderTable({ bookings, onCancel, onReschedule, onFeedback }: { bookings: BookingView[] } & Actions) {
  const { ui, language } = useI18n();
  const t = ui.orderHistory;
  const rows = bookings.flatMap((booking) => {
    const lines = booking.services.length > 0 ? booking.services : [null];
    return lines.map((service, index) => (
      <Table.Tr key={`${booking.id}-${service?.id ?? 'none'}-${index}`} data-booking-id={booking.id}>
        <Table.Td>{service?.name ?? '—'}</Table.Td>
        <Table.Td>{stylistName(booking)}</Table.Td>
        <Table.Td>{applicationDay(booking, language)}</Table.Td>
        <Table.Td>
          <BookingStatusBadge statusId={booking.statusId} />
        </Table.Td>
        <Table.Td>{index === 0 && <BookingActions booking={booking} onCancel={onCancel} onReschedule={onReschedule} />}</Table.Td>
        <Table.Td>
          <FeedbackCell
            statusId={booking.statusId}
            service={service}
            onOpen={() => service && onFeedback({ bookingId: booking.id, serviceId: service.id, serviceName: service.name })}
          />
        </Table.Td>
      </Table.Tr>
    ));
  });
  return (
    <Paper withBorder radius="lg" shadow="xs">
      <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="md" aria-label={t.list}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t.serviceName}</Table.Th>
            <Table.Th>{t.stylist}</Table.Th>
            <Table.Th>{t.applicationDay}</Table.Th>
            <Table.Th>{t.status}</Table.Th>
            <Table.Th>{t.action}</Table.Th>
            <Table.Th>{t.feedback}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{rows}</Table.Tbody>
      </Table>
    </Paper>
  );
}

function CardLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right" component="div">
        {children}
      </Text>
    </Group>
  );
}

/** Phone: one card per booking with its services, status and actions in view (no sideways scrolling). */
function OrderCards({ bookings, onCancel, onReschedule, onFeedback }: { bookings: BookingView[] } & Actions) {
  const { ui, language } = useI18n();
  const t = ui.orderHistory;
  return (
    <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t.list}>
      {bookings.map((booking) => (
        <Card key={booking.id} component="li" withBorder radius="lg" padding="md" data-booking-id={booking.id}>
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={600}>{applicationDay(booking, language)}</Text>
              <BookingStatusBadge statusId={booking.statusId} />
            </Group>
            <CardLine label={t.stylist}>{stylistName(booking)}</CardLine>
            {booking.services.map((service) => (
              <Group key={service.id} justify="space-between" wrap="nowrap" gap="sm">
                <Text size="sm">{service.name}</Text>
                <FeedbackCell
                  statusId={booking.statusId}
                  service={service}
                  onOpen={() => onFeedback({ bookingId: booking.id, serviceId: service.id, serviceName: service.name })}
                />
              </Group>
            ))}
            <BookingActions booking={booking} onCancel={onCancel} onReschedule={onReschedule} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * Spec §2 Order history, newest booking first: a table on wide screens, cards on a phone. It shows a page of
 * bookings at a time; "Load more" adds the next page below.
 */
export function OrderHistory() {
  const trpc = useTRPC();
  const history = useSuspenseInfiniteQuery(bookingQueries.customerPages(trpc));
  const bookings = history.data.pages.flatMap((page) => page.items);
  // Read at once (not after a first paint as the table), so a phone never flashes the wide layout.
  const phone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false });
  const [confirming, setConfirming] = useState<BookingView | null>(null);
  const [reviewing, setReviewing] = useState<FeedbackTarget | null>(null);
  const [moving, setMoving] = useState<BookingView | null>(null);
  const cancel = useCancelBookingByCustomer({ onSettled: () => setConfirming(null) });
  const { ui, language } = useI18n();
  const t = ui.orderHistory;

  const confirmCancel = () => {
    if (!confirming) return;
    if (!readSignedInUser()) {
      toastError(messages.booking.notAuthenticated);
      setConfirming(null);
      return;
    }
    cancel.mutate({ bookingId: confirming.id });
  };

  const List = phone ? OrderCards : OrderTable;
  return (
    <>
      {bookings.length === 0 ? (
        <Paper withBorder radius="lg" p="xl">
          <Text ta="center" c="dimmed">
            {t.noBookings}
          </Text>
        </Paper>
      ) : (
        <List bookings={bookings} onCancel={setConfirming} onReschedule={setMoving} onFeedback={setReviewing} />
      )}
      {history.hasNextPage && (
        <Group justify="center" mt="lg">
          <Button variant="light" loading={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
            {t.loadMore}
          </Button>
        </Group>
      )}
      <ConfirmDialog
        opened={confirming !== null}
        title={t.cancelBooking}
        confirmLabel={t.cancelBooking}
        cancelLabel={t.keepBooking}
        color="red"
        busy={cancel.isPending}
        onConfirm={confirmCancel}
        onClose={() => setConfirming(null)}
      >
        {confirming ? t.confirmCancel(formatSalonDate(confirming.dateMs), timeSlotLabel(confirming.timeTypeDataBooking, language)) : ''}
      </ConfirmDialog>
      <FeedbackDialog target={reviewing} onClose={() => setReviewing(null)} />
      <RescheduleDialog booking={moving} onClose={() => setMoving(null)} />
      <WaitlistEntries />
    </>
  );
}
