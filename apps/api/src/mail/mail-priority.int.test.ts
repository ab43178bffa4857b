import { createDatabase, type DatabaseHandle } from '@hairsalon/db';
import { emails } from '@hairsalon/db/schema';
import { createTestDatabase, type TestDatabase } from '@hairsalon/db/testing';
import { isNull } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue } from '../jobs/pg-boss-queue.js';
import type { JobQueue } from '../jobs/queue.js';
import { type SmtpReceiver, startSmtpReceiver } from '../testing/smtp-receiver.js';
import { createMailService, type MailService } from './mail-service.js';
import { createTransport } from './transport.js';

const log = pino({ level: 'silent' });
const BATCH = 5;

describe('a backlog of queued emails', () => {
  let testDb: TestDatabase;
  let handle: DatabaseHandle;
  let jobs: JobQueue;
  let receiver: SmtpReceiver;
  let mail: MailService | undefined;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    handle = createDatabase({ url: testDb.url, poolSize: 4 });
    await handle.migrate();
    receiver = await startSmtpReceiver();
    jobs = createJobQueue(handle, log);
    await jobs.start();
  });
  afterAll(async () => {
    await jobs?.stop();
    await mail?.close();
    await receiver?.close();
    await handle?.close();
    await testDb?.drop();
  });

  it('sends the pay link and the reset link first, and every email exactly once', async () => {
    const config = { smtpUrl: receiver.url, mailFrom: 'HairSalon <no-reply@hairsalon.local>', publicUrl: 'http://127.0.0.1:3999' };
    mail = createMailService({ db: handle.db, jobs, config, log, transport: createTransport(config, log), concurrency: BATCH });
    // Forty reminders are waiting when a customer asks for a reset link and another books (workers not started yet).
    for (let i = 0; i < 40; i++) {
      await mail.enqueue(handle.db, {
        to: `r${i}@example.com`,
        subject: `Reminder ${i}`,
        html: '<p>r</p>',
        text: 'r',
        kind: 'booking-reminder',
      });
    }
    await mail.enqueue(handle.db, { to: 'reset@example.com', subject: 'Reset link', html: '<p>x</p>', text: 'x', kind: 'password-reset' });
    await mail.enqueue(handle.db, { to: 'pay@example.com', subject: 'Pay link', html: '<p>x</p>', text: 'x', kind: 'booking-received' });
    await mail.registerWorkers();

    await receiver.waitFor(() => receiver.messages.length >= 42, 30_000);
    const order = receiver.messages.map((m) => m.subject);
    // Both are in the first batch the worker takes, ahead of the 40 that were queued before them.
    expect(order.indexOf('Reset link')).toBeLessThan(BATCH);
    expect(order.indexOf('Pay link')).toBeLessThan(BATCH);
    expect(new Set(order).size).toBe(42);
    expect(order).toHaveLength(42);
    await expect
      .poll(async () => (await handle.db.select({ id: emails.id }).from(emails).where(isNull(emails.sentAt))).length, { timeout: 10_000 })
      .toBe(0);
  });
});
