import { formatSalonDate, serviceDescription, serviceName } from '@hairsalon/shared';
import { ActionIcon, Button, Group, Image, Modal, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, serverFieldErrors } from '../api/error-message';
import { useTRPC } from '../api/trpc';
import type { UiCatalogue } from '../i18n/language-store';
import { useI18n } from '../i18n/use-i18n';
import { AdminPage } from '../layout/admin-page';
import { TableScroll } from '../layout/table-scroll';
import { toastError } from '../notifications/toast';
import { uploadImage } from '../uploads/upload-image';
import { descriptionPreview } from './service-description';
import { ServiceFormModal, type ServiceFormValues } from './service-form-modal';
import { offersToInput } from './service-offers';
import { serviceUsd } from './service-price';
import { serviceQueries, useCreateService, useDeleteService, useUpdateService } from './service-queries';
import type { Service } from './types';

type Dialog = { kind: 'create' } | { kind: 'update'; service: Service } | { kind: 'delete'; service: Service } | null;

const dateOf = (iso: string) => formatSalonDate(Date.parse(iso));

/** "2 hours + 30 min clean-up": how long a service takes (docs/decisions/009), in the reader's language. */
export function durationLabel(
  service: { durationMinutes: number; bufferMinutes: number },
  t: UiCatalogue['backOffice']['services'],
): string {
  const hours = service.durationMinutes / 60;
  const time = Number.isInteger(hours) ? t.hours(hours) : t.minutes(service.durationMinutes);
  return service.bufferMinutes > 0 ? t.withCleanUp(time, service.bufferMinutes) : time;
}

/** The API names the file field imageFile; the form calls it image. */
function formErrorsFrom(error: unknown): FormErrors {
  const { imageFile, ...rest } = serverFieldErrors(error);
  return imageFile ? { ...rest, image: imageFile } : rest;
}

/** Spec §2 Service management: the table, Create/Update dialogs and a delete confirmation. */
export function ServiceManagement() {
  const trpc = useTRPC();
  const { data: services } = useSuspenseQuery(serviceQueries.list(trpc));
  // Where each service is offered is asked only in a chain (more than one open location).
  const { data: openLocations = [] } = useQuery(trpc.location.list.queryOptions());
  const [dialog, setDialog] = useState<Dialog>(null);
  const [uploading, setUploading] = useState(false);
  const [serverErrors, setServerErrors] = useState<FormErrors>({});
  const create = useCreateService();
  const update = useUpdateService();
  const remove = useDeleteService();
  const { ui, messages, language } = useI18n();
  const t = ui.backOffice.services;
  const c = ui.backOffice.common;

  const close = () => {
    setDialog(null);
    setServerErrors({});
  };

  const save = async (values: ServiceFormValues) => {
    setServerErrors({});
    try {
      let image: string | undefined;
      if (values.image) {
        setUploading(true);
        image = await uploadImage(values.image).finally(() => setUploading(false));
      }
      const fields = {
        name: values.name,
        description: values.description,
        nameVi: values.nameVi,
        descriptionVi: values.descriptionVi,
        price: Number(values.price),
        durationMinutes: Number(values.durationMinutes),
        bufferMinutes: values.bufferMinutes === '' ? 0 : Number(values.bufferMinutes),
        ...(image ? { image } : {}),
        ...(openLocations.length > 1 ? { locations: offersToInput(openLocations, values.offers) } : {}),
      };
      if (dialog?.kind === 'update') await update.mutateAsync({ ...fields, id: dialog.service.id });
      else await create.mutateAsync(fields);
      close();
    } catch (error) {
      setServerErrors(formErrorsFrom(error));
      toastError(errorMessage(error));
    }
  };

  const confirmDelete = async (service: Service) => {
    try {
      await remove.mutateAsync({ id: service.id });
      close();
    } catch (error) {
      toastError(errorMessage(error));
    }
  };

  const rows = services.map((service) => {
    // The admin reads the salon's texts in the language they read the back office in, the English when untranslated.
    const name = serviceName(service, language);
    return (
      <Table.Tr key={service.id}>
        <Table.Td>
          <Group gap="sm" wrap="nowrap">
            <Image src={service.image} alt="" w={40} h={40} radius="sm" fit="cover" />
            <Text fw={500}>{name}</Text>
          </Group>
        </Table.Td>
        <Table.Td>{serviceUsd(service.price)}</Table.Td>
        <Table.Td c="dimmed">{descriptionPreview(serviceDescription(service, language))}</Table.Td>
        <Table.Td>{dateOf(service.createdAt)}</Table.Td>
        <Table.Td>{dateOf(service.updatedAt)}</Table.Td>
        <Table.Td>{durationLabel(service, t)}</Table.Td>
        <Table.Td>
          <Group gap={4} wrap="nowrap">
            <Tooltip label={c.edit}>
              <ActionIcon variant="subtle" aria-label={t.editService(name)} onClick={() => setDialog({ kind: 'update', service })}>
                <IconEdit size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={c.delete}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t.deleteService(name)}
                onClick={() => setDialog({ kind: 'delete', service })}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Table.Td>
      </Table.Tr>
    );
  });

  return (
    <AdminPage
      title={t.title}
      action={
        <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ kind: 'create' })}>
          {t.create}
        </Button>
      }
    >
      <TableScroll minWidth={900} label={t.table}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-label={t.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.name}</Table.Th>
              <Table.Th>{t.price}</Table.Th>
              <Table.Th>{t.description}</Table.Th>
              <Table.Th>{t.created}</Table.Th>
              <Table.Th>{t.updated}</Table.Th>
              <Table.Th>{t.duration}</Table.Th>
              <Table.Th>{c.actions}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length > 0 ? (
              rows
            ) : (
              <Table.Tr>
                <Table.Td colSpan={7}>
                  <Text ta="center" c="dimmed" py="lg">
                    {messages.service.empty}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </TableScroll>

      <ServiceFormModal
        opened={dialog?.kind === 'create' || dialog?.kind === 'update'}
        service={dialog?.kind === 'update' ? dialog.service : null}
        busy={uploading || create.isPending || update.isPending}
        locations={openLocations}
        serverErrors={serverErrors}
        onClose={close}
        onSubmit={(values) => void save(values)}
      />

      <Modal opened={dialog?.kind === 'delete'} onClose={close} title={t.delete}>
        {dialog?.kind === 'delete' && (
          <Stack>
            <Text>{t.confirmDelete(serviceName(dialog.service, language))}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={remove.isPending}>
                {c.cancel}
              </Button>
              <Button color="red" loading={remove.isPending} onClick={() => void confirmDelete(dialog.service)}>
                {c.delete}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </AdminPage>
  );
}
