import type { emails } from '@hairsalon/db/schema';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { AppConfig } from '../config.js';

/** A stored email as the worker hands it to a transport. */
export type StoredEmail = typeof emails.$inferSelect;

export interface MailTransport {
  /** Delivers one stored email; resolves when delivered, throws to have the job retried. */
  send(email: StoredEmail): Promise<{ outboxOnly: boolean }>;
  close(): Promise<void>;
}

/** Where a developer reads a stored email (served by ./outbox-routes.ts outside production). */
export function outboxEmailUrl(publicUrl: string, id: number): string {
  return `${publicUrl}/api/dev/outbox/${id}`;
}

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise the development outbox: the email is already stored,
 * so "delivering" it means logging where to read it (ARCHITECTURE §6).
 */
export function createTransport(config: Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'publicUrl'>, log: Logger): MailTransport {
  if (config.smtpUrl) return createSmtpTransport(config.smtpUrl, config.mailFrom);
  return {
    async send(email) {
      log.info(
        { emailId: email.id, kind: email.kind },
        `Email to ${email.to}: ${email.subject} — ${outboxEmailUrl(config.publicUrl, email.id)}`,
      );
      return { outboxOnly: true };
    },
    async close() {},
  };
}

/** Open SMTP connections one process keeps (nodemailer pool); SMTP_URL's own ?maxConnections= wins. */
export const SMTP_POOL_CONNECTIONS = 5;

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  // nodemailer is loaded with the first email, so a server that sends none (the outbox) never holds it in memory.
  // Pooled: connections are reused across messages instead of one handshake per email.
  let pool: Promise<Transporter> | null = null;
  const transporter = () =>
    (pool ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: SMTP_POOL_CONNECTIONS, maxMessages: 500 }),
    ));
  return {
    async send(email) {
      await (await transporter()).sendMail({
        from,
        to: email.to,
        subject: email.subject,
        html: email.html,
        text: email.text,
        attachments: email.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
      });
      return { outboxOnly: false };
    },
    async close() {
      if (pool) (await pool).close();
    },
  };
}
