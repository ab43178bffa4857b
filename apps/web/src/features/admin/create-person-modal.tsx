import {
  codeLabels,
  createStaffSchema,
  createStylistSchema,
  GENDERS,
  type Gender,
  messages,
  PHONE_MAX_DIGITS,
  PHONE_PREFIX,
  POSITION_IDS,
  type PositionId,
} from '@hairsalon/shared';
import { Alert, Button, Group, Modal, PasswordInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zodResolver } from '../forms/zod-resolver';
import { labelOf } from '../i18n/ui.back-office.en';
import { useI18n } from '../i18n/use-i18n';
import { phoneDigits } from '../profile/profile-form';

export interface PersonFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  password: string;
  gender: Gender | null;
  positionId: PositionId | null;
}

export interface CreatePersonModalProps {
  kind: 'staff' | 'stylist';
  opened: boolean;
  busy: boolean;
  /** The server's reason when it refused the last attempt. */
  serverError: string | null;
  onClose: () => void;
  onSubmit: (values: PersonFormValues) => void;
}

const EMPTY: PersonFormValues = { firstName: '', lastName: '', email: '', phoneNumber: '', password: '', gender: null, positionId: null };

function PersonForm({ kind, busy, serverError, onClose, onSubmit }: Omit<CreatePersonModalProps, 'opened'>) {
  const { ui, language, tr } = useI18n();
  const c = ui.backOffice.common;
  const t = ui.backOffice.person;
  const schemaResolver = zodResolver(kind === 'stylist' ? createStylistSchema : createStaffSchema);
  const form = useForm<PersonFormValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: (values) =>
      schemaResolver({ ...values, gender: values.gender ?? undefined, positionId: values.positionId ?? undefined } as never),
  });
  return (
    <form noValidate onSubmit={form.onSubmit(onSubmit)}>
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
          maxLength={PHONE_MAX_DIGITS}
          {...form.getInputProps('phoneNumber')}
          onChange={(event) => form.setFieldValue('phoneNumber', phoneDigits(event.currentTarget.value))}
        />
        <PasswordInput label={t.password} withAsterisk autoComplete="new-password" {...form.getInputProps('password')} />
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
          <Button type="submit" loading={busy}>
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
