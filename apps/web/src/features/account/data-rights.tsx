import { messages } from '@hairsalon/shared';
import { Button, Card, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { errorMessage } from '../api/error-message';
import { useTRPC, useTRPCClient } from '../api/trpc';
import { clearSession } from '../auth/session-storage';
import { useI18n } from '../i18n/use-i18n';
import { toastError, toastSuccess } from '../notifications/toast';

/** Saves a JSON document as a file the browser downloads. */
export function downloadJson(fileName: string, data: unknown): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** A customer's data rights on their profile (issue 25): download everything the salon holds, or delete the account. */
export function DataRights() {
  const trpc = useTRPC();
  const trpcClient = useTRPCClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const t = useI18n().ui.salonPages;
  const [opened, dialog] = useDisclosure(false);
  const [confirm, setConfirm] = useState('');
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      downloadJson('my-salon-data.json', await trpcClient.account.export.query());
    } catch (error) {
      toastError(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  };
  const erase = useMutation(
    trpc.account.delete.mutationOptions({
      onSuccess: async () => {
        clearSession();
        queryClient.clear();
        toastSuccess(messages.account.deleted);
        await navigate({ to: '/home' });
      },
      onError: (error) => toastError(errorMessage(error)),
    }),
  );
  return (
    <Card withBorder padding="xl" mt="lg">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t.dataTitle}
        </Title>
        <Text size="sm">{t.dataIntro}</Text>
        <Group>
          <Button variant="light" loading={downloading} onClick={() => void download()}>
            {t.download}
          </Button>
          <Button variant="light" color="red" onClick={dialog.open}>
            {t.deleteAccount}
          </Button>
        </Group>
      </Stack>
      <Modal opened={opened} onClose={dialog.close} title={t.deleteConfirmTitle} centered>
        <Stack>
          <Text size="sm">{t.deleteConfirmText}</Text>
          <TextInput label={t.deleteConfirmLabel} value={confirm} onChange={(event) => setConfirm(event.currentTarget.value)} />
          <Button color="red" disabled={confirm !== 'DELETE'} loading={erase.isPending} onClick={() => erase.mutate({ confirm: 'DELETE' })}>
            {t.deleteConfirmButton}
          </Button>
        </Stack>
      </Modal>
    </Card>
  );
}
