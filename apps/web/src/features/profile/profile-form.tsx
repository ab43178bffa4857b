import { GENDERS, type Gender, MAX_UPLOAD_BYTES, PHONE_PREFIX, phoneNumberFromInput, profileSchema } from '@hairsalon/shared';
import { Avatar, Button, FileButton, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCamera } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { zodResolver } from '../forms/zod-resolver';
import { useI18n } from '../i18n/use-i18n';
import { isImageFile } from '../uploads/upload-image';
import { AVATAR_PLACEHOLDER, genderLabel } from './profile-view';

export interface ProfileFormValues {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  gender: Gender | null;
  address: string;
}

export interface ProfileFormProps {
  initialValues: ProfileFormValues;
  image: string | null;
  busy: boolean;
  onSubmit: (values: ProfileFormValues, avatar: File | null) => void;
  onCancel: () => void;
}

/** Spec §2 Profile edit mode: the fields, Change Avatar, Cancel and Save Changes. */
export function ProfileForm({ initialValues, image, busy, onSubmit, onCancel }: ProfileFormProps) {
  const form = useForm<ProfileFormValues>({
    mode: 'controlled',
    initialValues,
    validate: zodResolver(profileSchema),
  });
  const { ui, messages } = useI18n();
  const t = ui.profile;
  const [avatar, setAvatar] = useState<File | null>(null);
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!avatar) return setPreview(null);
    const url = URL.createObjectURL(avatar);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [avatar]);

  const chooseAvatar = (file: File | null) => {
    if (file && (!isImageFile(file) || file.size > MAX_UPLOAD_BYTES)) {
      setAvatar(null);
      setAvatarError(messages.profile.avatarInvalid);
      return;
    }
    setAvatarError(null);
    setAvatar(file);
  };

  return (
    <form noValidate onSubmit={form.onSubmit((values) => onSubmit(values, avatar))}>
      <Stack gap="lg">
        <Group gap="lg">
          <Avatar src={preview ?? image ?? AVATAR_PLACEHOLDER} size={96} radius={96} alt={t.avatar} />
          <Stack gap={4}>
            <FileButton onChange={chooseAvatar} accept="image/png,image/jpeg,image/webp">
              {(props) => (
                <Button {...props} variant="default" leftSection={<IconCamera size={16} />}>
                  {t.changeAvatar}
                </Button>
              )}
            </FileButton>
            {avatar && (
              <Text size="xs" c="dimmed">
                {avatar.name}
              </Text>
            )}
            {avatarError && (
              <Text size="xs" c="red" role="alert">
                {avatarError}
              </Text>
            )}
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t.firstName} autoComplete="given-name" {...form.getInputProps('firstName')} />
          <TextInput label={t.lastName} autoComplete="family-name" {...form.getInputProps('lastName')} />
          <TextInput label={t.email} type="email" autoComplete="email" {...form.getInputProps('email')} />
          <TextInput
            label={t.phone}
            type="tel"
            inputMode="numeric"
            leftSection={<Text size="sm">{PHONE_PREFIX}</Text>}
            leftSectionWidth={48}
            {...form.getInputProps('phoneNumber')}
            onChange={(event) => form.setFieldValue('phoneNumber', phoneNumberFromInput(event.currentTarget.value))}
          />
          <Select
            label={t.gender}
            data={GENDERS.map((value) => ({ value, label: genderLabel(value, t) ?? value }))}
            clearable
            allowDeselect
            {...form.getInputProps('gender')}
            onChange={(value) => form.setFieldValue('gender', (value as Gender | null) ?? null)}
          />
          <TextInput label={t.address} autoComplete="street-address" {...form.getInputProps('address')} />
        </SimpleGrid>
        {form.errors.id && (
          <Text c="red" size="sm" role="alert">
            {form.errors.id}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={busy}>
            {t.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
