import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** What the metrics read at scrape time from the rest of the app (all optional parts answer undefined when absent). */
export interface MetricSources {
  /** Jobs by queue and state, from the job queue's table (shared by every instance). */
  jobCounts(): Promise<{ name: string; state: string; count: number }[]>;
  /** Emails not sent yet, those whose deliveries failed and are retried, and those given up. */
  emailCounts(): Promise<{ unsent: number; failing: number; givenUp: number }>;
  /** Seconds the most overdue unpaid hold has waited past its expiry (0: none overdue). */
  oldestOverdueHoldSeconds(): Promise<number>;
  /** Connections of each pool: in use, idle and waiting callers. */
  pools(): { pool: string; total: number; idle: number; waiting: number }[];
  readCache(): { hits: number; misses: number };
  listening(): boolean;
}

/** Latency buckets (seconds) for requests: a cached read takes a millisecond, a booking tens of them. */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** How late (seconds) a hold is expired after its time: the sweep runs every minute. */
const LATENESS_BUCKETS = [1, 5, 15, 30, 60, 90, 120, 300, 600];

/**
 * The instance's Prometheus metrics (GET /metrics). Every instance keeps its own registry (a test runs several apps
 * in one process); figures that belong to the whole deployment (job queue depth, unsent emails, overdue holds) are
 * read from the database at scrape time, so each instance reports the same value for them.
 */
export class AppMetrics {
  readonly registry = new Registry();
  readonly httpRequests: Counter<'method' | 'route' | 'status'>;
  readonly httpDuration: Histogram<'method' | 'route' | 'status'>;
  readonly httpServerErrors: Counter<'method' | 'route'>;
  readonly jobFailures: Counter<'job'>;
  readonly holdExpiryLateness: Histogram;
  private sources: MetricSources | undefined;

  constructor() {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, prefix: 'hairsalon_' });
    this.httpRequests = new Counter({
      name: 'hairsalon_http_requests_total',
      help: 'Requests answered, by route (the route template or tRPC procedure) and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.httpDuration = new Histogram({
      name: 'hairsalon_http_request_duration_seconds',
      help: 'Time to answer a request, by route and status',
      labelNames: ['method', 'route', 'status'],
      buckets: REQUEST_BUCKETS,
      registers,
    });
    this.httpServerErrors = new Counter({
      name: 'hairsalon_http_server_errors_total',
      help: 'Requests answered with a 5xx status, by route',
      labelNames: ['method', 'route'],
      registers,
    });
    this.jobFailures = new Counter({
      name: 'hairsalon_job_failures_total',
      help: 'Job runs that failed on this instance (each is retried with back-off), by job',
      labelNames: ['job'],
      registers,
    });
    this.holdExpiryLateness = new Histogram({
      name: 'hairsalon_hold_expiry_lateness_seconds',
      help: 'How long after its expiry time an unpaid hold was expired (its slot released)',
      buckets: LATENESS_BUCKETS,
      registers,
    });

    const self = this;
    new Gauge({
      name: 'hairsalon_job_queue_depth',
      help: 'Jobs in the queue by job and state (created, retry, active, failed), whole deployment',
      labelNames: ['job', 'state'],
      registers,
      async collect() {
        this.reset();
        for (const row of (await self.sources?.jobCounts()) ?? []) this.set({ job: row.name, state: row.state }, row.count);
      },
    });
    new Gauge({
      name: 'hairsalon_emails',
      help: 'Emails by delivery state: unsent, failing (a delivery failed, retried), given_up (no more retries)',
      labelNames: ['state'],
      registers,
      async collect() {
        const counts = await self.sources?.emailCounts();
        if (!counts) return;
        this.set({ state: 'unsent' }, counts.unsent);
        this.set({ state: 'failing' }, counts.failing);
        this.set({ state: 'given_up' }, counts.givenUp);
      },
    });
    new Gauge({
      name: 'hairsalon_hold_overdue_seconds',
      help: 'How long the most overdue unpaid hold has waited past its expiry (0 when none), whole deployment',
      registers,
      async collect() {
        this.set((await self.sources?.oldestOverdueHoldSeconds()) ?? 0);
      },
    });
    new Gauge({
      name: 'hairsalon_db_pool_connections',
      help: 'Database connections of this instance by pool and state (in_use, idle) and callers waiting for one',
      labelNames: ['pool', 'state'],
      registers,
      collect() {
        this.reset();
        for (const pool of self.sources?.pools() ?? []) {
          this.set({ pool: pool.pool, state: 'in_use' }, pool.total - pool.idle);
          this.set({ pool: pool.pool, state: 'idle' }, pool.idle);
          this.set({ pool: pool.pool, state: 'waiting' }, pool.waiting);
        }
      },
    });
    const cacheReads = new Counter({
      name: 'hairsalon_read_cache_reads_total',
      help: 'Public reads asked of the read cache, by result (hit: answered from memory; miss: read from the database)',
      labelNames: ['result'],
      registers,
      collect() {
        const figures = self.sources?.readCache();
        if (!figures) return;
        this.reset();
        this.inc({ result: 'hit' }, figures.hits);
        this.inc({ result: 'miss' }, figures.misses);
      },
    });
    void cacheReads;
    new Gauge({
      name: 'hairsalon_read_cache_hit_ratio',
      help: 'Share of public reads answered from the read cache since this instance started',
      registers,
      collect() {
        const figures = self.sources?.readCache();
        const total = (figures?.hits ?? 0) + (figures?.misses ?? 0);
        this.set(total === 0 ? 0 : (figures?.hits ?? 0) / total);
      },
    });
    new Gauge({
      name: 'hairsalon_listen_connected',
      help: '1 while this instance receives other instances’ writes (LISTEN), 0 while it does not (its read cache is off)',
      registers,
      collect() {
        this.set(self.sources?.listening() ? 1 : 0);
      },
    });
  }

  /** Connects the scrape-time figures once the app's parts exist. */
  connect(sources: MetricSources): void {
    this.sources = sources;
  }

  /** Records one answered request. */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route, status: String(status) };
    this.httpRequests.inc(labels);
    this.httpDuration.observe(labels, seconds);
    if (status >= 500) this.httpServerErrors.inc({ method, route });
  }

  /** The Prometheus text exposition of every metric. */
  async render(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
