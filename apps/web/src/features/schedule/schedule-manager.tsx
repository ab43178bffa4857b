import { createScheduleSchema, SALON_TIME_ZONE, SlotStatus, salonToday, TIME_SLOTS, type TimeZone, timeSlotLabel } from '@hairsalon/shared';
import { Alert, Badge, Button, Center, Chip, Group, Loader, Modal, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../api/trpc';
import { SalonDateInput } from '../booking/salon-date-input';
import { slotChoices } from '../booking/time-slot-grid';
import { useI18n } from '../i18n/use-i18n';
import { stylistQueries } from '../stylist/stylist-queries';
import { scheduleQueries, useCreateSchedule } from './schedule-queries';

function useStylistOptions(locationId: number | undefined) {
  const trpc = useTRPC();
  const { data: stylists } = useSuspenseQuery(stylistQueries.list(trpc, locationId));
  return stylists.map((s) => ({ value: String(s.id), label: `${s.firstName} ${s.lastName}` }));
}

/** Spec §2 Schedule management: a stylist's slots for a day, 'enable' shown Available (green), otherwise Booked (red). */
function ScheduleViewer({ stylistOptions, zone }: { stylistOptions: { value: string; label: string }[]; zone: TimeZone }) {
  const trpc = useTRPC();
  const [stylistId, setStylistId] = useState<string | null>(null);
  const [date, setDate] = useState<number | null>(() => salonToday(Date.now(), zone));
  const ready = stylistId !== null && date !== null;
  const slots = useQuery({ ...scheduleQueries.slots(trpc, Number(stylistId), date ?? 0), enabled: ready });
  const choices = ready && slots.data ? slotChoices(slots.data, date) : [];
  const { ui, messages, language, tr } = useI18n();
  const t = ui.backOffice.schedule;
  const c = ui.backOffice.common;

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select label={c.stylist} placeholder={c.chooseStylist} data={stylistOptions} value={stylistId} onChange={setStylistId} />
          <SalonDateInput label={c.date} placeholder={c.pickDate} value={date} fromToday zone={zone} onChange={setDate} />
        </SimpleGrid>
        {!ready && (
          <Alert color="blue" icon={<IconAlertCircle size={18} />}>
            {messages.schedule.viewerRequired}
          </Alert>
        )}
        {ready && slots.isPending && (
          <Center>
            <Loader size="sm" aria-label={t.loadingSlots} />
          </Center>
        )}
        {ready && slots.isError && <Text c="red">{tr(slots.error.message)}</Text>}
        {ready && slots.isSuccess && choices.length === 0 && <Text c="dimmed">{messages.booking.noSlots}</Text>}
        {choices.length > 0 && (
          <SimpleGrid cols={4} spacing="sm" aria-label={t.timeSlots}>
            {choices.map(({ slot }) => {
              const available = slot.statusTime === SlotStatus.Enable;
              return (
                <Paper key={slot.id} withBorder radius="md" p="sm" data-testid={`slot-${slot.timeType}`}>
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={600}>{timeSlotLabel(slot.timeTypeData, language)}</Text>
                    <Badge color={available ? 'green' : 'red'} variant="light">
                      {available ? t.available : t.booked}
                    </Badge>
                  </Group>
                </Paper>
              );
            })}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}

/** The 'Create Schedule' dialog: stylist, a day (not in the past) and several slots. */
function CreateScheduleDialog({
  opened,
  onClose,
  stylistOptions,
  zone,
}: {
  opened: boolean;
  onClose: () => void;
  stylistOptions: { value: string; label: string }[];
  zone: TimeZone;
}) {
  const [stylistId, setStylistId] = useState<string | null>(null);
  const [date, setDate] = useState<number | null>(null);
  const [timeTypes, setTimeTypes] = useState<string[]>([]);
  const [alert, setAlert] = useState<string | null>(null);
  const { ui, messages, language } = useI18n();
  const t = ui.backOffice.schedule;
  const c = ui.backOffice.common;

  const reset = () => {
    setStylistId(null);
    setDate(null);
    setTimeTypes([]);
    setAlert(null);
  };
  const close = () => {
    reset();
    onClose();
  };

  const create = useCreateSchedule({ onCreated: close });

  const save = () => {
    const parsed = createScheduleSchema.safeParse({
      stylistId: stylistId === null ? undefined : Number(stylistId),
      date: date ?? undefined,
      timeTypes,
    });
    if (!parsed.success) {
      setAlert(messages.schedule.selectionRequired);
      return;
    }
    setAlert(null);
    create.mutate(parsed.data);
  };

  return (
    <Modal opened={opened} onClose={close} title={t.create} centered size="lg">
      <Stack>
        {alert && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {alert}
          </Alert>
        )}
        <Select
          label={c.stylist}
          placeholder={c.chooseStylist}
          data={stylistOptions}
          value={stylistId}
          onChange={setStylistId}
          comboboxProps={{ withinPortal: true }}
        />
        <SalonDateInput label={c.date} placeholder={c.pickDate} value={date} fromToday zone={zone} onChange={setDate} />
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t.timeSlots}
          </Text>
          <Chip.Group multiple value={timeTypes} onChange={setTimeTypes}>
            <SimpleGrid cols={4} spacing="xs">
              {TIME_SLOTS.map((slot) => (
                <Chip key={slot.keyMap} value={slot.keyMap} variant="outline">
                  {timeSlotLabel(slot, language)}
                </Chip>
              ))}
            </SimpleGrid>
          </Chip.Group>
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {c.cancel}
          </Button>
          <Button onClick={save} loading={create.isPending}>
            {c.save}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A location's stylists and days (issue 24); the page mounts one per location. */
export function ScheduleManager({ zone = SALON_TIME_ZONE, locationId }: { zone?: TimeZone; locationId?: number } = {}) {
  const stylistOptions = useStylistOptions(locationId);
  const [creating, setCreating] = useState(false);
  const { ui } = useI18n();
  return (
    <Stack>
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
          {ui.backOffice.schedule.create}
        </Button>
      </Group>
      <ScheduleViewer stylistOptions={stylistOptions} zone={zone} />
      <CreateScheduleDialog opened={creating} onClose={() => setCreating(false)} stylistOptions={stylistOptions} zone={zone} />
    </Stack>
  );
}
