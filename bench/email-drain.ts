/**
 * Email throughput: 1,000 emails queued (the backlog a burst of bookings leaves), then the workers start; prints how
 * long the queue takes to drain into a real SMTP receiver on 127.0.0.1 (the tests' receiver), and where an urgent
 * email queued last (a reset link) arrived. Uses the app's own mail service, job queue and pooled SMTP transport, on
 * a PostgreSQL database made for the run. Usage: `pnpm exec tsx bench/email-drain.ts`.
 */
import { performance } from 'node:perf_hooks';
import { createJobQueue } from '../apps/api/src/jobs/pg-boss-queue.js';
import { createLogger } from '../apps/api/src/lib/logger.js';
import { createMailService } from '../apps/api/src/mail/mail-service.js';
import { createTransport } from '../apps/api/src/mail/transport.js';
import { startSmtpReceiver } from '../apps/api/src/testing/smtp-receiver.js';
import { createDatabase } from '../packages/db/src/client.js';
import { createTestDatabase } from '../packages/db/src/testing.js';
import { reportFigure } from './figures.js';

const EMAILS = 1000;
const log = createLogger('silent');

const database = await createTestDatabase('hairsalon_bench_mail');
const handle = createDatabase({ url: database.url, poolSize: 10 });
await handle.migrate();
const receiver = await startSmtpReceiver();
const jobs = createJobQueue(handle, log);
await jobs.start();
const config = { smtpUrl: receiver.url, mailFrom: 'HairSalon <no-reply@hairsalon.local>', publicUrl: 'http://127.0.0.1:3000' };
const mail = createMailService({ db: handle.db, jobs, config, log, transport: createTransport(config, log) });
try {
  const html = `<p>${'Your appointment details. '.repeat(40)}</p>`;
  for (let i = 0; i < EMAILS - 1; i++) {
    await mail.enqueue(handle.db, {
      to: `customer${i}@example.com`,
      subject: `Reminder ${i}`,
      html,
      text: 'details',
      kind: 'booking-reminder',
    });
  }
  await mail.enqueue(handle.db, { to: 'urgent@example.com', subject: 'Reset link', html, text: 'reset', kind: 'password-reset' });

  const start = performance.now();
  await mail.registerWorkers();
  let urgentAt = 0;
  let urgentPosition = 0;
  await receiver.waitFor((m) => {
    if (m.subject === 'Reset link' && !urgentAt) {
      urgentAt = performance.now() - start;
      urgentPosition = receiver.messages.length + 1;
    }
    return receiver.messages.length >= EMAILS - 1 && receiver.messages.length + 1 >= EMAILS;
  }, 600_000);
  const seconds = (performance.now() - start) / 1000;
  console.log(`${EMAILS} queued emails drained in ${seconds.toFixed(1)} s (${(EMAILS / seconds).toFixed(0)} emails/s; target: under 60 s)`);
  console.log(`the reset email queued last arrived as #${urgentPosition} after ${(urgentAt / 1000).toFixed(2)} s`);
  reportFigure({ name: `${EMAILS} queued emails drained into SMTP`, value: `${seconds.toFixed(1)} s`, goal: '< 60 s', met: seconds < 60 });
} finally {
  await jobs.stop();
  await mail.close();
  await receiver.close();
  await handle.close();
  await database.drop();
}
