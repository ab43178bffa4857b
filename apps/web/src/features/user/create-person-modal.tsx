import {
  codeLabels,
  createStaffFormSchema,
  createStaffSchema,
  createStylistFormSchema,
  createStylistSchema,
  GENDERS,
  type Gender,
  type LocationView,
  messages,
  PHONE_PREFIX,
  POSITION_IDS,
  type PositionId,
  phoneNumberFromInput,
} from '@hairsalon/shared';
import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { errorMessage, isServerUnreachable } from '../api/error-message';
import { PasswordField } from '../forms/password-field';
import { useStrongPasswordSubmit } from '../forms/strong-password-submit';
import { zodResolver } from '../forms/zod-resolver';
import { labelOf } from '../i18n/ui.back-office.en';
import { useI18n } from '../i18n/use-i18n';
import { toastError } from '../notifications/toast';

export interface PersonFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  password: string;
  gender: Gender | null;
  positionId: PositionId | null;
  /** Where they will work, as the select holds it (a location's id as text); null for a single salon. */
  locationId: string | null;
}

export interface CreatePersonModalProps {
  kind: 'staff' | 'stylist';
  opened: boolean;
  busy: boolean;
  /** The server's reason when it refused the last attempt. */
  serverError: string | null;
  onClose: () => void;
  onSubmit: (values: PersonFormValues) => void;
  /** The open locations: with more than one, the admin chooses where the person works (issue 24). */
  locations?: readonly LocationView[];
  /** The location chosen at first: the one the page shows, else the first open location. */
  defaultLocationId?: number;
}

/** The schemas' input: an unpicked gender or position is left out, not null. */
const schemaInput = (values: PersonFormValues) => ({
  ...values,
  gender: values.gender ?? undefined,
  positionId: values.positionId ?? undefined,
  locationId: values.locationId ? Number(values.locationId) : undefined,
});

const EMPTY: PersonFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  password: '',
  gender: null,
  positionId: null,
  locationId: null,
};

function PersonForm({
  kind,
  busy,
  serverError,
  onClose,
  onSubmit,
  locations = [],
  defaultLocationId,
}: Omit<CreatePersonModalProps, 'opened'>) {
  const { ui, language, tr } = useI18n();
  const c = ui.backOffice.common;
  const t = ui.backOffice.person;
  const schemaResolver = zodResolver(kind === 'stylist' ? createStylistSchema : createStaffSchema);
  const form = useForm<PersonFormValues>({
    mode: 'controlled',
    initialValues: {
      ...EMPTY,
      locationId: locations.length > 1 ? String(defaultLocationId ?? locations[0]?.id ?? '') || null : null,
    },
    validate: (values) => schemaResolver(schemaInput(values) as never),
  });
  const { onSubmit: submit, checking } = useStrongPasswordSubmit(
    form,
    kind === 'stylist' ? createStylistFormSchema : createStaffFormSchema,
    onSubmit,
    schemaInput,
  );
  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        {serverError && (
          <Alert color="red" role="alert">
            {tr(serverError)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={c.firstName} withAsterisk {...form.getInputProps('firstName')} />
          <TextInput label={c.lastName} withAsterisk {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <TextInput label={c.email} type="email" withAsterisk autoComplete="off" {...form.getInputProps('email')} />
        <TextInput
          label={t.phoneNumber}
          type="tel"
          inputMode="numeric"
          withAsterisk
          leftSection={<Text size="sm">{PHONE_PREFIX}</Text>}
          leftSectionWidth={48}
          {...form.getInputProps('phoneNumber')}
          onChange={(event) => form.setFieldValue('phoneNumber', phoneNumberFromInput(event.currentTarget.value))}
        />
        {locations.length > 1 && (
          <Select
            label={t.location}
            withAsterisk
            allowDeselect={false}
            data={locations.map((location) => ({ value: String(location.id), label: location.name }))}
            {...form.getInputProps('locationId')}
          />
        )}
        <PasswordField label={t.password} withAsterisk autoComplete="new-password" {...form.getInputProps('password')} />
        <SimpleGrid cols={{ base: 1, sm: kind === 'stylist' ? 2 : 1 }}>
          {kind === 'stylist' && (
            <Select
              label={t.position}
              withAsterisk
              data={POSITION_IDS.map((id) => ({ value: id, label: codeLabels[language].position[id] }))}
              {...form.getInputProps('positionId')}
            />
          )}
          <Select
            label={c.gender}
            data={GENDERS.map((gender) => ({ value: gender, label: labelOf(ui.backOffice.gender, gender) }))}
            clearable
            {...form.getInputProps('gender')}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {c.cancel}
          </Button>
          <Button type="submit" loading={busy || checking}>
            {c.create}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The 'Create Staff' and 'Create Stylist' dialogs (spec §5 Stylist / staff create). */
export function CreatePersonModal({ opened, ...rest }: CreatePersonModalProps) {
  const { ui } = useI18n();
  const t = ui.backOffice.person;
  return (
    <Modal opened={opened} onClose={rest.onClose} title={rest.kind === 'stylist' ? t.createStylist : t.createStaff} size="lg">
      {opened && <PersonForm {...rest} />}
    </Modal>
  );
}

/** Spec §8: 'Failed to create …' when the server refuses, 'Error creating …' when the call itself fails. */
export function createPersonFailure(kind: 'staff' | 'stylist', serverAnswered: boolean): string {
  const m = messages.staffOrStylist;
  if (kind === 'stylist') return serverAnswered ? m.stylistCreateFailed : m.stylistCreateError;
  return serverAnswered ? m.staffCreateFailed : m.staffCreateError;
}

/** What both create calls take of the form: the person's details, without an unpicked gender. */
export function personInput(values: PersonFormValues) {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phoneNumber: values.phoneNumber,
    password: values.password,
    ...(values.gender ? { gender: values.gender } : {}),
    ...(values.locationId ? { locationId: Number(values.locationId) } : {}),
  };
}

/**
 * A page's create-person dialog: open or closed, the server's reason for the last refusal, and the submit that
 * closes it once `create` succeeds (else the spec's toast, and the server's reason in the dialog when it answered).
 */
export function useCreatePerson(kind: 'staff' | 'stylist', create: (values: PersonFormValues) => Promise<unknown>) {
  const [opened, setOpened] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const onClose = () => {
    setOpened(false);
    setServerError(null);
  };
  const submit = async (values: PersonFormValues) => {
    setServerError(null);
    try {
      await create(values);
      onClose();
    } catch (error) {
      const answered = !isServerUnreachable(error);
      toastError(createPersonFailure(kind, answered));
      if (answered) setServerError(errorMessage(error));
    }
  };
  return {
    open: () => setOpened(true),
    modal: { kind, opened, serverError, onClose, onSubmit: (values: PersonFormValues) => void submit(values) },
  };
}
