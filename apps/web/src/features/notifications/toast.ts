import { TOAST_DURATION_MS } from '@hairsalon/shared';
import { notifications } from '@mantine/notifications';

export interface ToastOptions {
  /** A toast with the id of one still on screen is not shown again (one message per event, however many callers). */
  id?: string;
}

/** Spec §8: every message is a toast that closes after 5 seconds. */
export function toastSuccess(message: string, options: ToastOptions = {}): void {
  notifications.show({ id: options.id, message, color: 'teal', autoClose: TOAST_DURATION_MS });
}

export function toastError(message: string, options: ToastOptions = {}): void {
  notifications.show({ id: options.id, message, color: 'red', autoClose: TOAST_DURATION_MS });
}
