import { messages } from '@hairsalon/shared';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../api/error-message';
import { useTRPC, useTRPCClient } from '../api/trpc';
import { useI18n } from '../i18n/use-i18n';
import { toastError, toastSuccess } from '../notifications/toast';
import { downloadJson } from './data-rights';

/** The admin's export and deletion of a customer's account, on that customer's request (issue 25). */
export function CustomerDataRights({ user }: { user: { id: number; firstName: string; lastName: string } }) {
  const trpc = useTRPC();
  const trpcClient = useTRPCClient();
  const queryClient = useQueryClient();
  const { ui } = useI18n();
  const t = ui.backOffice.dataRights;
  const [opened, dialog] = useDisclosure(false);
  const [exporting, setExporting] = useState(false);
  const exportData = async () => {
    setExporting(true);
    try {
      downloadJson(`customer-${user.id}.json`, await trpcClient.account.exportForCustomer.query({ userId: user.id }));
    } catch (error) {
      toastError(errorMessage(error));
    } finally {
      setExporting(false);
    }
  };
  const erase = useMutation(
    trpc.account.deleteForCustomer.mutationOptions({
      onSuccess: async () => {
        dialog.close();
        toastSuccess(messages.account.deletedByAdmin);
        await queryClient.invalidateQueries({ queryKey: trpc.user.pathKey() });
      },
      onError: (error) => toastError(errorMessage(error)),
    }),
  );
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <>
      <Button size="xs" variant="subtle" loading={exporting} onClick={() => void exportData()}>
        {t.export}
      </Button>
      <Button size="xs" variant="subtle" color="red" onClick={dialog.open}>
        {t.delete}
      </Button>
      <Modal opened={opened} onClose={dialog.close} title={t.delete}>
        <Stack>
          <Text>{t.confirm(name)}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={dialog.close} disabled={erase.isPending}>
              {ui.backOffice.common.cancel}
            </Button>
            <Button color="red" loading={erase.isPending} onClick={() => erase.mutate({ userId: user.id })}>
              {t.delete}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
