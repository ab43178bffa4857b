/**
 * The durable job queue (pg-boss on the product's own database). Interface only here; the pg-boss
 * implementation is createJobQueue in ./pg-boss-queue.ts.
 */
export interface SendOptions {
  /** Run no earlier than this instant. */
  startAfter?: Date;
  /** At most one queued job with this key per queue. */
  singletonKey?: string;
  retryLimit?: number;
  /** Higher runs first among waiting jobs of the queue (default 0). */
  priority?: number;
}

export interface WorkOptions {
  /** How many jobs one fetch takes and runs at once (default 1). A failed job is retried alone. */
  concurrency?: number;
}

export type JobHandler<T> = (data: T) => Promise<void>;

/** One job for sendBatch. */
export interface JobRequest<T extends object = object> extends Omit<SendOptions, 'retryLimit'> {
  name: string;
  data: T;
}

export interface JobQueue {
  start(): Promise<void>;
  /** Stops fetching, lets running handlers finish (graceful shutdown). */
  stop(): Promise<void>;
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /** Queues many jobs, of one queue or several, in one statement (no singleton check: for jobs that cannot exist yet). */
  sendBatch(jobs: readonly JobRequest[]): Promise<void>;
  work<T extends object>(name: string, handler: JobHandler<T>, options?: WorkOptions): Promise<void>;
  /** Cron schedule (UTC), e.g. '* * * * *'. */
  schedule(name: string, cron: string, data?: object): Promise<void>;
  /** Jobs waiting, running or failed, by queue and state (the whole deployment's: the queue lives in the database). */
  counts(): Promise<{ name: string; state: string; count: number }[]>;
  /** Throws unless the queue is started and its tables answer (GET /health/ready). */
  checkReady(): Promise<void>;
  /** The queue's own connection pool, when it has one (PostgreSQL). */
  poolStats(): { total: number; idle: number; waiting: number } | undefined;
}
