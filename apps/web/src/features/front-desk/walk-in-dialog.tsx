import { deskBookingSchema, fieldErrors, formatSalonDate, formatUsd, serviceName } from '@hairsalon/shared';
import { Alert, Button, Group, Modal, MultiSelect, Radio, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../api/trpc';
import { useI18n } from '../i18n/use-i18n';
import { serviceQueries } from '../service/service-queries';
import { frontDeskQueries, useCreateDeskBooking } from './front-desk-queries';

/** A free slot the desk clicked. */
export interface FreeSlot {
  stylistId: number;
  stylistName: string;
  date: number;
  timeType: string;
  label: string;
  /** The location's zone the day is on (issue 24). */
  timeZone?: string;
}

type Who = 'existing' | 'guest';

/**
 * Issue 12 item 3: a walk-in or phone booking on a free slot, for a customer found by name, phone or email, or a
 * new guest (name and phone). Confirmed at once and paid at the salon; the server checks everything again.
 */
export function WalkInDialog({ slot, onClose }: { slot: FreeSlot | null; onClose: () => void }) {
  const trpc = useTRPC();
  const [source, setSource] = useState<'walk-in' | 'phone'>('walk-in');
  const [who, setWho] = useState<Who>('guest');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [customerId, setCustomerId] = useState<string | null>(null);
  const [guest, setGuest] = useState({ fullName: '', phone: '', email: '' });
  const [serviceIds, setServiceIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const services = useQuery(serviceQueries.list(trpc));
  const found = useQuery({ ...frontDeskQueries.customers(trpc, debounced), enabled: who === 'existing' && debounced.length >= 2 });

  const reset = () => {
    setSource('walk-in');
    setWho('guest');
    setSearch('');
    setCustomerId(null);
    setGuest({ fullName: '', phone: '', email: '' });
    setServiceIds([]);
    setErrors({});
  };
  const close = () => {
    reset();
    onClose();
  };
  const create = useCreateDeskBooking({ onDone: close });

  const chosen = (services.data ?? []).filter((s) => serviceIds.includes(String(s.id)));
  const totalCents = chosen.reduce((sum, s) => sum + Math.round(s.price * 100), 0);
  const customer = found.data?.find((c) => String(c.id) === customerId);
  const { ui, tr, language } = useI18n();
  const t = ui.backOffice.walkIn;
  /** The field's message in the reader's language (the shared validators speak English). */
  const errorOf = (field: string) => {
    const message = errors[field];
    return message ? tr(message) : undefined;
  };

  // The phone asked for a guest, and for a customer once chosen (their own number, which staff may correct).
  const phoneInput = (
    <TextInput
      label={ui.backOffice.common.phone}
      required
      inputMode="tel"
      value={guest.phone}
      error={errorOf('phone')}
      onChange={(e) => setGuest({ ...guest, phone: e.currentTarget.value })}
    />
  );

  const submit = () => {
    if (!slot) return;
    if (who === 'existing' && !customer) {
      setErrors({ customerId: t.chooseCustomer });
      return;
    }
    const person = customer ? { customerId: customer.id, ...guest } : guest;
    const parsed = deskBookingSchema.safeParse({
      source,
      ...person,
      stylistId: slot.stylistId,
      date: slot.date,
      timeType: slot.timeType,
      serviceIds: serviceIds.map(Number),
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    create.mutate(parsed.data);
  };

  return (
    <Modal opened={slot !== null} onClose={close} title={t.title} centered size="lg">
      {slot && (
        <Stack>
          <Text size="sm">{t.summary(slot.stylistName, formatSalonDate(slot.date, slot.timeZone), slot.label)}</Text>
          <SegmentedControl
            aria-label={t.bookingMade}
            value={source}
            onChange={(v) => setSource(v === 'phone' ? 'phone' : 'walk-in')}
            data={[
              { value: 'walk-in', label: t.walkIn },
              { value: 'phone', label: t.phone },
            ]}
          />
          <SegmentedControl
            aria-label={t.customer}
            value={who}
            onChange={(v) => {
              setWho(v === 'existing' ? 'existing' : 'guest');
              setCustomerId(null);
              setGuest({ fullName: '', phone: '', email: '' });
              setErrors({});
            }}
            data={[
              { value: 'guest', label: t.newGuest },
              { value: 'existing', label: t.existingCustomer },
            ]}
          />
          {who === 'guest' ? (
            <Stack gap="xs">
              <TextInput
                label={t.fullName}
                required
                value={guest.fullName}
                error={errorOf('fullName')}
                onChange={(e) => setGuest({ ...guest, fullName: e.currentTarget.value })}
              />
              {phoneInput}
              <TextInput
                label={t.emailOptional}
                type="email"
                value={guest.email}
                error={errorOf('email')}
                onChange={(e) => setGuest({ ...guest, email: e.currentTarget.value })}
              />
            </Stack>
          ) : (
            <Stack gap="xs">
              <TextInput
                label={t.searchCustomers}
                description={t.searchHint}
                value={search}
                error={errorOf('customerId')}
                onChange={(e) => {
                  setSearch(e.currentTarget.value);
                  setCustomerId(null);
                }}
              />
              {debounced.length >= 2 && found.isSuccess && found.data.length === 0 && (
                <Text size="sm" c="dimmed">
                  {t.noMatch}
                </Text>
              )}
              {found.data && found.data.length > 0 && (
                <Radio.Group
                  value={customerId}
                  onChange={(id) => {
                    setCustomerId(id);
                    const c = found.data.find((x) => String(x.id) === id);
                    if (c) setGuest({ fullName: `${c.firstName} ${c.lastName}`.trim(), phone: c.phoneNumber, email: c.email });
                  }}
                  label={t.matching}
                >
                  <Stack gap={6} mt={4}>
                    {found.data.map((c) => (
                      <Radio
                        key={c.id}
                        value={String(c.id)}
                        label={`${c.firstName} ${c.lastName} · ${c.phoneNumber || t.noPhone} · ${c.email}`}
                      />
                    ))}
                  </Stack>
                </Radio.Group>
              )}
              {customer && phoneInput}
            </Stack>
          )}
          <MultiSelect
            label={ui.backOffice.common.services}
            required
            placeholder={t.chooseServices}
            data={(services.data ?? []).map((s) => ({ value: String(s.id), label: `${serviceName(s, language)} ($${s.price})` }))}
            value={serviceIds}
            onChange={setServiceIds}
            error={errorOf('serviceIds')}
            comboboxProps={{ withinPortal: true }}
          />
          <Text fw={600}>{t.total(formatUsd(totalCents))}</Text>
          {errors._ && <Alert color="red">{tr(errors._)}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={create.isPending}>
              {ui.backOffice.common.cancel}
            </Button>
            <Button onClick={submit} loading={create.isPending}>
              {t.book}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
