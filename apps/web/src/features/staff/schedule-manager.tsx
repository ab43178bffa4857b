import { createScheduleSchema, messages, SlotStatus, salonToday, TIME_SLOTS } from '@hairsalon/shared';
import { Alert, Badge, Button, Center, Chip, Group, Loader, Modal, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../api/trpc';
import { SalonDateInput } from '../booking/salon-date-input';
import { scheduleQueries, useCreateSchedule } from '../booking/schedule-queries';
import { slotChoices } from '../booking/time-slot-grid';
import { stylistQueries } from '../catalogue/stylist-queries';

function useStylistOptions() {
  const trpc = useTRPC();
  const { data: stylists } = useSuspenseQuery(stylistQueries.list(trpc));
  return stylists.map((s) => ({ value: String(s.id), label: `${s.firstName} ${s.lastName}` }));
}

/** Spec §2 Schedule management: a stylist's slots for a day, 'enable' shown Available (green), otherwise Booked (red). */
function ScheduleViewer({ stylistOptions }: { stylistOptions: { value: string; label: string }[] }) {
  const trpc = useTRPC();
  const [stylistId, setStylistId] = useState<string | null>(null);
  const [date, setDate] = useState<number | null>(() => salonToday());
  const ready = stylistId !== null && date !== null;
  const slots = useQuery({ ...scheduleQueries.slots(trpc, Number(stylistId), date ?? 0), enabled: ready });
  const choices = ready && slots.data ? slotChoices(slots.data, date) : [];

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select label="Stylist" placeholder="Choose a stylist" data={stylistOptions} value={stylistId} onChange={setStylistId} />
          <SalonDateInput label="Date" placeholder="Pick a date" value={date} minDayMs={salonToday()} onChange={setDate} />
        </SimpleGrid>
        {!ready && (
          <Alert color="blue" icon={<IconAlertCircle size={18} />}>
            {messages.schedule.viewerRequired}
          </Alert>
        )}
        {ready && slots.isPending && (
          <Center>
            <Loader size="sm" aria-label="Loading time slots" />
          </Center>
        )}
        {ready && slots.isError && <Text c="red">{slots.error.message}</Text>}
        {ready && slots.isSuccess && choices.length === 0 && <Text c="dimmed">{messages.booking.noSlots}</Text>}
        {choices.length > 0 && (
          <SimpleGrid cols={4} spacing="sm" aria-label="Time slots">
            {choices.map(({ slot }) => {
              const available = slot.statusTime === SlotStatus.Enable;
              return (
                <Paper key={slot.id} withBorder radius="md" p="sm" data-testid={`slot-${slot.timeType}`}>
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={600}>{slot.timeTypeData.valueEn}</Text>
                    <Badge color={available ? 'green' : 'red'} variant="light">
                      {available ? 'Available' : 'Booked'}
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
}: {
  opened: boolean;
  onClose: () => void;
  stylistOptions: { value: string; label: string }[];
}) {
  const [stylistId, setStylistId] = useState<string | null>(null);
  const [date, setDate] = useState<number | null>(null);
  const [timeTypes, setTimeTypes] = useState<string[]>([]);
  const [alert, setAlert] = useState<string | null>(null);

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
    const parsed = createScheduleSchema.safeParse({ stylistId: stylistId ?? undefined, date: date ?? undefined, timeTypes });
    if (!parsed.success) {
      setAlert(messages.schedule.selectionRequired);
      return;
    }
    setAlert(null);
    create.mutate(parsed.data);
  };

  return (
    <Modal opened={opened} onClose={close} title="Create Schedule" centered size="lg">
      <Stack>
        {alert && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {alert}
          </Alert>
        )}
        <Select
          label="Stylist"
          placeholder="Choose a stylist"
          data={stylistOptions}
          value={stylistId}
          onChange={setStylistId}
          comboboxProps={{ withinPortal: true }}
        />
        <SalonDateInput label="Date" placeholder="Pick a date" value={date} minDayMs={salonToday()} onChange={setDate} />
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            Time slots
          </Text>
          <Chip.Group multiple value={timeTypes} onChange={setTimeTypes}>
            <SimpleGrid cols={4} spacing="xs">
              {TIME_SLOTS.map((slot) => (
                <Chip key={slot.keyMap} value={slot.keyMap} variant="outline">
                  {slot.valueEn}
                </Chip>
              ))}
            </SimpleGrid>
          </Chip.Group>
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={save} loading={create.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function ScheduleManager() {
  const stylistOptions = useStylistOptions();
  const [creating, setCreating] = useState(false);
  return (
    <Stack>
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
          Create Schedule
        </Button>
      </Group>
      <ScheduleViewer stylistOptions={stylistOptions} />
      <CreateScheduleDialog opened={creating} onClose={() => setCreating(false)} stylistOptions={stylistOptions} />
    </Stack>
  );
}
