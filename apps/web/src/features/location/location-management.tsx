import {
  formatLocationTimeIn,
  type LocationInput,
  type LocationView,
  locationAddress,
  locationSchema,
  SALON_TIME_ZONE,
} from '@hairsalon/shared';
import { Button, Card, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArchive, IconEdit, IconPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { errorMessage, serverFieldErrors } from '../api/error-message';
import { useTRPC } from '../api/trpc';
import { zodResolver } from '../forms/zod-resolver';
import { useI18n } from '../i18n/use-i18n';
import { AdminPage } from '../layout/admin-page';
import { toastError, toastSuccess } from '../notifications/toast';

type Dialog = { kind: 'create' } | { kind: 'update'; location: LocationView } | { kind: 'archive'; location: LocationView } | null;

const EMPTY: LocationInput = { name: '', address: '', addressVi: '', phone: '', timeZone: SALON_TIME_ZONE };

/** Every IANA zone this browser knows, the salon's and the current value among them (some list only aliases). */
export function timeZoneOptions(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...known, SALON_TIME_ZONE, 'UTC', current].filter(Boolean))].sort();
}

/**
 * /locations: the chain's open locations (issue 24, docs/decisions/021) as cards (one column on a phone), each with
 * its address, phone, time zone and the local time there now; the admin adds, edits and archives them.
 */
export function LocationManagement() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { ui, language } = useI18n();
  const t = ui.backOffice.locations;
  const c = ui.backOffice.common;
  const { data: locations } = useSuspenseQuery(trpc.location.list.queryOptions());
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  // The first location's address and phone are the salon's: its details change with it.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.location.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.salon.pathKey() }),
    ]);
  const archive = useMutation(
    trpc.location.archive.mutationOptions({
      onSuccess: async ({ message }) => {
        toastSuccess(message);
        close();
        await refresh();
      },
      onError: (error) => toastError(errorMessage(error)),
    }),
  );
  const now = Date.now();

  return (
    <AdminPage
      title={t.title}
      action={
        <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ kind: 'create' })}>
          {t.add}
        </Button>
      }
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} role="list" aria-label={t.list}>
        {locations.map((location, index) => (
          <Card key={location.id} withBorder padding="lg" role="listitem" aria-label={location.name}>
            <Stack gap="xs">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Title order={2} fz="h4" style={{ overflowWrap: 'anywhere' }}>
                  {location.name}
                </Title>
              </Group>
              {index === 0 && (
                <Text size="sm" fw={600} c="brand.8">
                  {t.main}
                </Text>
              )}
              <Text style={{ overflowWrap: 'anywhere' }}>{locationAddress(location, language) || t.noAddress}</Text>
              <Text>{location.phone || t.noPhone}</Text>
              <Text c="dimmed" size="sm">
                {t.timeZone}: {location.timeZone}
              </Text>
              <Text c="dimmed" size="sm">
                {t.localTime(formatLocationTimeIn(now, language, location.timeZone))}
              </Text>
              <Group gap="xs" mt="xs">
                <Button
                  variant="light"
                  leftSection={<IconEdit size={16} />}
                  aria-label={t.edit(location.name)}
                  onClick={() => setDialog({ kind: 'update', location })}
                >
                  {c.edit}
                </Button>
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconArchive size={16} />}
                  aria-label={t.archive(location.name)}
                  onClick={() => setDialog({ kind: 'archive', location })}
                >
                  {t.archiveButton}
                </Button>
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>

      <Modal
        opened={dialog?.kind === 'create' || dialog?.kind === 'update'}
        onClose={close}
        title={dialog?.kind === 'update' ? t.editTitle : t.addTitle}
      >
        {(dialog?.kind === 'create' || dialog?.kind === 'update') && (
          <LocationForm
            key={dialog.kind === 'update' ? dialog.location.id : 'new'}
            location={dialog.kind === 'update' ? dialog.location : null}
            onDone={async () => {
              close();
              await refresh();
            }}
          />
        )}
      </Modal>

      <Modal opened={dialog?.kind === 'archive'} onClose={close} title={t.archiveTitle}>
        {dialog?.kind === 'archive' && (
          <Stack>
            <Text>{t.confirmArchive(dialog.location.name)}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={archive.isPending}>
                {c.cancel}
              </Button>
              <Button color="red" loading={archive.isPending} onClick={() => archive.mutate({ id: dialog.location.id })}>
                {t.archiveButton}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </AdminPage>
  );
}

function LocationForm({ location, onDone }: { location: LocationView | null; onDone: () => Promise<void> }) {
  const trpc = useTRPC();
  const { ui, messages: texts } = useI18n();
  const t = ui.backOffice.locations;
  const initialValues: LocationInput = location
    ? {
        name: location.name,
        address: location.address,
        addressVi: location.addressVi ?? '',
        phone: location.phone,
        timeZone: location.timeZone,
      }
    : EMPTY;
  const form = useForm<LocationInput>({ mode: 'controlled', initialValues, validate: zodResolver(locationSchema) });
  const zones = useMemo(() => timeZoneOptions(initialValues.timeZone), [initialValues.timeZone]);
  const handlers = {
    onSuccess: async ({ message }: { message: string }) => {
      toastSuccess(message);
      await onDone();
    },
    onError: (error: unknown) => {
      form.setErrors(serverFieldErrors(error));
      toastError(errorMessage(error));
    },
  };
  const create = useMutation(trpc.location.create.mutationOptions(handlers));
  const update = useMutation(trpc.location.update.mutationOptions(handlers));
  const submit = form.onSubmit((values) => {
    if (location) update.mutate({ ...values, id: location.id });
    else create.mutate(values);
  });
  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <TextInput label={t.name} required {...form.getInputProps('name')} />
        <TextInput label={t.address} {...form.getInputProps('address')} />
        <TextInput label={t.addressVi} {...form.getInputProps('addressVi')} />
        <TextInput label={t.phone} type="tel" {...form.getInputProps('phone')} />
        <Select
          label={t.timeZone}
          description={t.timeZoneHint}
          required
          searchable
          data={zones}
          allowDeselect={false}
          nothingFoundMessage={texts.location.timeZoneInvalid}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('timeZone')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending || update.isPending}>
            {location ? t.save : t.create}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
