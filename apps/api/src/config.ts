import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import type { ConnectionLimits } from '@hairsalon/db';
import {
  BOOKING_HOLD_MINUTES_DEFAULT,
  REFRESH_REUSE_WINDOW_SECONDS_DEFAULT,
  RESCHEDULE_MIN_HOURS_BEFORE_DEFAULT,
  UNPAID_HOLDS_MAX_DEFAULT,
  UPLOAD_QUOTA_PER_HOUR_DEFAULT,
} from '@hairsalon/shared';
import { z } from 'zod';

/** Every environment variable the API reads, validated at start (README: Configuration). */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  /**
   * The development outbox (/api/dev/outbox, shows reset links): served only when set to '1' (`pnpm start` and
   * `pnpm dev` set it), and only with NODE_ENV=development; unset or '0' = not registered at all.
   */
  DEV_OUTBOX: z.enum(['0', '1', 'true', 'false']).optional(),
  /**
   * Which proxies may say who the client is (X-Forwarded-For): unset/'false' = none (the socket's peer is the
   * client); a hop count such as '1' (one load balancer in front); or a comma-separated list of proxy IPs/CIDRs.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .refine((v) => v === undefined || parseTrustProxy(v) !== undefined, {
      error: "must be 'false', a number of proxy hops (e.g. 1), or a comma-separated list of IP addresses or CIDRs",
    }),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Base of the API and of image URLs; defaults to http://HOST:PORT. */
  PUBLIC_URL: z.url().optional(),
  /**
   * Base of the links people follow (email links, PayPal's return and cancel pages): the web app's address, when it
   * is served elsewhere than the API; defaults to PUBLIC_URL.
   */
  APP_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL, e.g. https://app.example.com' })
    .refine((v) => !/[?#]/.test(v), 'must be a base URL, with no query or fragment')
    .optional(),
  /** PostgreSQL connection string; unset = the embedded PGlite database under DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  /** A direct or session-pooled PostgreSQL URL for LISTEN and the start-up lock (default DATABASE_URL): see PgBouncer. */
  DATABASE_DIRECT_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  /** Connections of the app's own pool on PostgreSQL (the job queue keeps 5 more, LISTEN one). */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(500).default(10),
  /** Milliseconds a connection to PostgreSQL may take to open (docs/decisions/024). */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
  /**
   * Milliseconds one statement may run before PostgreSQL cancels it; a transaction left idle twice as long is ended by
   * the server, and an answer that has not come 5 s after it is given up by the client (a network stall).
   */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  /**
   * Seconds a SIGTERMed instance keeps answering, each answer with `Connection: close`, before it stops taking
   * connections: enough for the proxy's idle keep-alive connections to it to close (docs/decisions/024). Default 5 in
   * production, 0 elsewhere.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(20).optional(),
  /**
   * The embedded database in production: PGlite on Node does not sync its writes to disk, so an OS crash or power
   * cut can lose acknowledged bookings. Refused unless set to this exact text.
   */
  EMBEDDED_DATABASE_IN_PRODUCTION: z.literal('i-accept-losing-recent-writes').optional(),
  /**
   * GET /metrics asks for `Authorization: Bearer <METRICS_TOKEN>` when set. In production, unset turns /metrics off
   * (404); elsewhere it is open.
   */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  DATA_DIR: z.string().default('.data'),
  /** Seed the demo salon on PostgreSQL (always done on the embedded database). */
  SEED_DEMO: z.enum(['0', '1', 'true', 'false']).optional(),
  /** HS256 secret for access tokens, at least 32 characters; generated and kept in DATA_DIR when unset outside production. */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('HairSalon <no-reply@hairsalon.local>'),
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  PAYPAL_API_BASE: z.url().optional(),
  BOOKING_HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(BOOKING_HOLD_MINUTES_DEFAULT),
  /** Open unpaid holds (pending bookings) allowed at once per email, per phone and per client address. */
  UNPAID_HOLDS_MAX: z.coerce.number().int().min(1).default(UNPAID_HOLDS_MAX_DEFAULT),
  /** A customer may move a booking up to this many hours before it starts (staff any time). */
  RESCHEDULE_MIN_HOURS_BEFORE: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 14)
    .default(RESCHEDULE_MIN_HOURS_BEFORE_DEFAULT),
  /** Where uploads lived before the image store: read at start to move them in (docs/decisions/015). */
  UPLOAD_DIR: z.string().optional(),
  /**
   * An S3-compatible bucket for uploaded images instead of the database (all of bucket, region and keys, or none);
   * S3_ENDPOINT for a store other than AWS, S3_FORCE_PATH_STYLE for one that wants bucket names in the path.
   */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens')
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be a region name such as eu-west-1')
    .optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL, e.g. https://s3.example.com' }).optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['0', '1', 'true', 'false']).optional(),
  /** Images one user may upload per hour. */
  UPLOAD_QUOTA_PER_HOUR: z.coerce.number().int().min(1).default(UPLOAD_QUOTA_PER_HOUR_DEFAULT),
  /** The built web app to serve; defaults to apps/web/dist. */
  WEB_DIST: z.string().optional(),
  /** How long a public read may be served from the in-process cache at most (writes drop it sooner); 0 = no cache. */
  READ_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** Requests slower than this many milliseconds are logged at warn (no request is logged at info). */
  SLOW_REQUEST_MS: z.coerce.number().int().min(1).default(1000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Seconds a just-rotated refresh token still gets the session's new pair (parallel refreshes of one page); a reuse
   * after that revokes the session. 0 = every reuse revokes.
   */
  REFRESH_REUSE_WINDOW_SECONDS: z.coerce.number().int().min(0).max(300).default(REFRESH_REUSE_WINDOW_SECONDS_DEFAULT),
  /**
   * Milliseconds between two checks that an open live stream's session is still open and its token still valid
   * (docs/decisions/023); a change is never delivered without one. At most 30 s.
   */
  LIVE_SESSION_CHECK_MS: z.coerce.number().int().min(50).max(30_000).default(15_000),
  /** Attempts per minute allowed for login and forgot-password, per IP and per email. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Booking attempts per minute allowed from one IP (holding slots costs the salon). */
  BOOKING_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** Other origins whose pages may call the API (CORS), comma-separated, or `*`; unset = same origin only. */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .refine(
      (list) => list.every((o) => o === '*' || isOrigin(o)),
      'must be a comma-separated list of origins like https://app.example.com, or *',
    ),
});

/** `scheme://host[:port]` and nothing more (an origin is what a browser sends in the Origin header). */
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  host: string;
  /** Serve the development outbox (to callers on this machine only). */
  devOutbox: boolean;
  /**
   * The outbox's key, made at each start and printed in the start banner: a TCP forwarder makes any caller look local,
   * so being on this machine is not enough to read reset links. Set only when the outbox is served.
   */
  devOutboxKey: string | undefined;
  /** Fastify's trustProxy: false, a hop count, or proxy addresses/CIDRs (TRUST_PROXY). */
  trustProxy: false | number | string[];
  port: number;
  /** PUBLIC_URL: the API's and the images' base. */
  publicUrl: string;
  /** APP_URL (default PUBLIC_URL): the base of every link a person follows (emails, PayPal's return and cancel). */
  appUrl: string;
  databaseUrl: string | undefined;
  /** The app pool's size on PostgreSQL (DATABASE_POOL_MAX). */
  databasePoolMax: number;
  /** Where LISTEN and the start-up lock connect (DATABASE_DIRECT_URL; default the DATABASE_URL). */
  databaseDirectUrl: string | undefined;
  /** GET /metrics asks for this bearer token when set. */
  metricsToken: string | undefined;
  /** Whether GET /metrics answers at all: off in production without METRICS_TOKEN. */
  metricsServed: boolean;
  /** Timeouts of every PostgreSQL connection (DATABASE_CONNECT_TIMEOUT_MS, DATABASE_STATEMENT_TIMEOUT_MS). */
  databaseLimits: ConnectionLimits;
  /** SHUTDOWN_DRAIN_SECONDS in milliseconds: how long a stopping instance answers with `Connection: close` first. */
  shutdownDrainMs: number;
  dataDir: string;
  seedDemo: boolean;
  jwtSecret: Uint8Array;
  smtpUrl: string | undefined;
  mailFrom: string;
  paypal: { clientId: string; clientSecret: string; apiBase: string } | undefined;
  bookingHoldMinutes: number;
  unpaidHoldsMax: number;
  rescheduleMinHoursBefore: number;
  /** UPLOAD_DIR: where uploads lived before the image store, moved into it at start. */
  uploadDir: string;
  uploadQuotaPerHour: number;
  /** S3_*: the bucket uploaded images are kept in; unset = the database (upload_blobs). */
  s3: S3Config | undefined;
  webDist: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  /** READ_CACHE_SECONDS: the read cache's TTL; 0 = off. */
  readCacheSeconds: number;
  slowRequestMs: number;
  authRateLimitPerMinute: number;
  bookingRateLimitPerMinute: number;
  /** REFRESH_REUSE_WINDOW_SECONDS: how long a just-rotated refresh token still gets the new pair; 0 = never. */
  refreshReuseWindowSeconds: number;
  /** LIVE_SESSION_CHECK_MS: the longest an open live stream goes without checking its session. */
  liveSessionCheckMs: number;
  /** Origins allowed to call the API from a browser page of their own; `*` = any; empty = same origin only. */
  corsOrigins: string[];
}

export interface S3Config {
  bucket: string;
  region: string;
  /** Unset = AWS's own endpoint for the region. */
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env, repoRoot = process.cwd()): AppConfig {
  // An empty variable counts as unset (compose files pass `${VAR:-}` for optional settings).
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(source).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(repoRoot, env.DATA_DIR);
  const paypalSet = [env.PAYPAL_CLIENT_ID, env.PAYPAL_CLIENT_SECRET, env.PAYPAL_API_BASE].filter(Boolean).length;
  if (paypalSet !== 0 && paypalSet !== 3) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYPAL_*: set all of PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_API_BASE, or none',
    );
  }
  const s3 = s3Config(env);
  const devOutbox = env.DEV_OUTBOX === '1' || env.DEV_OUTBOX === 'true';
  if (devOutbox && env.NODE_ENV !== 'development') {
    throw new ConfigError('Invalid configuration:\n  DEV_OUTBOX: the development outbox is only for NODE_ENV=development');
  }
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required in production');
  }
  if (env.NODE_ENV === 'production' && !env.DATABASE_URL && !env.EMBEDDED_DATABASE_IN_PRODUCTION) {
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_URL: required in production. The embedded database does not sync its writes to disk: an OS crash or power cut can lose acknowledged bookings. Set DATABASE_URL to a PostgreSQL server, or EMBEDDED_DATABASE_IN_PRODUCTION=i-accept-losing-recent-writes to run on it anyway.',
    );
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://${env.HOST}:${env.PORT}`).replace(/\/$/, '');
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    // Only when asked for by name: whatever HOST, PUBLIC_URL or TRUST_PROXY say, nothing turns it on by itself.
    devOutbox,
    devOutboxKey: devOutbox ? randomBytes(24).toString('base64url') : undefined,
    trustProxy: env.TRUST_PROXY === undefined ? false : (parseTrustProxy(env.TRUST_PROXY) ?? false),
    port: env.PORT,
    publicUrl,
    appUrl: env.APP_URL?.replace(/\/$/, '') ?? publicUrl,
    databaseUrl: env.DATABASE_URL,
    databasePoolMax: env.DATABASE_POOL_MAX,
    databaseDirectUrl: env.DATABASE_DIRECT_URL,
    metricsToken: env.METRICS_TOKEN,
    metricsServed: env.NODE_ENV !== 'production' || env.METRICS_TOKEN !== undefined,
    databaseLimits: {
      connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS * 2,
      queryTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS + 5_000,
    },
    shutdownDrainMs: (env.SHUTDOWN_DRAIN_SECONDS ?? (env.NODE_ENV === 'production' ? 5 : 0)) * 1000,
    dataDir,
    seedDemo: !env.DATABASE_URL || env.SEED_DEMO === '1' || env.SEED_DEMO === 'true',
    jwtSecret: new TextEncoder().encode(env.JWT_SECRET ?? localSecret(dataDir)),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    paypal:
      env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET && env.PAYPAL_API_BASE
        ? { clientId: env.PAYPAL_CLIENT_ID, clientSecret: env.PAYPAL_CLIENT_SECRET, apiBase: env.PAYPAL_API_BASE.replace(/\/$/, '') }
        : undefined,
    bookingHoldMinutes: env.BOOKING_HOLD_MINUTES,
    unpaidHoldsMax: env.UNPAID_HOLDS_MAX,
    rescheduleMinHoursBefore: env.RESCHEDULE_MIN_HOURS_BEFORE,
    uploadDir: path.resolve(repoRoot, env.UPLOAD_DIR ?? path.join(env.DATA_DIR, 'uploads')),
    uploadQuotaPerHour: env.UPLOAD_QUOTA_PER_HOUR,
    s3,
    webDist: env.WEB_DIST ? path.resolve(repoRoot, env.WEB_DIST) : undefined,
    logLevel: env.LOG_LEVEL,
    readCacheSeconds: env.READ_CACHE_SECONDS,
    slowRequestMs: env.SLOW_REQUEST_MS,
    authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    bookingRateLimitPerMinute: env.BOOKING_RATE_LIMIT_PER_MINUTE,
    refreshReuseWindowSeconds: env.REFRESH_REUSE_WINDOW_SECONDS,
    liveSessionCheckMs: env.LIVE_SESSION_CHECK_MS,
    corsOrigins: env.CORS_ORIGINS,
  };
}

/** S3_*: all four of bucket, region and keys, or none; the endpoint and path style only with them. */
function s3Config(env: Env): S3Config | undefined {
  const { S3_BUCKET: bucket, S3_REGION: region, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (bucket && region && accessKeyId && secretAccessKey) {
    return {
      bucket,
      region,
      endpoint: env.S3_ENDPOINT?.replace(/\/$/, ''),
      accessKeyId,
      secretAccessKey,
      forcePathStyle: env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true',
    };
  }
  const named = { S3_BUCKET: bucket, S3_REGION: region, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey };
  const missing = Object.keys(named).filter((name) => !named[name as keyof typeof named]);
  if (missing.length === 4 && env.S3_ENDPOINT === undefined && env.S3_FORCE_PATH_STYLE === undefined) return undefined;
  throw new ConfigError(
    `Invalid configuration:\n  S3_*: set all of S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or none (missing: ${missing.join(', ')})`,
  );
}

/** TRUST_PROXY's value as Fastify takes it; undefined when it is not valid. */
export function parseTrustProxy(value: string): false | number | string[] | undefined {
  if (value === '' || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops >= 1 && hops <= 10 ? hops : undefined;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.every(isIpOrCidr) ? entries : undefined;
}

function isIpOrCidr(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** A development secret kept beside the embedded database, so sessions survive a restart. */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
