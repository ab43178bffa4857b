import type { DbOrTx } from '@hairsalon/db';

export interface EmailAttachment {
  filename: string;
  contentType: string;
  /** utf-8 text (e.g. an .ics calendar) */
  content: string;
}

export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** e.g. 'password-reset', 'booking-confirmed' */
  kind: string;
  /** When set, an email with the same key is stored and sent at most once. */
  dedupeKey?: string;
  attachments?: EmailAttachment[];
}

/**
 * Sends email reliably: enqueue stores the email in the `emails` table (inside the caller's transaction
 * when given one) and queues its delivery; a worker sends it with retries; a sweep re-queues anything a
 * crash left unsent. Implementation: ./mail-service.ts.
 */
export interface Mailer {
  /**
   * Stores the email and queues its delivery. Returns the stored email's id, or null when an email with the
   * same dedupeKey already exists. When `db` is a transaction that later rolls back, nothing is sent.
   */
  enqueue(db: DbOrTx, email: OutgoingEmail): Promise<number | null>;
}
