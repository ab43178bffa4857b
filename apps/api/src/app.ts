import { createDatabase, type DatabaseHandle, seedDemoData, seedReferenceData } from '@hairsalon/db';
import type { Logger } from 'pino';
import type { AppConfig } from './config.js';
import type { AppDeps } from './deps.js';
import { createJobQueue } from './jobs/pg-boss-queue.js';
import { createLogger } from './lib/logger.js';
import { AppMetrics } from './lib/metrics.js';
import { registerRateLimitJobs } from './lib/rate-limit.jobs.js';
import { ReadCache } from './lib/read-cache.js';
import { createMailService } from './mail/mail-service.js';
import { createTransport } from './mail/transport.js';
import { registerCapturesWithEmulator } from './payments/emulator-captures.js';
import { createPaymentProvider } from './payments/index.js';
import type { PaymentProvider } from './payments/provider.js';
import { registerAuthJobs } from './routers/auth/auth.jobs.js';
import { registerBookingJobs } from './routers/booking/booking.jobs.js';
import { BookingChangeHub } from './routers/booking/booking-changes.js';
import { oldestOverdueHoldSeconds } from './routers/booking/cancel.service.js';
import { registerPaymentJobs } from './routers/payment/payment.jobs.js';
import { SalonDetailsSource } from './routers/salon/salon.service.js';
import { issueSetupToken, setupPath } from './routers/setup/setup.service.js';
import { buildServer } from './server.js';
import { moveDiskUploadsIntoStore } from './uploads/disk-migration.js';
import { createImageStore } from './uploads/stores.js';
import { registerUploadJobs } from './uploads/upload.jobs.js';

/**
 * How long app.stop() may take on a SIGTERM before main.ts gives up and exits 1: the server's in-flight requests, then the job
 * workers (JOB_STOP_TIMEOUT_MS at most), then the pools. Longer than their sum, and shorter than the 30 s compose
 * waits before killing (docker/compose.yml's stop_grace_period).
 */
export const SHUTDOWN_LIMIT_MS = 25_000;

export interface CreateAppOptions {
  database?: DatabaseHandle;
  log?: Logger;
  now?: () => Date;
  /** Seed the demo salon regardless of config (tests decide for themselves). */
  seedDemo?: boolean;
  /** A payment provider to use instead of PayPal or the emulator (tests). */
  payments?: PaymentProvider;
}

/** Closes what a failed start opened, last first; a close that fails is logged and the rest still run. */
async function undoStart(undo: (() => unknown)[], log: Logger): Promise<void> {
  for (const step of undo.reverse()) {
    try {
      await step();
    } catch (error) {
      log.warn({ err: error }, 'could not close a part of a failed start');
    }
  }
}

/**
 * Waits up to `ms` for the server's open connections to close (each answer closes its connection while draining), and
 * no longer once none is left.
 */
async function drainConnections(server: Awaited<ReturnType<typeof buildServer>>, ms: number): Promise<void> {
  if (ms <= 0 || !server.server.listening) return;
  const deadline = Date.now() + ms;
  const open = () => new Promise<number>((resolve) => server.server.getConnections((error, count) => resolve(error ? 0 : count)));
  while (Date.now() < deadline && (await open()) > 0) await new Promise((resolve) => setTimeout(resolve, 100));
}

/** Wires the database, job queue, mail and HTTP server; `pnpm start` and the integration tests both use it. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}) {
  const log = options.log ?? createLogger(config.logLevel);
  const database =
    options.database ??
    createDatabase({
      url: config.databaseUrl,
      directUrl: config.databaseDirectUrl,
      poolSize: config.databasePoolMax,
      dataDir: `${config.dataDir}/pglite`,
      limits: config.databaseLimits,
      // A lost connection fails the work on it (503) and is replaced; the process goes on (docs/decisions/024).
      onConnectionError: (error, connection) => log.warn({ err: error, connection }, 'lost a database connection'),
    });
  // Instances starting together take turns at what changes the schema: migrations, seeds and the job queue's
  // tables (pg-boss makes one per queue). The first does it; the others wait, then find it done (decision 016).
  // What this start has opened, closed again (last first) if a later step fails: a failed start leaves nothing running.
  const undo: (() => unknown)[] = options.database ? [] : [() => database.close()];
  let releaseStartupLock: () => Promise<void>;
  try {
    releaseStartupLock = await database.holdStartupLock();
  } catch (error) {
    await undoStart(undo, log);
    throw error;
  }
  let seeded: { seeded: boolean };
  let jobs: ReturnType<typeof createJobQueue>;
  let mail: ReturnType<typeof createMailService>;
  let paymentSetup: Awaited<ReturnType<typeof createPaymentProvider>> | { provider: PaymentProvider; close: () => Promise<void> };
  let deps: AppDeps;
  let readCache: ReadCache;
  let stopListening: () => Promise<void>;
  let images: ReturnType<typeof createImageStore>;
  let salon: SalonDetailsSource;
  let setupLink: string | null = null;
  const metrics = new AppMetrics();
  let listening = false;
  let everListened = false;
  let stopping = false;
  let draining = false;
  const onChange = (table: string) => {
    readCache.invalidate(table);
    if (table === 'salon_settings' || table === 'locations')
      void salon.reload().catch((error: unknown) => log.warn({ err: error }, 'could not reload the salon’s details'));
  };
  // The live front desk's subscribers (docs/decisions/020): fed by the same LISTEN connection.
  const bookingChanges = new BookingChangeHub();
  const onBookingChange = (payload: string) => bookingChanges.publish(payload);
  const onLive = (live: boolean) => {
    readCache.setLive(live);
    if (live === listening) return;
    // Back after a loss: what changed meanwhile never reached this instance, so its open calendars refetch.
    if (live && everListened) bookingChanges.resync();
    listening = live;
    // Losing it turns the read cache off (reads go to the database) until it is back: worth a line either way.
    if (!live && !stopping)
      log.warn('lost the LISTEN connection: other instances’ writes do not reach this one; the read cache is off until it is back');
    else if (live && everListened) log.info('the LISTEN connection is back: the read cache is on again');
    everListened ||= live;
  };
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    seeded = (options.seedDemo ?? config.seedDemo) ? await seedDemoData(database.db) : { seeded: false };
    // A database without an admin gets a one-time setup link (issue 25); main.ts prints it.
    const setupToken = await issueSetupToken(database.db, (options.now ?? (() => new Date()))());
    setupLink = setupToken ? `${config.appUrl}${setupPath(setupToken)}` : null;
    salon = new SalonDetailsSource(database.db);
    await salon.reload();
    salon.start();
    const started = salon;
    undo.push(() => started.stop());

    // Checked before anything starts: a bucket that cannot be reached is a configuration error.
    images = createImageStore(config, database.db);
    undo.push(() => images.close());
    await images.check();

    jobs = createJobQueue(database, log, { onFailure: (job) => metrics.jobFailures.inc({ job }), limits: config.databaseLimits });
    undo.push(() => jobs.stop());
    await jobs.start();
    mail = createMailService({
      db: database.db,
      jobs,
      config,
      log,
      transport: createTransport(config, log, () => salon.current().emailSenderName),
    });
    undo.push(() => mail.close());
    await mail.registerWorkers();

    paymentSetup = options.payments
      ? { provider: options.payments, close: async () => undefined }
      : await createPaymentProvider(config, log);
    undo.push(() => paymentSetup.close());
    // The emulator forgets its captures on restart and never saw the seed's: tell it those the database holds.
    if ('emulator' in paymentSetup && paymentSetup.emulator) await registerCapturesWithEmulator(database.db, paymentSetup.emulator);

    const now = options.now ?? (() => new Date());
    readCache = new ReadCache({ ttlMs: config.readCacheSeconds * 1000, now });
    database.changes.on('change', onChange);
    database.changes.on('live', onLive);
    database.changes.on('booking', onBookingChange);
    stopListening = await database.listenForChanges();
    undo.push(() => stopListening());

    deps = {
      config,
      db: database.db,
      database,
      log,
      jobs,
      mail,
      payments: paymentSetup.provider,
      now,
      readCache,
      bookingChanges,
      images,
      metrics,
      salon,
      listening: () => listening,
      draining: () => draining,
    };
    const database_ = database;
    metrics.connect({
      jobCounts: () => jobs.counts(),
      emailCounts: () => mail.deliveryCounts(),
      oldestOverdueHoldSeconds: () => oldestOverdueHoldSeconds(database_.db, now()),
      pools: () => {
        const pools = [];
        const app = database_.poolStats();
        if (app) pools.push({ pool: 'app', ...app });
        const queue = jobs.poolStats();
        if (queue) pools.push({ pool: 'jobs', ...queue });
        return pools;
      },
      readCache: () => ({ hits: readCache.hits, misses: readCache.misses }),
      listening: () => listening,
    });
    await registerAuthJobs(deps);
    await registerBookingJobs(deps);
    await registerPaymentJobs(deps);
    await registerUploadJobs(deps);
    await registerRateLimitJobs(deps);
    // Uploads from before the image store (files in UPLOAD_DIR) are moved into it.
    await moveDiskUploadsIntoStore(deps);
  } catch (error) {
    await releaseStartupLock();
    await undoStart(undo, log);
    throw error;
  }
  await releaseStartupLock();
  let server: Awaited<ReturnType<typeof buildServer>>;
  try {
    server = await buildServer(deps);
  } catch (error) {
    await undoStart(undo, log);
    throw error;
  }

  let stopped = false;
  return {
    deps,
    server,
    seeded: seeded.seeded,
    /** The one-time link that makes the first admin, when the database had none at this start (else null). */
    setupLink,
    /** Graceful shutdown: drain requests, stop workers, close the database. */
    async stop() {
      if (stopped) return;
      stopped = true;
      stopping = true;
      // First drain: every answer says `Connection: close` and readiness is red, while connections are still taken, so
      // the proxy's kept-alive connections to this instance close after an answer (or idle, on its own timeout) rather
      // than being cut under a request it already sent; then stop taking connections (docs/decisions/024).
      draining = true;
      await drainConnections(server, config.shutdownDrainMs);
      // Open subscriptions (long-lived responses) end first, telling their clients to reconnect elsewhere, so that
      // closing the server does not wait for them.
      bookingChanges.close();
      await server.close();
      await jobs.stop();
      await mail.close();
      await paymentSetup.close();
      await images.close();
      salon.stop();
      await stopListening();
      database.changes.off('change', onChange);
      database.changes.off('live', onLive);
      database.changes.off('booking', onBookingChange);
      await database.close();
    },
  };
}
