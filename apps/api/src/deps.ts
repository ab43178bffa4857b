import type { Database, DatabaseHandle } from '@hairsalon/db';
import type { Logger } from 'pino';
import type { AppConfig } from './config.js';
import type { JobQueue } from './jobs/queue.js';
import type { AppMetrics } from './lib/metrics.js';
import type { ReadCache } from './lib/read-cache.js';
import type { Mailer } from './mail/mailer.js';
import type { PaymentProvider } from './payments/provider.js';
import type { BookingChangeHub } from './routers/booking/booking-changes.js';
import type { SalonDetailsSource } from './routers/salon/salon.service.js';
import type { ImageStore } from './uploads/store.js';

/** What every procedure and job can reach. Built once in server start-up (or by a test). */
export interface AppDeps {
  config: AppConfig;
  db: Database;
  database: DatabaseHandle;
  log: Logger;
  jobs: JobQueue;
  mail: Mailer;
  /** PayPal, or the local emulator when no credentials are configured */
  payments: PaymentProvider;
  /** Injectable clock for tests of holds, expiry and rate limits. */
  now: () => Date;
  /** Uploaded images' bytes: the database, or an S3 bucket (docs/decisions/015-images-in-the-database.md). */
  images: ImageStore;
  /** Public reads kept in memory until a write changes them (docs/decisions/008-read-cache.md). */
  readCache: ReadCache;
  /** Booking changes from every instance, for the open calendars' subscriptions (docs/decisions/020-live-front-desk.md). */
  bookingChanges: BookingChangeHub;
  /** This instance's Prometheus metrics (GET /metrics). */
  metrics: AppMetrics;
  /** The salon's own details, current on every instance (issue 25): emails, .ics files and the prerendered pages read them. */
  salon: SalonDetailsSource;
  /** Whether other instances' writes reach this one (the LISTEN connection is up). */
  listening(): boolean;
  /**
   * Whether this instance is shutting down: it still answers, each answer with `Connection: close`, and says it is not
   * ready (docs/decisions/024). Absent: never.
   */
  draining?(): boolean;
}
