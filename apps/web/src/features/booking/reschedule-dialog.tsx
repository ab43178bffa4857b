import {
  formatSalonDate,
  type Language,
  slotStartMs,
  TIME_SLOTS,
  timeSlotById,
  timeSlotLabel,
  zonedSlotLabel,
  zoneShortName,
} from '@hairsalon/shared';
import { Button, Group, Loader, Modal, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../api/error-message';
import { useTRPC } from '../api/trpc';
import { useI18n } from '../i18n/use-i18n';
import { stylistQueries } from '../stylist/stylist-queries';
import { bookingQueries, useRescheduleBooking } from './booking-queries';
import { SalonDateInput } from './salon-date-input';
import type { BookingView } from './types';

function timeSlotLabelOf(start: string, language: Language): string {
  const slot = timeSlotById(start);
  return slot ? timeSlotLabel(slot, language) : start;
}

function RescheduleForm({ booking, onClose }: { booking: BookingView; onClose: () => void }) {
  const trpc = useTRPC();
  // The booking's location: its stylists, its calendar and its clock (docs/decisions/021).
  const zone = booking.timeZone;
  const stylists = useQuery(stylistQueries.list(trpc, booking.zoneNamed ? (booking.locationId ?? undefined) : undefined));
  const [stylistId, setStylistId] = useState<string | null>(String(booking.stylistId));
  const [date, setDate] = useState<number | null>(booking.dateMs);
  const [timeType, setTimeType] = useState('');
  const { ui, language } = useI18n();
  const t = ui.reschedule;
  const ready = stylistId !== null && date !== null;
  const options = useQuery({
    ...bookingQueries.rescheduleOptions(trpc, booking.id, Number(stylistId), date ?? 0),
    enabled: ready,
  });
  const move = useRescheduleBooking({ onMoved: onClose });
  const starts = (options.data?.starts ?? []).filter(
    (start) => !(start === booking.timeType && Number(stylistId) === booking.stylistId && date === booking.dateMs),
  );
  return (
    <Stack>
      <Text size="sm">
        {t.now(
          formatSalonDate(booking.dateMs, zone),
          zonedSlotLabel(timeSlotLabel(booking.timeTypeDataBooking, language), booking.startMs, zone, booking.zoneNamed),
          `${booking.stylistDataBooking.firstName} ${booking.stylistDataBooking.lastName}`,
        )}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t.stylist}
          data={(stylists.data ?? []).map((s) => ({ value: String(s.id), label: `${s.firstName} ${s.lastName}` }))}
          value={stylistId}
          allowDeselect={false}
          onChange={(value) => {
            setStylistId(value);
            setTimeType('');
          }}
        />
        <SalonDateInput
          label={t.date}
          fromToday
          zone={zone}
          value={date}
          onChange={(value) => {
            setDate(value);
            setTimeType('');
          }}
        />
      </SimpleGrid>
      <div>
        <Text size="sm" fw={500} mb={6}>
          {t.newTime}
          {booking.zoneNamed && date !== null && ` (${zoneShortName(slotStartMs(date, TIME_SLOTS[0], zone), zone)})`}
        </Text>
        {options.isPending && ready ? (
          <Loader size="sm" aria-label={t.loading} />
        ) : options.error ? (
          <Text size="sm" c="red">
            {errorMessage(options.error)}
          </Text>
        ) : starts.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t.noFreeTime}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs" role="group" aria-label={t.newTime}>
            {starts.map((start) => (
              <Button
                key={start}
                px={6}
                variant={start === timeType ? 'filled' : 'default'}
                aria-pressed={start === timeType}
                onClick={() => setTimeType(start)}
              >
                {timeSlotLabelOf(start, language)}
              </Button>
            ))}
          </SimpleGrid>
        )}
      </div>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={move.isPending}>
          {t.keep}
        </Button>
        <Button
          disabled={!ready || timeType === ''}
          loading={move.isPending}
          onClick={() => ready && move.mutate({ bookingId: booking.id, stylistId: Number(stylistId), date: date ?? 0, timeType })}
        >
          {t.move}
        </Button>
      </Group>
    </Stack>
  );
}

/** Move a booking to another free start of the same or another stylist (the customer's own, or any for staff). */
export function RescheduleDialog({ booking, onClose }: { booking: BookingView | null; onClose: () => void }) {
  const { ui } = useI18n();
  return (
    <Modal opened={booking !== null} onClose={onClose} title={ui.reschedule.title} size="lg">
      {booking && <RescheduleForm key={booking.id} booking={booking} onClose={onClose} />}
    </Modal>
  );
}
