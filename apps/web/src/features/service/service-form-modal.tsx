import { messages, SERVICE_BUFFER_MAX, SERVICE_DURATION_DEFAULT, serviceSchema } from '@hairsalon/shared';
import {
  Button,
  Checkbox,
  Fieldset,
  FileInput,
  Group,
  Image,
  Modal,
  NumberInput,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { IconPhoto } from '@tabler/icons-react';
import { zodResolver } from '../forms/zod-resolver';
import { useI18n } from '../i18n/use-i18n';
import { isImageFile } from '../uploads/upload-image';
import { type LocationOffers, type OfferLocation, offeredNowhere, offersFromService, offersToInput } from './service-offers';
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
  /** Where it is offered, by location (shown with more than one open location). */
  offers: LocationOffers;
}

/** Durations the one-hour slot grid allows, in minutes. */
export const DURATION_MINUTES = [60, 120, 180, 240];

const validateFields = zodResolver(serviceSchema);

/**
 * Spec §5 Service create/update: the shared schema's messages; an image file is required on create,
 * and only images are accepted ('Image file is required' either way).
 */
export function validateServiceForm(values: ServiceFormValues, creating: boolean, locations: readonly OfferLocation[] = []): FormErrors {
  // The schema takes numbers only: a NumberInput gives text while it is not one yet ('' when empty, which is missing,
  // so the message is 'Price is required').
  const offers = locations.length > 1 ? offersToInput(locations, values.offers) : undefined;
  const { locations: offerErrors, ...errors } = validateFields({
    ...values,
    price: values.price === '' ? undefined : Number(values.price),
    durationMinutes: Number(values.durationMinutes),
    bufferMinutes: values.bufferMinutes === '' ? 0 : Number(values.bufferMinutes),
    locations: offers,
  });
  // A location's price is checked like the service's; its message goes under that location's price field.
  for (const [key, message] of Object.entries(errors)) {
    const at = /^locations\.(\d+)\.price$/.exec(key);
    const offer = at ? offers?.[Number(at[1])] : undefined;
    if (!offer) continue;
    delete errors[key];
    errors[`offers.${offer.locationId}.price`] = message;
  }
  if (offerErrors) errors.offers = offerErrors;
  if (locations.length > 1 && offeredNowhere(locations, values.offers)) errors.offers = messages.service.locationsInvalid;
  if ((creating && !values.image) || (values.image && !isImageFile(values.image))) errors.image = messages.service.imageRequired;
  return errors;
}

export interface ServiceFormModalProps {
  opened: boolean;
  /** The service being updated; absent when creating. */
  service?: Service | null;
  busy: boolean;
  /** The open locations; with more than one, the form says where the service is offered. */
  locations?: readonly OfferLocation[];
  serverErrors?: FormErrors;
  onClose: () => void;
  onSubmit: (values: ServiceFormValues) => void;
}

function ServiceForm({ service, busy, onClose, onSubmit, serverErrors, locations = [] }: Omit<ServiceFormModalProps, 'opened'>) {
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
      offers: offersFromService(locations, service?.locations ?? []),
    },
    validate: (values) => validateServiceForm(values, creating, locations),
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
        {locations.length > 1 && (
          <Fieldset legend={t.offeredAt} variant="unstyled" p={0}>
            <Stack gap="xs">
              <Text size="sm" c="dimmed">
                {t.offeredHint}
              </Text>
              {locations.map((location) => {
                const key = `offers.${location.id}`;
                const offered = form.values.offers[String(location.id)]?.offered ?? false;
                return (
                  <Group key={location.id} align="flex-end" wrap="wrap" gap="sm">
                    <Checkbox
                      label={t.offeredAtLocation(location.name)}
                      miw={200}
                      style={{ flex: 1 }}
                      {...form.getInputProps(`${key}.offered`, { type: 'checkbox' })}
                    />
                    <NumberInput
                      label={t.priceAtLocation(location.name)}
                      placeholder={form.values.price === '' ? '' : `$${form.values.price}`}
                      prefix="$"
                      min={0}
                      decimalScale={2}
                      hideControls
                      disabled={!offered}
                      w={160}
                      {...form.getInputProps(`${key}.price`)}
                      error={errors[`${key}.price`]}
                    />
                  </Group>
                );
              })}
              {errors.offers && (
                <Text size="sm" c="red" role="alert">
                  {tr(String(errors.offers))}
                </Text>
              )}
            </Stack>
          </Fieldset>
        )}
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
