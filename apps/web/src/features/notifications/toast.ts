import { TOAST_DURATION_MS } from '@hairsalon/shared';
import { notifications } from '@mantine/notifications';

/** Spec §8: every message is a toast that closes after 5 seconds. */
export function toastSuccess(message: string): void {
  notifications.show({ message, color: 'teal', autoClose: TOAST_DURATION_MS });
}

export function toastError(message: string): void {
  notifications.show({ message, color: 'red', autoClose: TOAST_DURATION_MS });
}
