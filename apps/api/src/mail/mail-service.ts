import type { Database, DbOrTx } from '@hairsalon/db';
import { emails } from '@hairsalon/db/schema';
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { AppConfig } from '../config.js';
import type { JobQueue, JobRequest } from '../jobs/queue.js';
import type { Mailer, OutgoingEmail, StoredRef, StoreOptions } from './mailer.js';
import { createTransport, type MailTransport } from './transport.js';

export const EMAIL_SEND_JOB = 'email.send';
export const EMAIL_SWEEP_JOB = 'email.sweep';

export interface EmailSendJob {
  emailId: number;
}

export interface MailServiceDeps {
  db: Database;
  jobs: JobQueue;
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'publicUrl'> & Partial<Pick<AppConfig, 'devOutboxKey'>>;
  log: Logger;
  /** Defaults to SMTP or the development outbox, as the config says. */
  transport?: MailTransport;
  /** An email is given up after this many failed deliveries (each job already retries with back-off). */
  maxAttempts?: number;
  /** Cron (UTC) of the sweep that re-queues unsent emails. */
  sweepCron?: string;
  /** Only emails older than this are swept, so the sweep never races a fresh enqueue. */
  sweepAfterSeconds?: number;
  /** Emails one worker sends at once (over the pooled SMTP connections). */
  concurrency?: number;
}

/** Emails one process sends at once by default: 1,000 queued drain in well under a minute. */
export const EMAIL_CONCURRENCY = 25;

/** Emails a customer is waiting for right now go before the rest (pg-boss priority). */
const URGENT_KINDS = new Set(['password-reset', 'booking-received']);
export const emailPriority = (kind: string): number => (URGENT_KINDS.has(kind) ? 10 : 0);

/** An email's row in the outbox (`emails`), as enqueue and store write it. */
const emailRow = (email: OutgoingEmail) => ({
  to: email.to,
  subject: email.subject,
  html: email.html,
  text: email.text,
  kind: email.kind,
  dedupeKey: email.dedupeKey ?? null,
  attachments: email.attachments ?? [],
});

export interface MailService extends Mailer {
  /** Registers the send worker and the every-minute sweep; call once per process, after jobs.start(). */
  registerWorkers(): Promise<void>;
  /** Re-queues unsent emails whose delivery was lost (crash, exhausted retries). Returns how many. */
  sweep(): Promise<number>;
  /** Closes the transport's pooled SMTP connections (after the workers stopped). */
  close(): Promise<void>;
  /** Emails not sent yet: all of them, those whose last delivery failed (retried), and those given up (GET /metrics). */
  deliveryCounts(): Promise<{ unsent: number; failing: number; givenUp: number }>;
}

/**
 * The outbox pattern (ARCHITECTURE §6): an email is a row in `emails` written in the caller's transaction, and a
 * job that delivers it. The job may run before that transaction commits (it then retries) or after it rolled back
 * (the row never appears, nothing is sent); the sweep re-queues anything a crash left unsent.
 */
export function createMailService(deps: MailServiceDeps): MailService {
  const { db, jobs, log } = deps;
  const transport = deps.transport ?? createTransport(deps.config, log);
  const maxAttempts = deps.maxAttempts ?? 10;
  const sweepCron = deps.sweepCron ?? '* * * * *';
  const sweepAfterSeconds = deps.sweepAfterSeconds ?? 60;

  const concurrency = deps.concurrency ?? EMAIL_CONCURRENCY;

  /** One queued delivery per email: the sweep never doubles a job that is still waiting for its retry. */
  const queueDelivery = (emailId: number, kind: string) =>
    jobs.send<EmailSendJob>(EMAIL_SEND_JOB, { emailId }, { singletonKey: `email:${emailId}`, priority: emailPriority(kind) });

  function deliveryJobs(stored: readonly StoredRef[]): JobRequest<EmailSendJob>[] {
    return stored.map(({ id, kind }) => ({
      name: EMAIL_SEND_JOB,
      data: { emailId: id },
      priority: emailPriority(kind),
      singletonKey: `email:${id}`,
    }));
  }

  // Every email is read and marked sent once: two statements prepared once (per connection) rather than built each time.
  const emailById = db
    .select()
    .from(emails)
    .where(eq(emails.id, sql.placeholder('id')))
    .prepare('mail_email_by_id');
  const markSent = db
    .update(emails)
    .set({ sentAt: sql`now()`, outboxOnly: sql`${sql.placeholder('outboxOnly')}`, attempts: sql`${emails.attempts} + 1`, lastError: null })
    .where(eq(emails.id, sql.placeholder('id')))
    .prepare('mail_mark_sent');

  async function deliver({ emailId }: EmailSendJob): Promise<void> {
    const [email] = await emailById.execute({ id: emailId });
    // not committed yet (retry finds it) or rolled back (retries run out, nothing is sent)
    if (!email) throw new Error(`Email ${emailId} is not in the outbox (yet)`);
    if (email.sentAt) return;
    try {
      const { outboxOnly } = await transport.send(email);
      await markSent.execute({ id: emailId, outboxOnly });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db
        .update(emails)
        .set({ attempts: sql`${emails.attempts} + 1`, lastError: message.slice(0, 2000) })
        .where(eq(emails.id, emailId));
      log.warn({ emailId, kind: email.kind, err: error }, 'email delivery failed; will retry');
      throw error;
    }
  }

  async function sweep(): Promise<number> {
    const lost = await db
      .select({ id: emails.id, kind: emails.kind })
      .from(emails)
      .where(
        and(
          isNull(emails.sentAt),
          lt(emails.attempts, maxAttempts),
          lt(emails.createdAt, sql`now() - make_interval(secs => ${sweepAfterSeconds})`),
        ),
      )
      .orderBy(asc(emails.id))
      .limit(100);
    let queued = 0;
    for (const { id, kind } of lost) {
      if (await queueDelivery(id, kind)) queued += 1;
    }
    if (queued > 0) log.info({ queued }, 're-queued unsent emails');
    return queued;
  }

  return {
    async deliveryCounts() {
      const [row] = await db
        .select({
          unsent: sql<number>`count(*)::int`,
          failing: sql<number>`(count(*) filter (where ${emails.attempts} > 0 and ${emails.attempts} < ${maxAttempts}))::int`,
          givenUp: sql<number>`(count(*) filter (where ${emails.attempts} >= ${maxAttempts}))::int`,
        })
        .from(emails)
        .where(isNull(emails.sentAt));
      return row ?? { unsent: 0, failing: 0, givenUp: 0 };
    },

    async enqueue(dbOrTx: DbOrTx, email: OutgoingEmail): Promise<number | null> {
      // A front-desk guest may have given no email address: there is no one to write to.
      if (!email.to) return null;
      const [row] = await dbOrTx
        .insert(emails)
        .values(emailRow(email))
        .onConflictDoNothing({ target: emails.dedupeKey })
        .returning({ id: emails.id });
      if (!row) return null;
      const queued = queueDelivery(row.id, email.kind).catch((error: unknown) => {
        // the row is stored: the sweep delivers it later
        log.error({ err: error, emailId: row.id }, 'could not queue an email; the sweep will retry');
        return null;
      });
      // Inside a transaction, don't wait: PGlite's single connection would only run the job insert after
      // the transaction ends (waiting would deadlock), and on PostgreSQL the worker retries until the commit.
      if (dbOrTx === db) await queued;
      return row.id;
    },

    async store(dbOrTx: DbOrTx, all: OutgoingEmail[], options: StoreOptions = {}): Promise<StoredRef[]> {
      const list = all.filter((email) => email.to);
      if (list.length === 0) return [];
      return (options.with ? dbOrTx.with(...options.with) : dbOrTx)
        .insert(emails)
        .values(list.map(emailRow))
        .onConflictDoNothing({ target: emails.dedupeKey })
        .returning({ id: emails.id, kind: emails.kind });
    },

    deliveryJobs,

    async queueStored(stored: StoredRef[]): Promise<void> {
      try {
        await jobs.sendBatch(deliveryJobs(stored));
      } catch (error) {
        // the rows are stored: the sweep delivers them later
        log.error({ err: error, count: stored.length }, 'could not queue stored emails; the sweep will retry');
      }
    },

    async registerWorkers() {
      await jobs.work<EmailSendJob>(EMAIL_SEND_JOB, deliver, { concurrency });
      await jobs.work(EMAIL_SWEEP_JOB, async () => {
        await sweep();
      });
      await jobs.schedule(EMAIL_SWEEP_JOB, sweepCron);
    },

    sweep,

    close: () => transport.close(),
  };
}
