import { type Gender, messages, Role } from '@hairsalon/shared';
import { Alert, Card, Center, Container, Loader, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { errorMessage, serverFieldErrors } from '../api/error-message';
import { useTRPC } from '../api/trpc';
import { readAccessToken, readRefreshToken, readStoredUser, saveSession } from '../auth/session-storage';
import { toastError, toastSuccess } from '../notifications/toast';
import { uploadImage } from '../uploads/upload-image';
import { ProfileForm, type ProfileFormValues } from './profile-form';
import { ProfileView } from './profile-view';

/** Spec §2 Profile: view mode ↔ edit mode; Save and Cancel both return to view mode and reload the user. */
export function ProfilePage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const me = useQuery(trpc.auth.me.queryOptions(undefined, { staleTime: 0 }));
  const [editing, setEditing] = useState(false);
  const [uploading, setUploading] = useState(false);
  const edit = useMutation(trpc.user.edit.mutationOptions());

  const reloadUser = () => queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() });

  const save = async (values: ProfileFormValues, avatar: File | null) => {
    try {
      let image: string | undefined;
      if (avatar) {
        setUploading(true);
        image = await uploadImage(avatar).finally(() => setUploading(false));
      }
      const saved = await edit.mutateAsync({ ...values, gender: values.gender ?? undefined, ...(image ? { image } : {}) });
      // The header greets by the stored user's last name: keep it in step with the saved profile.
      const accessToken = readAccessToken();
      const refreshToken = readRefreshToken();
      const stored = readStoredUser();
      if (accessToken && refreshToken && stored) {
        saveSession({ accessToken, refreshToken }, { ...stored, firstName: saved.firstName, lastName: saved.lastName });
      }
      toastSuccess(messages.profile.saved);
      setEditing(false);
      await reloadUser();
    } catch (error) {
      const fields = Object.values(serverFieldErrors(error));
      toastError(fields[0] ?? errorMessage(error));
    }
  };

  const cancel = () => {
    setEditing(false);
    void reloadUser();
  };

  let body: ReactNode;
  if (me.isPending) {
    body = (
      <Center py="xl">
        <Loader aria-label="Loading profile" />
      </Center>
    );
  } else if (me.isError) {
    body = <Alert color="red">{errorMessage(me.error)}</Alert>;
  } else if (editing) {
    const user = me.data;
    body = (
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
        busy={uploading || edit.isPending}
        onSubmit={(values, avatar) => void save(values, avatar)}
        onCancel={cancel}
      />
    );
  } else {
    body = <ProfileView user={me.data} showPoints={me.data.roleId !== Role.Stylist} onEdit={() => setEditing(true)} />;
  }

  return (
    <Container size="md" py="xl">
      <Title order={1} mb="lg">
        Profile
      </Title>
      <Card withBorder padding="xl">
        {body}
      </Card>
    </Container>
  );
}
