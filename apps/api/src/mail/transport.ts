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

/** Where a developer reads a stored email (served by ./outbox-routes.ts in development, with the start's key). */
export function outboxEmailUrl(publicUrl: string, id: number, key: string | undefined): string {
  return `${publicUrl}/api/dev/outbox/${id}${key ? `?key=${key}` : ''}`;
}

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise the development outbox: the email is already stored,
 * so "delivering" it means logging where to read it (ARCHITECTURE §6).
 */
export function createTransport(
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'publicUrl'> & Partial<Pick<AppConfig, 'devOutboxKey'>>,
  log: Logger,
  senderName: () => string = () => '',
): MailTransport {
  if (config.smtpUrl) return createSmtpTransport(config.smtpUrl, () => fromWithName(config.mailFrom, senderName()));
  return {
    async send(email) {
      log.info(
        { emailId: email.id, kind: email.kind },
        `Email to ${email.to}: ${email.subject} — ${outboxEmailUrl(config.publicUrl, email.id, config.devOutboxKey)}`,
      );
      return { outboxOnly: true };
    },
    async close() {},
  };
}

/** MAIL_FROM's address under the salon's sender name (its settings), or MAIL_FROM as it is when none is set. */
export function fromWithName(mailFrom: string, name: string): string {
  const plain = name.replace(/["\\\r\n<>]/g, '').trim();
  if (!plain) return mailFrom;
  const address = /<([^>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `"${plain}" <${address}>`;
}

/** The Message-ID of a stored email: its row and creation time, at the sender's domain. */
export function storedMessageId(email: Pick<StoredEmail, 'id' | 'createdAt'>, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'hairsalon.local';
  return `<email-${email.id}.${email.createdAt.getTime()}@${domain}>`;
}

/** Open SMTP connections one process keeps (nodemailer pool); SMTP_URL's own ?maxConnections= wins. */
export const SMTP_POOL_CONNECTIONS = 5;

export function createSmtpTransport(smtpUrl: string, sender: string | (() => string)): MailTransport {
  const fromNow = typeof sender === 'string' ? () => sender : sender;
  // nodemailer is loaded with the first email, so a server that sends none (the outbox) never holds it in memory.
  // Pooled: connections are reused across messages instead of one handshake per email.
  let pool: Promise<Transporter> | null = null;
  const transporter = () =>
    (pool ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: SMTP_POOL_CONNECTIONS, maxMessages: 500 }),
    ));
  return {
    async send(email) {
      const from = fromNow();
      await (await transporter()).sendMail({
        from,
        // One Message-ID per stored email: a delivery repeated after a crash mid-send (the SMTP server took it, the
        // instance died before recording it) is the same message, which mail clients show once.
        messageId: storedMessageId(email, from),
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
