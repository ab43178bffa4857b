/**
 * Starts the whole product for the browser tests: a fresh PostgreSQL database with the demo salon,
 * the built web app, and a real SMTP receiver whose messages the tests read over HTTP.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { startSmtpReceiver } from '../apps/api/src/testing/smtp-receiver.js';
import { createTestDatabase, dropStaleTestDatabases } from '../packages/db/src/testing.js';
import { emptySalonPort } from './empty-salon.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_PORT ?? 3100);

export const E2E_JWT_SECRET = 'e2e-secret-e2e-secret-e2e-secret-0123456789';

// Only databases whose run is over: this machine's of a process that is gone, another machine's a day old.
for (const name of await dropStaleTestDatabases('hairsalon_e2e')) process.stdout.write(`dropped a finished run's database ${name}\n`);
const database = await createTestDatabase('hairsalon_e2e');
const smtp = await startSmtpReceiver();
const config = loadConfig(
  {
    NODE_ENV: 'test',
    PORT: String(port),
    DATABASE_URL: database.url,
    SEED_DEMO: '1',
    JWT_SECRET: E2E_JWT_SECRET,
    SMTP_URL: smtp.url,
    WEB_DIST: path.join(root, 'apps/web/dist'),
    DATA_DIR: path.join(root, '.data/e2e'),
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    AUTH_RATE_LIMIT_PER_MINUTE: '200',
    BOOKING_RATE_LIMIT_PER_MINUTE: '500',
    // The browser tests hold many slots from one address and a few emails.
    UNPAID_HOLDS_MAX: '500',
    UPLOAD_QUOTA_PER_HOUR: '500',
  },
  root,
);
// The server's clock, which a browser test may move (POST /e2e/clock) to act on a booking whose time has come, such as
// completing it (a stylist completes only bookings that have started); every test that moves it moves it back.
let clockOffsetMs = 0;
const app = await createApp(config, { now: () => new Date(Date.now() + clockOffsetMs) });
app.server.post('/e2e/clock', async (req) => {
  const at = Number((req.body as { at?: unknown } | null)?.at);
  clockOffsetMs = Number.isFinite(at) && at > 0 ? at - Date.now() : 0;
  return { offsetMs: clockOffsetMs };
});

// The tests read what the SMTP receiver got (e.g. a reset link) through this test-only route.
app.server.get('/e2e/mail', async (req) => {
  const to = String((req.query as { to?: string }).to ?? '');
  return smtp.messages
    .filter((m) => JSON.stringify(m.to ?? '').includes(to))
    .map((m) => ({ subject: m.subject, html: m.html || '', text: m.text ?? '' }));
});

await app.server.listen({ host: '127.0.0.1', port });
process.stdout.write(`e2e server on http://127.0.0.1:${port} (database ${database.name})\n`);

// A second instance on an empty production database (no demo seed), for e2e/day-one.spec.ts: a salon's first day,
// from the one-time setup link it prints at start. Same web build, same SMTP receiver.
const emptyPort = emptySalonPort(port);
const emptyDatabase = await createTestDatabase('hairsalon_e2e');
const emptyApp = await createApp(
  loadConfig(
    {
      NODE_ENV: 'production',
      PORT: String(emptyPort),
      PUBLIC_URL: `http://127.0.0.1:${emptyPort}`,
      DATABASE_URL: emptyDatabase.url,
      JWT_SECRET: E2E_JWT_SECRET,
      SMTP_URL: smtp.url,
      WEB_DIST: path.join(root, 'apps/web/dist'),
      DATA_DIR: path.join(root, '.data/e2e-empty'),
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '200',
    },
    root,
  ),
);
// The link the server printed at start, as the owner reads it from the log.
emptyApp.server.get('/e2e/setup-link', async () => ({ link: emptyApp.setupLink }));
await emptyApp.server.listen({ host: '127.0.0.1', port: emptyPort });
process.stdout.write(`e2e empty salon on http://127.0.0.1:${emptyPort} (database ${emptyDatabase.name})\n`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await emptyApp.stop().catch(() => undefined);
  await emptyDatabase.drop().catch(() => undefined);
  await app.stop().catch(() => undefined);
  await smtp.close().catch(() => undefined);
  await database.drop().catch(() => undefined);
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
