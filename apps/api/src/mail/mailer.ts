import type { DbOrTx } from '@hairsalon/db';
import type { WithSubquery } from 'drizzle-orm';
import type { JobRequest } from '../jobs/queue.js';

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
  /**
   * For many emails written in one transaction: stores them (one statement) without queueing; call queueStored with
   * the answer once the transaction has committed. Emails whose dedupeKey exists are skipped.
   */
  store(db: DbOrTx, emails: OutgoingEmail[], options?: StoreOptions): Promise<StoredRef[]>;
  /** Queues the delivery of emails stored with store() (one statement). */
  queueStored(stored: StoredRef[]): Promise<void>;
  /** The delivery jobs of emails stored with store(), for a caller that queues them with jobs of its own in one statement. */
  deliveryJobs(stored: readonly StoredRef[]): JobRequest[];
}

export interface StoreOptions {
  /** Writes of the caller's (drizzle `$with` subqueries) made in the same statement, so both or neither happen. */
  with?: WithSubquery[];
}

export interface StoredRef {
  id: number;
  kind: string;
}
