import {
  type BookingAmount,
  dollarsToCents,
  formatUsd,
  MAX_POINTS_PER_BOOKING,
  SALON_TIME_ZONE,
  serviceName,
  type TimeZone,
} from '@hairsalon/shared';
import { ActionIcon, Button, Group, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { useI18n } from '../i18n/use-i18n';
import { HeadingRow } from '../layout/heading-row';
import { type BookingFormValues, newServiceRow } from './booking-form-values';
import { SalonDateInput } from './salon-date-input';
import { type SlotChoice, TimeSlotGrid } from './time-slot-grid';
import type { BookingService, BookingStylist } from './types';

type BookingForm = UseFormReturnType<BookingFormValues>;

/** A titled part of the form; its title names the group for screen readers. */
export function FormSection({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <HeadingRow order={2} size="h4" id={id} action={action} wrap="nowrap">
        {title}
      </HeadingRow>
      {children}
    </Stack>
  );
}

/** Who: the customer's details (prefilled for a signed-in customer). */
export function WhoSection({ form }: { form: BookingForm }) {
  const t = useI18n().ui.booking;
  return (
    <FormSection title={t.yourDetails}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t.fullName} required autoComplete="name" {...form.getInputProps('fullName')} />
        <TextInput label={t.phone} required type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
      </SimpleGrid>
      <TextInput label={t.email} required type="email" autoComplete="email" {...form.getInputProps('email')} />
    </FormSection>
  );
}

/** Stylist and date: changing either clears the chosen time, whose slots belong to the old pair. */
export function StylistDateSection({
  form,
  stylists,
  onDateChosen,
  zone = SALON_TIME_ZONE,
}: {
  form: BookingForm;
  stylists: BookingStylist[];
  /** The location's zone: its calendar's days and "today" (docs/decisions/021). */
  zone?: TimeZone;
  /** Told when a day is picked: the form moves the keyboard on to the time slots. */
  onDateChosen?: () => void;
}) {
  const options = stylists.map((s) => ({ value: String(s.id), label: `${s.firstName} ${s.lastName}` }));
  const t = useI18n().ui.booking;
  return (
    <FormSection title={t.stylistAndDate}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t.stylist}
          placeholder={t.chooseStylist}
          required
          data={options}
          {...form.getInputProps('stylistId')}
          onChange={(value) => {
            form.setFieldValue('stylistId', value);
            form.setFieldValue('timeType', '');
          }}
        />
        <SalonDateInput
          label={t.date}
          placeholder={t.pickDate}
          required
          fromToday
          zone={zone}
          value={form.values.date}
          error={form.errors.date}
          onChange={(value) => {
            form.setFieldValue('date', value);
            form.setFieldValue('timeType', '');
            if (value !== null) onDateChosen?.();
          }}
        />
      </SimpleGrid>
    </FormSection>
  );
}

/** Time: the stylist's slots of that day (spec §4). */
export function TimeSection({
  form,
  choices,
  ready,
  loading,
  slotsNeeded,
  focusRequest,
  zoneNote,
}: {
  form: BookingForm;
  /** With more than one location: whose clock the times are ("Times are HairSalon Sydney's local time (AEST)."). */
  zoneNote?: string;
  /** Changes when the keyboard should move to the slots (a date was just picked). */
  focusRequest?: number;
  choices: SlotChoice[];
  ready: boolean;
  loading: boolean;
  /** How many one-hour slots the chosen services take (with their clean-up), once known. */
  slotsNeeded?: number;
}) {
  const t = useI18n().ui.booking;
  return (
    <FormSection title={t.time}>
      {zoneNote && (
        <Text size="sm" c="dimmed" data-testid="slot-zone">
          {zoneNote}
        </Text>
      )}
      {slotsNeeded !== undefined && slotsNeeded > 1 && (
        <Text size="sm" c="dimmed">
          {t.slotsNeeded(slotsNeeded)}
        </Text>
      )}
      <TimeSlotGrid
        choices={choices}
        selected={form.values.timeType}
        ready={ready}
        loading={loading}
        error={typeof form.errors.timeType === 'string' ? form.errors.timeType : undefined}
        onSelect={(value) => form.setFieldValue('timeType', value)}
        focusRequest={focusRequest}
      />
    </FormSection>
  );
}

/** Services: one row to start, more can be added, any but the first removed; a service is offered in one row only. */
export function ServicesSection({ form, services }: { form: BookingForm; services: BookingService[] }) {
  const rows = form.values.services;
  const { ui, language } = useI18n();
  const t = ui.booking;
  const label = (s: BookingService) => `${serviceName(s, language)} — ${formatUsd(dollarsToCents(s.price))}`;
  const chosenElsewhere = (index: number) => new Set(rows.filter((_, i) => i !== index).map((r) => r.serviceId));
  const error = typeof form.errors.serviceIds === 'string' ? form.errors.serviceIds : undefined;
  return (
    <FormSection
      title={t.services}
      action={
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={16} />}
          disabled={rows.length >= services.length}
          onClick={() => form.insertListItem('services', newServiceRow())}
        >
          {t.addService}
        </Button>
      }
    >
      {rows.map((row, index) => {
        const taken = chosenElsewhere(index);
        return (
          <Group key={row.key} align="flex-end" wrap="nowrap" gap="xs">
            <Select
              label={t.service(index + 1)}
              placeholder={t.chooseService}
              required={index === 0}
              style={{ flex: 1, minWidth: 0 }}
              data={services.filter((s) => !taken.has(String(s.id))).map((s) => ({ value: String(s.id), label: label(s) }))}
              value={row.serviceId}
              error={index === 0 ? error : undefined}
              onChange={(value) => {
                form.setFieldValue(`services.${index}.serviceId`, value);
                form.clearFieldError('serviceIds');
              }}
            />
            {index > 0 && (
              <ActionIcon
                variant="subtle"
                color="red"
                size="input-sm"
                aria-label={t.removeService(index + 1)}
                onClick={() => form.removeListItem('services', index)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            )}
          </Group>
        );
      })}
    </FormSection>
  );
}

/** Points (signed-in customers): up to 30, never above the balance; a larger value is reset to the cap (spec §5). */
export function PointsSection({
  form,
  balance,
  onPointsChange,
}: {
  form: BookingForm;
  balance: number;
  onPointsChange: (value: number) => void;
}) {
  const { pointsToUse, usePoints } = form.values;
  const { ui, tr } = useI18n();
  const t = ui.booking;
  // The form keeps the shared rule's English message (spec §5); the reader sees it in their language.
  const pointsError = form.errors.pointsToUse;
  return (
    <FormSection
      title={t.points}
      action={
        <Text size="sm" c="dimmed" data-testid="points-balance">
          {t.youHave(balance)}
        </Text>
      }
    >
      <Group align="flex-start" wrap="wrap" gap="lg">
        {/* A plain controlled text field: what it shows is always the form's value, so a reset to the cap is seen at
            once (a number input kept the typed '35' on screen while 30 % applied). */}
        <TextInput
          label={t.pointsToUse}
          description={t.pointsHint(MAX_POINTS_PER_BOOKING)}
          inputMode="numeric"
          autoComplete="off"
          value={String(pointsToUse)}
          error={typeof pointsError === 'string' ? tr(pointsError) : pointsError}
          onChange={(event) => onPointsChange(Number(event.currentTarget.value.replace(/\D/g, '').slice(0, 4)) || 0)}
          w={{ base: '100%', xs: 260 }}
        />
        <Switch
          label={t.applyPoints}
          mt={{ base: 0, xs: 32 }}
          checked={usePoints && pointsToUse > 0}
          disabled={pointsToUse <= 0}
          onChange={(event) => form.setFieldValue('usePoints', event.currentTarget.checked && pointsToUse > 0)}
        />
      </Group>
    </FormSection>
  );
}

/** Total: subtotal and discount while points apply, then what PayPal will charge. */
export function TotalSection({ amount }: { amount: BookingAmount }) {
  const t = useI18n().ui.booking;
  return (
    <Stack gap={4} component="section" aria-label={t.total}>
      {amount.discountPercent > 0 && (
        <>
          <Group justify="space-between">
            <Text c="dimmed">{t.subtotal}</Text>
            <Text data-testid="booking-subtotal">{formatUsd(amount.subtotalCents)}</Text>
          </Group>
          <Group justify="space-between">
            <Text c="dimmed">{t.pointsDiscount(amount.discountPercent)}</Text>
            <Text c="teal.9">-{formatUsd(amount.discountCents)}</Text>
          </Group>
        </>
      )}
      <Group justify="space-between">
        <Text fw={700} size="lg">
          {t.total}
        </Text>
        <Text fw={700} size="xl" data-testid="booking-total" aria-live="polite">
          {formatUsd(amount.totalCents)}
        </Text>
      </Group>
    </Stack>
  );
}
