import type { Database, DatabaseHandle } from '@hairsalon/db';
import type { Logger } from 'pino';
import type { AppConfig } from './config.js';
import type { JobQueue } from './jobs/queue.js';
import type { ReadCache } from './lib/read-cache.js';
import type { Mailer } from './mail/mailer.js';
import type { PaymentProvider } from './payments/provider.js';

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
  /** Public reads kept in memory until a write changes them (docs/decisions/008-read-cache.md). */
  readCache: ReadCache;
}
