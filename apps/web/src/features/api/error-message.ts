import { messages, translateMessage } from '@hairsalon/shared';
import { TRPCClientError } from '@trpc/client';
import { getLanguage } from '../i18n/language-store';

/**
 * True when the server never answered with a tRPC error (offline, proxy error page, 5xx HTML):
 * the spec shows 'Server Error' for those.
 */
export function isServerUnreachable(error: unknown): boolean {
  return error instanceof TRPCClientError && !error.shape;
}

/**
 * The user-facing message of a failed call in the reader's language: the server's message (already in it), else the
 * caller's fallback. Shown in toasts, alerts and empty states alike.
 */
export function errorMessage(error: unknown, fallback: string = messages.generic.unknown): string {
  const language = getLanguage();
  if (isServerUnreachable(error)) return translateMessage(messages.generic.serverError, language);
  if (error instanceof Error && error.message) return translateMessage(error.message, language);
  return translateMessage(fallback, language);
}

/** The refusal's reason code the API attaches ('payment.refunded', 'booking.slotTaken'), or null. */
export function errorReason(error: unknown): string | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null || !('reason' in data)) return null;
  const reason = (data as { reason: unknown }).reason;
  return typeof reason === 'string' ? reason : null;
}

/** Field → message map the API attaches to validation errors. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof TRPCClientError)) return {};
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null || !('fieldErrors' in data)) return {};
  const fields = (data as { fieldErrors: unknown }).fieldErrors;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
