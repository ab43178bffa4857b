import { messages, SERVICE_BUFFER_MAX, SERVICE_DURATION_DEFAULT, serviceSchema } from '@hairsalon/shared';
import { Button, FileInput, Group, Image, Modal, NumberInput, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { IconPhoto } from '@tabler/icons-react';
import { zodResolver } from '../forms/zod-resolver';
import { useI18n } from '../i18n/use-i18n';
import { isImageFile } from '../uploads/upload-image';
import type { Service } from './types';

export interface ServiceFormValues {
  name: string;
  description: string;
  /** The Vietnamese texts; empty shows the English to Vietnamese readers. */
  nameVi: string;
  descriptionVi: string;
  price: number | string;
  /** Minutes, whole hours of the slot grid (docs/decisions/009). */
  durationMinutes: string;
  bufferMinutes: number | string;
  image: File | null;
}

/** Durations the one-hour slot grid allows, in minutes. */
export const DURATION_MINUTES = [60, 120, 180, 240];

const validateFields = zodResolver(serviceSchema);

/**
 * Spec §5 Service create/update: the shared schema's messages; an image file is required on create,
 * and only images are accepted ('Image file is required' either way).
 */
export function validateServiceForm(values: ServiceFormValues, creating: boolean): FormErrors {
  // The schema takes numbers only: a NumberInput gives text while it is not one yet ('' when empty, which is missing,
  // so the message is 'Price is required').
  const errors = validateFields({
    ...values,
    price: values.price === '' ? undefined : Number(values.price),
    durationMinutes: Number(values.durationMinutes),
    bufferMinutes: values.bufferMinutes === '' ? 0 : Number(values.bufferMinutes),
  });
  if ((creating && !values.image) || (values.image && !isImageFile(values.image))) errors.image = messages.service.imageRequired;
  return errors;
}

export interface ServiceFormModalProps {
  opened: boolean;
  /** The service being updated; absent when creating. */
  service?: Service | null;
  busy: boolean;
  serverErrors?: FormErrors;
  onClose: () => void;
  onSubmit: (values: ServiceFormValues) => void;
}

function ServiceForm({ service, busy, onClose, onSubmit, serverErrors }: Omit<ServiceFormModalProps, 'opened'>) {
  const creating = !service;
  const form = useForm<ServiceFormValues>({
    mode: 'controlled',
    initialValues: {
      name: service?.name ?? '',
      description: service?.description ?? '',
      nameVi: service?.nameVi ?? '',
      descriptionVi: service?.descriptionVi ?? '',
      price: service?.price ?? '',
      durationMinutes: String(service?.durationMinutes ?? SERVICE_DURATION_DEFAULT),
      bufferMinutes: service?.bufferMinutes ?? 0,
      image: null,
    },
    validate: (values) => validateServiceForm(values, creating),
  });
  const errors = { ...serverErrors, ...form.errors };
  const { ui, tr } = useI18n();
  const t = ui.backOffice.services;
  const c = ui.backOffice.common;
  const durationChoices = DURATION_MINUTES.map((m) => ({ value: String(m), label: t.hours(m / 60) }));
  return (
    <form noValidate onSubmit={form.onSubmit(onSubmit)}>
      <Stack>
        <TextInput label={t.name} withAsterisk {...form.getInputProps('name')} error={errors.name} />
        <Textarea
          label={t.description}
          withAsterisk
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps('description')}
          error={errors.description}
        />
        <TextInput label={t.nameVi} description={t.translationHint} lang="vi" {...form.getInputProps('nameVi')} error={errors.nameVi} />
        <Textarea
          label={t.descriptionVi}
          lang="vi"
          autosize
          minRows={2}
          maxRows={8}
          {...form.getInputProps('descriptionVi')}
          error={errors.descriptionVi}
        />
        <NumberInput
          label={t.price}
          withAsterisk
          prefix="$"
          min={0}
          decimalScale={2}
          hideControls
          {...form.getInputProps('price')}
          error={errors.price}
        />
        <Group grow align="flex-start">
          <Select
            label={t.duration}
            withAsterisk
            data={durationChoices}
            allowDeselect={false}
            {...form.getInputProps('durationMinutes')}
            error={errors.durationMinutes}
          />
          <NumberInput
            label={t.buffer}
            description={t.bufferHint}
            min={0}
            max={SERVICE_BUFFER_MAX}
            step={15}
            allowDecimal={false}
            {...form.getInputProps('bufferMinutes')}
            error={errors.bufferMinutes}
          />
        </Group>
        {service?.image && !form.values.image && (
          <Image src={service.image} alt={t.currentImage(service.name)} h={120} w="auto" fit="contain" radius="sm" />
        )}
        <FileInput
          label={t.image}
          withAsterisk={creating}
          placeholder={creating ? t.chooseImage : t.keepImage}
          accept="image/png,image/jpeg,image/webp"
          clearable
          leftSection={<IconPhoto size={16} />}
          {...form.getInputProps('image')}
          error={typeof errors.image === 'string' ? tr(errors.image) : errors.image}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {c.cancel}
          </Button>
          <Button type="submit" loading={busy}>
            {creating ? c.create : c.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The 'Create Service' and 'Update Service' dialogs. */
export function ServiceFormModal({ opened, service, ...rest }: ServiceFormModalProps) {
  const { ui } = useI18n();
  const t = ui.backOffice.services;
  return (
    <Modal opened={opened} onClose={rest.onClose} title={service ? t.update : t.create} size="lg">
      {/* Remounted per opening so the fields start from the chosen service. */}
      {opened && <ServiceForm key={service?.id ?? 'new'} service={service} {...rest} />}
    </Modal>
  );
}
