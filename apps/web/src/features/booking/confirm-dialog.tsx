import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useI18n } from '../i18n/use-i18n';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  color?: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes/no dialog for actions that change a booking. */
export function ConfirmDialog({ opened, title, children, confirmLabel, cancelLabel, color, busy, onConfirm, onClose }: ConfirmDialogProps) {
  const { ui } = useI18n();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack>
        {typeof children === 'string' ? <Text>{children}</Text> : children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {cancelLabel ?? ui.pageStates.cancel}
          </Button>
          <Button color={color} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The dialog that asks before a booking is cancelled (the customer's order history, staff's booking management):
 * `texts` gives its title, which is also the confirm button, and the button that keeps the booking.
 */
export function CancelBookingDialog({
  texts,
  ...props
}: { texts: { cancelBooking: string; keepBooking: string } } & Omit<
  ConfirmDialogProps,
  'title' | 'confirmLabel' | 'cancelLabel' | 'color'
>) {
  return (
    <ConfirmDialog title={texts.cancelBooking} confirmLabel={texts.cancelBooking} cancelLabel={texts.keepBooking} color="red" {...props} />
  );
}
