import { type ConnectionLimits, type DatabaseHandle, openStatementPool } from '@hairsalon/db';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { JobHandler, JobQueue, SendOptions, WorkOptions } from './queue.js';

export interface JobQueueOptions {
  /** How often an idle worker looks for jobs; pg-boss allows no less than 0.5 s. */
  pollingIntervalSeconds?: number;
  /** Retries after the first failure, unless send() says otherwise. */
  retryLimit?: number;
  /** Seconds before the first retry; doubled (with jitter) on each further retry. */
  retryDelaySeconds?: number;
  /** PostgreSQL schema pg-boss keeps its tables in. */
  schema?: string;
  /** How long stop() waits for running handlers before failing them. */
  stopTimeoutMs?: number;
  /** Told of each failed job run (GET /metrics counts them by job). */
  onFailure?: (job: string) => void;
  /** Timeouts of the queue's PostgreSQL connections (the package's defaults when absent). */
  limits?: ConnectionLimits;
}

/**
 * How long stop() waits for running handlers: well inside main.ts's shutdown limit, so that a handler still running
 * is failed (and retried by the next instance) and the process still exits 0.
 */
export const JOB_STOP_TIMEOUT_MS = 10_000;

const DEFAULTS = {
  pollingIntervalSeconds: 0.5,
  retryLimit: 5,
  retryDelaySeconds: 2,
  schema: 'pgboss',
  stopTimeoutMs: JOB_STOP_TIMEOUT_MS,
  onFailure: () => undefined,
} satisfies Required<Omit<JobQueueOptions, 'limits'>>;

/**
 * The JobQueue on pg-boss 10, in the product's own database. PostgreSQL: pg-boss opens its own pool from the
 * connection string. PGlite (one in-process connection): pg-boss runs its SQL through the handle's executeSql.
 * pg-boss 10 needs a queue to exist before send/work/schedule, so each name is created once, on first use.
 */
export function createJobQueue(handle: DatabaseHandle, log: Logger, options: JobQueueOptions = {}): JobQueue {
  const settings = { ...DEFAULTS, ...options };
  // pg-boss's connections on PostgreSQL: a pool of its own, whose statements with parameters (send, fetch, complete:
  // the same few texts all day) are prepared once per connection.
  const ownPool = handle.connectionString
    ? openStatementPool(handle.connectionString, {
        max: 5,
        applicationName: 'pgboss',
        onError: (error) => log.warn({ err: error }, 'lost a job queue connection'),
        limits: options.limits,
      })
    : null;
  const boss = new PgBoss({
    db: ownPool ?? { executeSql: (text: string, values: unknown[]) => handle.executeSql(text, values) },
    schema: settings.schema,
    retryLimit: settings.retryLimit,
    retryDelay: settings.retryDelaySeconds,
    retryBackoff: true,
    pollingIntervalSeconds: settings.pollingIntervalSeconds,
    // the cron schedules are checked this often (pg-boss default 30 s / 60 s is too coarse for a 1-minute sweep)
    cronMonitorIntervalSeconds: 10,
    cronWorkerIntervalSeconds: 5,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));

  const queues = new Map<string, Promise<void>>();
  /** Serialises keyed sends in this process, so a check-then-send cannot race itself. */
  const keyLocks = new Map<string, Promise<unknown>>();
  let started: Promise<void> | undefined;

  const ensureStarted = (): Promise<void> => {
    started ??= boss.start().then(() => {
      log.debug({ kind: handle.kind }, 'job queue started');
    });
    return started;
  };

  const ensureQueue = async (name: string): Promise<void> => {
    await ensureStarted();
    let created = queues.get(name);
    if (!created) {
      // create_queue is "on conflict do nothing", so several instances may race here safely
      created = boss.createQueue(name);
      queues.set(name, created);
      created.catch(() => queues.delete(name));
    }
    await created;
  };

  /** pg-boss honours singletonKey alone only on 'short'/'singleton' queues; ours are standard, so check here. */
  const hasQueuedJob = async (name: string, singletonKey: string): Promise<boolean> => {
    const { rows } = await handle.executeSql(
      `select 1 from ${settings.schema}.job where name = $1 and singleton_key = $2 and state in ('created', 'retry') limit 1`,
      [name, singletonKey],
    );
    return rows.length > 0;
  };

  const sendNow = (name: string, data: object, options: SendOptions): Promise<string | null> => {
    const sendOptions: PgBoss.SendOptions = {};
    if (options.startAfter) sendOptions.startAfter = options.startAfter;
    if (options.singletonKey) sendOptions.singletonKey = options.singletonKey;
    if (options.retryLimit !== undefined) sendOptions.retryLimit = options.retryLimit;
    if (options.priority !== undefined) sendOptions.priority = options.priority;
    return boss.send(name, data, sendOptions);
  };

  return {
    async start() {
      await ensureStarted();
    },

    async stop() {
      if (!started) return;
      const wasStarted = started;
      started = undefined;
      queues.clear();
      await wasStarted.catch(() => undefined);
      await boss.stop({ graceful: true, wait: true, timeout: settings.stopTimeoutMs });
      await ownPool?.close();
    },

    async send(name, data, options = {}) {
      await ensureQueue(name);
      const key = options.singletonKey;
      if (!key) return sendNow(name, data, options);
      const lockKey = `${name}\u0000${key}`;
      const previous = keyLocks.get(lockKey) ?? Promise.resolve();
      const next = previous
        .catch(() => undefined)
        .then(async () => ((await hasQueuedJob(name, key)) ? null : sendNow(name, data, options)));
      keyLocks.set(lockKey, next);
      try {
        return await next;
      } finally {
        if (keyLocks.get(lockKey) === next) keyLocks.delete(lockKey);
      }
    },

    async sendBatch(items) {
      if (items.length === 0) return;
      await Promise.all([...new Set(items.map((item) => item.name))].map(ensureQueue));
      await boss.insert(
        items.map((item) => ({
          name: item.name,
          data: item.data,
          priority: item.priority,
          singletonKey: item.singletonKey,
          startAfter: item.startAfter,
        })),
      );
    },

    async work<T extends object>(name: string, handler: JobHandler<T>, workOptions: WorkOptions = {}) {
      await ensureQueue(name);
      const batchSize = Math.max(1, workOptions.concurrency ?? 1);
      await boss.work<T>(name, { batchSize, pollingIntervalSeconds: settings.pollingIntervalSeconds }, async (jobs) => {
        // The batch runs at once; a job that fails is failed (and retried) alone, the others complete.
        const results = await Promise.allSettled(jobs.map((job) => handler(job.data)));
        for (const [i, result] of results.entries()) {
          const job = jobs[i];
          if (result.status === 'fulfilled' || !job) continue;
          settings.onFailure(name);
          log.warn({ err: result.reason, job: name, jobId: job.id }, 'job failed; pg-boss retries it with back-off');
          if (jobs.length === 1) throw result.reason;
          const reason = result.reason instanceof Error ? { message: result.reason.message } : { message: String(result.reason) };
          await boss.fail(name, job.id, reason);
        }
      });
    },

    async schedule(name, cron, data = {}) {
      await ensureQueue(name);
      await boss.schedule(name, cron, data, { tz: 'UTC' });
    },

    async counts() {
      const { rows } = await handle.executeSql(
        `select name, state::text as state, count(*)::int as count from ${settings.schema}.job
         where state in ('created', 'retry', 'active', 'failed') group by name, state order by name, state`,
      );
      return rows as { name: string; state: string; count: number }[];
    },

    async checkReady() {
      if (!started) throw new Error('the job queue is not started');
      await started;
      await handle.executeSql(`select 1 from ${settings.schema}.version limit 1`);
    },

    poolStats: () => ownPool?.stats(),
  };
}
