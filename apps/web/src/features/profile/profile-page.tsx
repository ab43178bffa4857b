import { type Gender, Role } from '@hairsalon/shared';
import { Card, Container, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataRights } from '../account/data-rights';
import { errorMessage, serverFieldErrors } from '../api/error-message';
import { useTRPC } from '../api/trpc';
import { accountQueries } from '../auth/account-queries';
import { useI18n } from '../i18n/use-i18n';
import { toastError } from '../notifications/toast';
import { uploadImage } from '../uploads/upload-image';
import { ProfileForm, type ProfileFormValues } from './profile-form';
import { useReloadAccount, useSaveProfile } from './profile-queries';
import { ProfileView } from './profile-view';

/** Spec §2 Profile: view mode ↔ edit mode; Save and Cancel both return to view mode and reload the user. */
export function ProfilePage() {
  const trpc = useTRPC();
  const { data: user } = useSuspenseQuery(accountQueries.me(trpc));
  const [editing, setEditing] = useState(false);
  const [uploading, setUploading] = useState(false);
  const saveProfile = useSaveProfile();
  const reloadUser = useReloadAccount();
  const { ui } = useI18n();

  const save = async (values: ProfileFormValues, avatar: File | null) => {
    try {
      let image: string | undefined;
      if (avatar) {
        setUploading(true);
        image = await uploadImage(avatar).finally(() => setUploading(false));
      }
      await saveProfile.mutateAsync({ ...values, gender: values.gender ?? undefined, ...(image ? { image } : {}) });
      setEditing(false);
    } catch (error) {
      const fields = Object.values(serverFieldErrors(error));
      toastError(fields[0] ?? errorMessage(error));
    }
  };

  const cancel = () => {
    setEditing(false);
    void reloadUser();
  };

  return (
    <Container size="md" py="xl">
      <Title order={1} mb="lg">
        {ui.profile.title}
      </Title>
      <Card withBorder padding="xl">
        {editing ? (
          <ProfileForm
            initialValues={{
              id: user.id,
              firstName: user.firstName ?? '',
              lastName: user.lastName ?? '',
              email: user.email,
              phoneNumber: user.phoneNumber ?? '',
              gender: (user.gender as Gender | null) ?? null,
              address: user.address ?? '',
            }}
            image={user.image}
            busy={uploading || saveProfile.isPending}
            onSubmit={(values, avatar) => void save(values, avatar)}
            onCancel={cancel}
          />
        ) : (
          <ProfileView user={user} showPoints={user.roleId !== Role.Stylist} onEdit={() => setEditing(true)} />
        )}
      </Card>
      {user.roleId === Role.Customer && <DataRights />}
    </Container>
  );
}
