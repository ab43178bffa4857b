import {
  BookingStatus,
  canTransition,
  formatBookingWhenIn,
  formatSalonDate,
  type Language,
  messages,
  serviceName,
  timeSlotLabel,
  zonedSlotLabel,
} from '@hairsalon/shared';
import { Button, Card, Group, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTRPC } from '../api/trpc';
import { readSignedInUser } from '../auth/session-storage';
import { FeedbackCell } from '../feedback/feedback-cell';
import { FeedbackDialog, type FeedbackTarget } from '../feedback/feedback-dialog';
import { useI18n } from '../i18n/use-i18n';
import { PHONE_QUERY } from '../layout/breakpoints';
import { type Column, DataTable } from '../layout/data-table';
import { toastError } from '../notifications/toast';
import { WaitlistEntries } from '../waitlist/waitlist';
import { bookingQueries, useCancelBookingByCustomer, usePayBooking } from './booking-queries';
import { BookingStatusBadge } from './booking-status-badge';
import { CancelBookingDialog } from './confirm-dialog';
import { RescheduleDialog } from './reschedule-dialog';
import type { BookingView } from './types';
import { useNow } from './use-now';

const stylistName = (booking: BookingView) => `${booking.stylistDataBooking.firstName} ${booking.stylistDataBooking.lastName}`;
/** The booking's day and time on its location's clock, the zone named in a chain ("05-04-2026 9:00 AM (AEST)"). */
const applicationDay = (booking: BookingView, language: Language) => formatBookingWhenIn(booking, language);

/** One row of the order table: a service of a booking (a booking without services has one row). */
interface OrderLine {
  booking: BookingView;
  service: BookingView['services'][number] | null;
  index: number;
}

interface Actions {
  onCancel: (booking: BookingView) => void;
  onReschedule: (booking: BookingView) => void;
  onFeedback: (target: FeedbackTarget) => void;
}

/** Whole minutes left of a pending booking's hold (at least 1 while any time is left); 0 once it ran out or without one. */
export function holdMinutesLeft(booking: Pick<BookingView, 'statusId' | 'holdExpiresAt'>, now: number): number {
  if (booking.statusId !== BookingStatus.Pending || !booking.holdExpiresAt) return 0;
  const left = Date.parse(booking.holdExpiresAt) - now;
  return left > 0 ? Math.ceil(left / 60_000) : 0;
}

/**
 * Spec §4: a pending booking can be paid or cancelled; the action sits only on the booking's first service. While its
 * hold lasts it says so, with the time left, and "Pay now" takes the customer to its payment (issue 22 item 3). A
 * pending or confirmed one can also be moved (docs/decisions/009).
 */
function BookingActions({ booking, onCancel, onReschedule }: { booking: BookingView } & Omit<Actions, 'onFeedback'>) {
  const cancellable = canTransition('cancelByCustomer', booking.statusId);
  const movable = canTransition('reschedule', booking.statusId);
  const t = useI18n().ui.orderHistory;
  const minutesLeft = holdMinutesLeft(booking, useNow(15_000));
  const pay = usePayBooking();
  if (!cancellable && !movable) return null;
  return (
    <Stack gap={4} align="flex-start">
      {minutesLeft > 0 && (
        <Text size="xs" fw={500}>
          {t.awaitingPayment(minutesLeft)}
        </Text>
      )}
      <Group gap="xs" wrap="nowrap">
        {minutesLeft > 0 && (
          // A link to the payment (it leaves the app); the click asks the server for the current link first.
          <Button
            component="a"
            href={booking.payment?.approvalUrl ?? '/order-history'}
            size="xs"
            loading={pay.isPending}
            onClick={(event) => {
              event.preventDefault();
              pay.mutate({ bookingId: booking.id });
            }}
          >
            {t.payNow}
          </Button>
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
    </Stack>
  );
}

/** Desktop: spec §2's table, one row per service of each booking. */
function OrderTable({ bookings, onCancel, onReschedule, onFeedback }: { bookings: BookingView[] } & Actions) {
  const { ui, language } = useI18n();
  const t = ui.orderHistory;
  const lines: OrderLine[] = bookings.flatMap((booking) =>
    (booking.services.length > 0 ? booking.services : [null]).map((service, index) => ({ booking, service, index })),
  );
  const columns: Column<OrderLine>[] = [
    { key: 'service', header: t.serviceName, cell: ({ service }) => (service ? serviceName(service, language) : '—') },
    { key: 'stylist', header: t.stylist, cell: ({ booking }) => stylistName(booking) },
    { key: 'day', header: t.applicationDay, cell: ({ booking }) => applicationDay(booking, language) },
    { key: 'status', header: t.status, cell: ({ booking }) => <BookingStatusBadge statusId={booking.statusId} /> },
    {
      key: 'action',
      header: t.action,
      cell: ({ booking, index }) => index === 0 && <BookingActions booking={booking} onCancel={onCancel} onReschedule={onReschedule} />,
    },
    {
      key: 'feedback',
      header: t.feedback,
      cell: ({ booking, service }) => (
        <FeedbackCell
          statusId={booking.statusId}
          service={service}
          onOpen={() =>
            service && onFeedback({ bookingId: booking.id, serviceId: service.id, serviceName: serviceName(service, language) })
          }
        />
      ),
    },
  ];
  return (
    <Paper withBorder radius="lg" shadow="xs">
      <DataTable
        label={t.list}
        horizontalSpacing="md"
        rows={lines}
        columns={columns}
        rowKey={({ booking, service, index }) => `${booking.id}-${service?.id ?? 'none'}-${index}`}
        rowProps={({ booking }) => ({ 'data-booking-id': booking.id })}
      />
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
                <Text size="sm">{serviceName(service, language)}</Text>
                <FeedbackCell
                  statusId={booking.statusId}
                  service={service}
                  onOpen={() => onFeedback({ bookingId: booking.id, serviceId: service.id, serviceName: serviceName(service, language) })}
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
      <CancelBookingDialog
        texts={t}
        opened={confirming !== null}
        busy={cancel.isPending}
        onConfirm={confirmCancel}
        onClose={() => setConfirming(null)}
      >
        {confirming
          ? t.confirmCancel(
              formatSalonDate(confirming.dateMs, confirming.timeZone),
              zonedSlotLabel(
                timeSlotLabel(confirming.timeTypeDataBooking, language),
                confirming.startMs,
                confirming.timeZone,
                confirming.zoneNamed,
              ),
            )
          : ''}
      </CancelBookingDialog>
      <FeedbackDialog target={reviewing} onClose={() => setReviewing(null)} />
      <RescheduleDialog booking={moving} onClose={() => setMoving(null)} />
      <WaitlistEntries />
    </>
  );
}
