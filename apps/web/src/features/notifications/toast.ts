import { TOAST_DURATION_MS, translateMessage } from '@hairsalon/shared';
import { notifications } from '@mantine/notifications';
import { getLanguage } from '../i18n/language-store';

export interface ToastOptions {
  /** A toast with the id of one still on screen is not shown again (one message per event, however many callers). */
  id?: string;
}

/**
 * Spec §8: every message is a toast that closes after 5 seconds, in the reader's language: callers pass the spec's
 * English message (or the server's, already in that language) and the toast translates it.
 */
export function toastSuccess(message: string, options: ToastOptions = {}): void {
  notifications.show({ id: options.id, message: translateMessage(message, getLanguage()), color: 'teal', autoClose: TOAST_DURATION_MS });
}

export function toastError(message: string, options: ToastOptions = {}): void {
  notifications.show({ id: options.id, message: translateMessage(message, getLanguage()), color: 'red', autoClose: TOAST_DURATION_MS });
}
