import { createDatabase, type DatabaseHandle } from '@hairsalon/db';
import { emails } from '@hairsalon/db/schema';
import { createTestDatabase, type TestDatabase } from '@hairsalon/db/testing';
import { salonDayFromParts } from '@hairsalon/shared';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue } from '../jobs/pg-boss-queue.js';
import type { JobQueue } from '../jobs/queue.js';
import { type SmtpReceiver, startSmtpReceiver } from '../testing/smtp-receiver.js';
import { createMailService, type MailService } from './mail-service.js';
import type { OutgoingEmail } from './mailer.js';
import { registerOutboxRoutes } from './outbox-routes.js';
import { bookingConfirmedEmail, bookingIcs } from './templates.js';
import { createTransport, type MailTransport } from './transport.js';

const log = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
const config = {
  smtpUrl: undefined,
  mailFrom: 'HairSalon <no-reply@hairsalon.local>',
  publicUrl: 'http://127.0.0.1:3999',
  devOutboxKey: 'the-start-key',
};

let counter = 0;
/** A plain email with a subject no other test uses. */
function testEmail(label: string, overrides: Partial<OutgoingEmail> = {}): OutgoingEmail {
  counter += 1;
  return {
    to: `customer${counter}@example.com`,
    subject: `${label} #${counter}`,
    html: `<p>${label}</p>`,
    text: label,
    kind: 'test',
    ...overrides,
  };
}

/**
 * The value `read` gives once `check` holds: delivery bookkeeping lands just after the SMTP reply. Polled by vitest's
 * own `expect.poll`, which names the condition's last value when it times out.
 */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeout = 10_000): Promise<T> {
  let value: T | undefined;
  const holds = async () => {
    value = await read();
    return check(value);
  };
  await expect.poll(holds, { timeout, interval: 50 }).toBe(true);
  return value as T;
}

describe('mail service on PostgreSQL with a real SMTP receiver', () => {
  let testDb: TestDatabase;
  let handle: DatabaseHandle;
  let jobs: JobQueue;
  let receiver: SmtpReceiver;
  let mail: MailService;
  /** Subjects whose next delivery fails once, to exercise the retry. */
  const failOnce = new Set<string>();

  beforeAll(async () => {
    testDb = await createTestDatabase();
    handle = createDatabase({ url: testDb.url, poolSize: 4 });
    await handle.migrate();
    receiver = await startSmtpReceiver();
    jobs = createJobQueue(handle, log, { retryDelaySeconds: 1 });
    await jobs.start();
    const smtp = createTransport({ ...config, smtpUrl: receiver.url }, log);
    const transport: MailTransport = {
      async send(email) {
        if (failOnce.delete(email.subject)) throw new Error('SMTP server said no');
        return smtp.send(email);
      },
      close: () => smtp.close(),
    };
    mail = createMailService({ db: handle.db, jobs, config, log, transport });
    await mail.registerWorkers();
  });

  afterAll(async () => {
    await jobs?.stop();
    await mail?.close();
    await receiver?.close();
    await handle?.close();
    await testDb?.drop();
  });

  const rowOf = async (id: number) => {
    const [row] = await handle.db.select().from(emails).where(eq(emails.id, id));
    return row;
  };

  it('sends a stored email under one Message-ID, so a delivery repeated after a crash is the same message', async () => {
    const id = await mail.enqueue(handle.db, testEmail('Sent twice by a crash', { to: 'twice@example.com' }));
    await receiver.waitFor((m) => (m.subject ?? '').startsWith('Sent twice by a crash'));
    const row = await rowOf(id as number);
    if (!row) throw new Error('no row');
    // What a restarted worker does when the first delivery went through but was never recorded.
    const smtp = createTransport({ ...config, smtpUrl: receiver.url }, log);
    await smtp.send(row);
    await smtp.close();
    const copies = await eventually(
      async () => receiver.messages.filter((m) => (m.subject ?? '').startsWith('Sent twice by a crash')),
      (list) => list.length === 2,
    );
    expect(copies[0]?.messageId).toMatch(new RegExp(`^<email-${id}\\.\\d+@hairsalon\\.local>$`));
    expect(copies[1]?.messageId).toBe(copies[0]?.messageId);
  });

  it('delivers an enqueued email with its html and calendar attachment', async () => {
    const day = salonDayFromParts(2026, 11, 21);
    const content = bookingConfirmedEmail({
      fullName: 'Mai <Nguyen>',
      stylistName: 'Anna',
      dateMs: day,
      slotLabel: '9:00 AM',
      services: [{ name: 'Cut', priceCents: 2500 }],
      amountCents: 2500,
      bookingId: 7,
    });
    const ics = bookingIcs({
      bookingId: 7,
      startMs: day + 9 * 3_600_000,
      durationMinutes: 60,
      summary: 'HairSalon appointment',
      description: 'Cut with Anna',
      location: 'HairSalon',
    });
    const id = await mail.enqueue(handle.db, {
      ...content,
      to: 'mai@example.com',
      kind: 'booking-confirmed',
      dedupeKey: 'booking-confirmed:7',
      attachments: [{ filename: 'booking-7.ics', contentType: 'text/calendar', content: ics }],
    });
    expect(id).toEqual(expect.any(Number));

    const received = await receiver.waitFor((m) => m.subject === content.subject);
    expect(received.to && !Array.isArray(received.to) ? received.to.text : '').toBe('mai@example.com');
    expect(received.from?.text).toContain('no-reply@hairsalon.local');
    expect(received.html).toContain('Mai &lt;Nguyen&gt;');
    expect(received.text).toContain('Booking: #7');
    expect(received.attachments).toHaveLength(1);
    const attachment = received.attachments[0];
    expect(attachment?.filename).toBe('booking-7.ics');
    expect(attachment?.contentType).toBe('text/calendar');
    expect(attachment?.content.toString('utf8')).toContain('DTSTART:20261121T020000Z');

    const row = await eventually(
      () => rowOf(id as number),
      (r) => Boolean(r?.sentAt),
    );
    expect(row?.outboxOnly).toBe(false);
    expect(row?.attempts).toBe(1);
  });

  it('stores and sends an email with the same dedupe key only once', async () => {
    const email = testEmail('Deduplicated', { dedupeKey: 'reminder:99' });
    const first = await mail.enqueue(handle.db, email);
    const second = await mail.enqueue(handle.db, { ...email, subject: `${email.subject} (again)` });
    expect(first).toEqual(expect.any(Number));
    expect(second).toBeNull();

    await receiver.waitFor((m) => m.subject === email.subject);
    const marker = testEmail('Marker after dedupe');
    await mail.enqueue(handle.db, marker);
    await receiver.waitFor((m) => m.subject === marker.subject);

    expect(receiver.messages.filter((m) => m.subject?.startsWith(email.subject))).toHaveLength(1);
    expect(await handle.db.select().from(emails).where(eq(emails.dedupeKey, 'reminder:99'))).toHaveLength(1);
  });

  it('sends nothing for an email enqueued in a transaction that rolls back', async () => {
    const rolledBack = testEmail('Rolled back');
    let enqueuedId: number | null = null;
    await expect(
      handle.db.transaction(async (tx) => {
        enqueuedId = await mail.enqueue(tx, rolledBack);
        tx.rollback();
      }),
    ).rejects.toThrow();
    expect(enqueuedId).toEqual(expect.any(Number));

    const committed = testEmail('Committed in a transaction');
    await handle.db.transaction(async (tx) => {
      await mail.enqueue(tx, committed);
    });
    // the committed one arrives although its job may have run before the commit (it retries)
    await receiver.waitFor((m) => m.subject === committed.subject);

    expect(receiver.messages.some((m) => m.subject === rolledBack.subject)).toBe(false);
    expect(await rowOf(enqueuedId as unknown as number)).toBeUndefined();
  });

  it('retries a failed delivery and then delivers once', async () => {
    const email = testEmail('Flaky SMTP');
    failOnce.add(email.subject);
    const id = await mail.enqueue(handle.db, email);

    await receiver.waitFor((m) => m.subject === email.subject);
    const row = await eventually(
      () => rowOf(id as number),
      (r) => Boolean(r?.sentAt),
    );
    expect(row?.attempts).toBe(2);
    expect(row?.lastError).toBeNull();
    expect(receiver.messages.filter((m) => m.subject === email.subject)).toHaveLength(1);
  });

  it('sweep re-queues an email whose delivery job was lost', async () => {
    const email = testEmail('Lost in a crash');
    // as if the process died between the commit and queueing the job
    const [row] = await handle.db
      .insert(emails)
      .values({ ...email, createdAt: new Date(Date.now() - 5 * 60_000) })
      .returning({ id: emails.id });

    expect(await mail.sweep()).toBe(1);
    await receiver.waitFor((m) => m.subject === email.subject);
    await eventually(
      () => rowOf(row?.id as number),
      (r) => Boolean(r?.sentAt),
    );
    // sent emails are never swept again
    expect(await mail.sweep()).toBe(0);
  });
});

describe('mail service on PGlite with the development outbox', () => {
  let handle: DatabaseHandle;
  let jobs: JobQueue;
  let mail: MailService;
  const logLines: string[] = [];
  const outboxLog = pino({ level: 'info' }, { write: (line: string) => logLines.push(line) });

  beforeAll(async () => {
    handle = createDatabase({ dataDir: 'memory://' });
    await handle.migrate();
    jobs = createJobQueue(handle, log);
    await jobs.start();
    mail = createMailService({ db: handle.db, jobs, config, log: outboxLog });
    await mail.registerWorkers();
  });

  afterAll(async () => {
    await jobs?.stop();
    await handle?.close();
  });

  it('delivers to the outbox (logged with its link) even when enqueued inside a transaction', async () => {
    const email = testEmail('Outbox delivery', { to: 'dev@example.com' });
    const id = await handle.db.transaction((tx) => mail.enqueue(tx, email));
    expect(id).toEqual(expect.any(Number));

    const row = await eventually(
      async () =>
        (
          await handle.db
            .select()
            .from(emails)
            .where(eq(emails.id, id as number))
        )[0],
      (r) => Boolean(r?.sentAt),
    );
    expect(row?.outboxOnly).toBe(true);
    expect(await mail.sweep()).toBe(0);
    expect(logLines.join('\n')).toContain(
      `Email to dev@example.com: ${email.subject} — http://127.0.0.1:3999/api/dev/outbox/${id}?key=the-start-key`,
    );
  });

  it('serves the outbox list and each email html to a caller on this machine', async () => {
    const email = testEmail('Readable in the outbox', { html: '<h1>Hello outbox</h1>' });
    const id = await mail.enqueue(handle.db, email);

    const app = Fastify();
    registerOutboxRoutes(app, { db: handle.db, key: 'the-start-key' });
    const list = await app.inject({ method: 'GET', url: '/api/dev/outbox?key=the-start-key' });
    expect(list.statusCode).toBe(200);
    const items = list.json<{ id: number; subject: string; to: string; kind: string }[]>();
    expect(items[0]).toMatchObject({ id, subject: email.subject, to: email.to, kind: 'test' });

    const page = await app.inject({ method: 'GET', url: `/api/dev/outbox/${id}?key=the-start-key` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toBe('<h1>Hello outbox</h1>');
    expect((await app.inject({ method: 'GET', url: '/api/dev/outbox/999999?key=the-start-key' })).statusCode).toBe(404);
    // Reset links stay on this machine: a caller from elsewhere (an injected address, no traffic) gets nothing.
    const fromElsewhere = { remoteAddress: '203.0.113.7' };
    expect((await app.inject({ method: 'GET', url: `/api/dev/outbox/${id}?key=the-start-key`, ...fromElsewhere })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/dev/outbox?key=the-start-key', ...fromElsewhere })).statusCode).toBe(404);
    await app.close();
  });
});
