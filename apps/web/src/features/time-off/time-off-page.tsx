import {
  addSalonDays,
  fieldErrors,
  formatSalonDate,
  formatSalonTimeIn,
  type Language,
  SALON_TIME_ZONE,
  salonDateParts,
  salonToday,
  type TimeZone,
  timeOffSchema,
  timeSlotLabel,
} from '@hairsalon/shared';
import { Alert, Badge, Button, Group, Paper, Select, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTRPC } from '../api/trpc';
import { BookingStatusBadge } from '../booking/booking-status-badge';
import { SalonDateInput } from '../booking/salon-date-input';
import { frontDeskQueries, useCreateTimeOff, useRemoveTimeOff } from '../front-desk/front-desk-queries';
import type { UiCatalogue } from '../i18n/language-store';
import { useI18n } from '../i18n/use-i18n';
import { stylistQueries } from '../stylist/stylist-queries';

/** Whole hours the salon can mark, 08:00 to 20:00, labelled in the reader's clock (1:00 PM in English, 13:00 in Vietnamese). */
function hourOptions(language: Language): { value: string; label: string }[] {
  const midnight = salonToday();
  return Array.from({ length: 13 }, (_, i) => ({
    value: `${String(8 + i).padStart(2, '0')}:00`,
    label: formatSalonTimeIn(midnight + (8 + i) * 3_600_000, language),
  }));
}

/** "24-11-2026 1:00 PM" (English) or "24-11-2026 13:00" (Vietnamese), on the location's clock. */
function instantLabel(ms: number, language: Language, zone: TimeZone): string {
  return `${formatSalonDate(ms, zone)} ${formatSalonTimeIn(ms, language, zone)}`;
}
/** Whole days read as days; otherwise the start and end instants (the location's calendar, issue 24). */
export function rangeLabel(
  startsAt: number,
  endsAt: number,
  t: UiCatalogue['backOffice']['timeOff'],
  language: Language,
  zone: TimeZone = SALON_TIME_ZONE,
): string {
  const whole = salonDateParts(startsAt, zone).minutes === 0 && salonDateParts(endsAt, zone).minutes === 0;
  if (!whole) return `${instantLabel(startsAt, language, zone)} – ${instantLabel(endsAt, language, zone)}`;
  const lastDay = addSalonDays(endsAt, -1, zone);
  return lastDay === startsAt
    ? `${formatSalonDate(startsAt, zone)} (${t.allDay})`
    : `${formatSalonDate(startsAt, zone)} – ${formatSalonDate(lastDay, zone)} (${t.allDay})`;
}

function TimeOffForm({ zone, locationId }: { zone: TimeZone; locationId: number | undefined }) {
  const trpc = useTRPC();
  const { data: stylists } = useSuspenseQuery(stylistQueries.list(trpc, locationId));
  const [stylistId, setStylistId] = useState<string | null>(null);
  const [startDay, setStartDay] = useState<number | null>(() => salonToday(Date.now(), zone));
  const [endDay, setEndDay] = useState<number | null>(() => salonToday(Date.now(), zone));
  const [hours, setHours] = useState(false);
  const [startTime, setStartTime] = useState<string | null>('13:00');
  const [endTime, setEndTime] = useState<string | null>('17:00');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [moved, setMoved] = useState<number | null>(null);
  const create = useCreateTimeOff({ onSaved: setMoved });
  const { ui, tr, language } = useI18n();
  const hourChoices = useMemo(() => hourOptions(language), [language]);
  const t = ui.backOffice.timeOff;
  const c = ui.backOffice.common;
  /** The field's message in the reader's language (the shared validators speak English). */
  const errorOf = (field: string) => {
    const message = errors[field];
    return message ? tr(message) : undefined;
  };

  const save = () => {
    const parsed = timeOffSchema.safeParse({
      stylistId: stylistId === null ? undefined : Number(stylistId),
      startDay: startDay ?? undefined,
      endDay: endDay ?? undefined,
      startTime: hours ? (startTime ?? '') : '',
      endTime: hours ? (endTime ?? '') : '',
      reason,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setMoved(null);
    create.mutate(parsed.data);
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="time-off-form-title">
      <Stack>
        <Title order={2} size="h4" id="time-off-form-title">
          {t.formTitle}
        </Title>
        <Select
          label={c.stylist}
          placeholder={c.chooseStylist}
          required
          data={stylists.map((s) => ({ value: String(s.id), label: `${s.firstName} ${s.lastName}` }))}
          value={stylistId}
          onChange={setStylistId}
          error={errorOf('stylistId')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <SalonDateInput
            label={t.from}
            required
            value={startDay}
            fromToday
            zone={zone}
            onChange={setStartDay}
            error={errorOf('startDay')}
          />
          <SalonDateInput label={t.to} required value={endDay} fromToday zone={zone} onChange={setEndDay} error={errorOf('endDay')} />
        </SimpleGrid>
        <Switch label={t.someHours} checked={hours} onChange={(e) => setHours(e.currentTarget.checked)} />
        {hours && (
          <SimpleGrid cols={2}>
            <Select label={t.fromTime} data={hourChoices} value={startTime} onChange={setStartTime} error={errorOf('startTime')} />
            <Select label={t.toTime} data={hourChoices} value={endTime} onChange={setEndTime} error={errorOf('endTime')} />
          </SimpleGrid>
        )}
        <TextInput label={t.reason} value={reason} maxLength={200} onChange={(e) => setReason(e.currentTarget.value)} />
        {moved !== null && moved > 0 && (
          <Alert color="orange" role="status">
            {t.bookingsFall(moved)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button onClick={save} loading={create.isPending}>
            {t.save}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function TimeOffList({ zone, locationId }: { zone: TimeZone; locationId: number | undefined }) {
  const trpc = useTRPC();
  const { data: entries } = useSuspenseQuery(frontDeskQueries.timeOff(trpc, locationId));
  const remove = useRemoveTimeOff();
  const { ui, language } = useI18n();
  const t = ui.backOffice.timeOff;
  return (
    <Stack component="section" aria-labelledby="time-off-list-title">
      <Title order={2} size="h4" id="time-off-list-title">
        {t.upcoming}
      </Title>
      {entries.length === 0 && <Text c="dimmed">{t.none}</Text>}
      {entries.map((entry) => (
        <Paper key={entry.id} withBorder radius="md" p="md" data-testid="time-off-entry">
          <Stack gap="xs">
            <Group justify="space-between" wrap="wrap">
              <div>
                <Text fw={700}>{entry.stylistName}</Text>
                <Text size="sm">{rangeLabel(entry.startsAt, entry.endsAt, t, language, zone)}</Text>
                {entry.reason && (
                  <Text size="sm" c="dark.4">
                    {entry.reason}
                  </Text>
                )}
              </div>
              <Button
                size="xs"
                variant="light"
                color="red"
                loading={remove.isPending && remove.variables?.id === entry.id}
                onClick={() => remove.mutate({ id: entry.id })}
              >
                {t.remove}
              </Button>
            </Group>
            {entry.affected.length > 0 && (
              <Stack gap={4} role="group" aria-label={t.toMoveFor(entry.stylistName)}>
                <Badge color="orange" variant="light" miw="max-content">
                  {t.toMove(entry.affected.length)}
                </Badge>
                {entry.affected.map((b) => (
                  <Group key={b.id} gap="xs" wrap="wrap" data-testid="booking-to-move">
                    <Text size="sm">
                      {formatSalonDate(b.dateMs, b.timeZone)} {timeSlotLabel(b.timeTypeDataBooking, language)} · {b.fullName} ·{' '}
                      {b.phone || b.email}
                    </Text>
                    <BookingStatusBadge statusId={b.statusId} />
                  </Group>
                ))}
              </Stack>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** Issue 12 item 6: staff mark a stylist unavailable for days or hours; bookings already in that time are listed. */
export function TimeOffPage({ zone = SALON_TIME_ZONE, locationId }: { zone?: TimeZone; locationId?: number } = {}) {
  return (
    <Stack>
      <TimeOffForm zone={zone} locationId={locationId} />
      <TimeOffList zone={zone} locationId={locationId} />
    </Stack>
  );
}
