import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_LOGINS, DEMO_PASSWORD, NewerDatabaseError } from '@hairsalon/db';
import { createApp, SHUTDOWN_LIMIT_MS } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { createLogger } from './lib/logger.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function main() {
  const config = loadConfig({ WEB_DIST: path.join(repoRoot, 'apps/web/dist'), ...process.env }, repoRoot);
  const log = createLogger(config.logLevel);
  const app = await createApp(config, { log });
  await app.server.listen({ host: config.host, port: config.port });

  /** Writes what is buffered in the logger (pino writes asynchronously), then exits with `code`. */
  const exit = (code: number): void => {
    // Not unref'd: should the flush never call back, the process still exits with this code.
    setTimeout(() => process.exit(code), 2000);
    log.flush(() => process.exit(code));
  };
  const shutdown = async (signal: string) => {
    const from = Date.now();
    log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      log.error({ signal, afterMs: SHUTDOWN_LIMIT_MS }, 'shutdown did not finish in time; exiting');
      exit(1);
    }, SHUTDOWN_LIMIT_MS);
    timer.unref();
    try {
      await app.stop();
    } catch (error) {
      log.error({ err: error, signal, afterMs: Date.now() - from }, 'shutdown failed');
      exit(1);
      return;
    }
    log.info({ signal, afterMs: Date.now() - from }, 'stopped');
    exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  const lines = [
    '',
    `  HairSalon is running at ${config.publicUrl}`,
    `  Database: ${app.deps.database.kind === 'pglite' ? `embedded (PGlite) in ${config.dataDir}` : 'PostgreSQL'}`,
  ];
  if (config.seedDemo) {
    lines.push(`  Demo logins (password: ${DEMO_PASSWORD}):`);
    for (const login of DEMO_LOGINS) lines.push(`    ${login.label.padEnd(26)} ${login.email}`);
  }
  if (app.setupLink) {
    lines.push('  This database has no administrator yet. Open this one-time link to create the salon owner’s account:');
    lines.push(`    ${app.setupLink}`);
  }
  if (config.devOutbox && config.devOutboxKey) {
    const outbox = `${config.publicUrl}/api/dev/outbox?key=${config.devOutboxKey}`;
    lines.push(`  ${config.smtpUrl ? 'Every email is also kept in' : 'Emails go to'} the development outbox (this start's key): ${outbox}`);
  }
  if (!config.metricsServed)
    lines.push('  Metrics (/metrics) are off: set METRICS_TOKEN to serve them to scrapers that send it as a bearer token');
  if (!config.smtpUrl && !config.devOutbox)
    lines.push('  Emails are stored but not sent: set SMTP_URL (or DEV_OUTBOX=1 in development to read them at /api/dev/outbox)');
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof NewerDatabaseError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`HairSalon failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
