import { createDatabase, type DatabaseHandle, seedDemoData, seedReferenceData } from '@hairsalon/db';
import type { Logger } from 'pino';
import type { AppConfig } from './config.js';
import type { AppDeps } from './deps.js';
import { createJobQueue } from './jobs/pg-boss-queue.js';
import { createLogger } from './lib/logger.js';
import { registerRateLimitJobs } from './lib/rate-limit.jobs.js';
import { ReadCache } from './lib/read-cache.js';
import { createMailService } from './mail/mail-service.js';
import { createTransport } from './mail/transport.js';
import { registerCapturesWithEmulator } from './payments/emulator-captures.js';
import { createPaymentProvider } from './payments/index.js';
import type { PaymentProvider } from './payments/provider.js';
import { registerAuthJobs } from './routers/auth/auth.jobs.js';
import { registerBookingJobs } from './routers/booking/booking.jobs.js';
import { registerPaymentJobs } from './routers/payment/payment.jobs.js';
import { buildServer } from './server.js';
import { ensureUploadDir } from './uploads/image-store.js';
import { registerUploadJobs } from './uploads/upload.jobs.js';

export interface CreateAppOptions {
  database?: DatabaseHandle;
  log?: Logger;
  now?: () => Date;
  /** Seed the demo salon regardless of config (tests decide for themselves). */
  seedDemo?: boolean;
  /** A payment provider to use instead of PayPal or the emulator (tests). */
  payments?: PaymentProvider;
}

/** Wires the database, job queue, mail and HTTP server; `pnpm start` and the integration tests both use it. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}) {
  const log = options.log ?? createLogger(config.logLevel);
  const database = options.database ?? createDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
  await database.migrate();
  await seedReferenceData(database.db);
  const seeded = (options.seedDemo ?? config.seedDemo) ? await seedDemoData(database.db) : { seeded: false };

  const jobs = createJobQueue(database, log);
  await jobs.start();
  const mail = createMailService({ db: database.db, jobs, config, log, transport: createTransport(config, log) });
  await mail.registerWorkers();

  const paymentSetup = options.payments
    ? { provider: options.payments, close: async () => undefined }
    : await createPaymentProvider(config, log);
  // The emulator forgets its captures on restart and never saw the seed's: tell it those the database holds.
  if ('emulator' in paymentSetup && paymentSetup.emulator) await registerCapturesWithEmulator(database.db, paymentSetup.emulator);

  const now = options.now ?? (() => new Date());
  const readCache = new ReadCache({ ttlMs: config.readCacheSeconds * 1000, now });
  const onChange = (table: string) => readCache.invalidate(table);
  const onLive = (live: boolean) => readCache.setLive(live);
  database.changes.on('change', onChange);
  database.changes.on('live', onLive);
  const stopListening = await database.listenForChanges();

  const deps: AppDeps = {
    config,
    db: database.db,
    database,
    log,
    jobs,
    mail,
    payments: paymentSetup.provider,
    now,
    readCache,
  };
  await registerAuthJobs(deps);
  await registerBookingJobs(deps);
  await registerPaymentJobs(deps);
  await registerUploadJobs(deps);
  await registerRateLimitJobs(deps);
  // server.ts serves /uploads only when the folder exists at start.
  ensureUploadDir(config.uploadDir);
  const server = await buildServer(deps);

  let stopped = false;
  return {
    deps,
    server,
    seeded: seeded.seeded,
    /** Graceful shutdown: drain requests, stop workers, close the database. */
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.close();
      await jobs.stop();
      await mail.close();
      await paymentSetup.close();
      await stopListening();
      database.changes.off('change', onChange);
      database.changes.off('live', onLive);
      await database.close();
    },
  };
}
