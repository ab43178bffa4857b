import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase, hashPassword, schema } from '@hairsalon/db';
import { createTestDatabase, type TestDatabase } from '@hairsalon/db/testing';
import { EMULATOR_CLIENT_ID, EMULATOR_CLIENT_SECRET, orderIdFromApprovalUrl } from '@hairsalon/paypal-mock';
import { startPayPalEmulator } from '@hairsalon/paypal-mock/server';
import { Role, type RoleId } from '@hairsalon/shared';
import type { Logger } from 'pino';
import { afterAll, beforeAll, inject } from 'vitest';
import { createApp } from '../app.js';
import { signAccessToken } from '../auth/tokens.js';
import { createCaller } from '../caller.js';
import { loadConfig } from '../config.js';
import { createPayPalProvider } from '../payments/paypal.js';
import { startSession } from '../routers/auth/auth.service.js';
import { startSmtpReceiver } from './smtp-receiver.js';

let uniq = 0;
/** A unique email for a test's own data. */
export function uniqueEmail(label = 'user'): string {
  uniq++;
  return `${label}.${Date.now().toString(36)}.${uniq}.${Math.random().toString(36).slice(2, 6)}@test.hairsalon`;
}

/** An image bucket nobody answers for: a start with it fails its bucket check (after migrating), for start-failure tests. */
export const UNREACHABLE_IMAGE_BUCKET: Record<string, string> = {
  S3_BUCKET: 'nowhere',
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'test',
  S3_SECRET_ACCESS_KEY: 'test',
  S3_ENDPOINT: 'http://127.0.0.1:1',
  S3_FORCE_PATH_STYLE: '1',
};

export interface TestAppOptions {
  env?: Record<string, string>;
  /** A database of its own (created, migrated, dropped on close), for tests that assert totals over all rows. */
  isolated?: boolean;
  /**
   * A database of the test's own making, or another test app's (its `databaseUrl`): a second instance of the app on
   * one database, as behind a load balancer (close it before the app whose database it is). Left in place on close.
   */
  databaseUrl?: string;
  /** A logger of the test's own (e.g. to read the lines the app writes); default: the config's LOG_LEVEL (silent). */
  log?: Logger;
}

/**
 * The real app (Fastify + tRPC + REST + pg-boss + mail) on the run's PostgreSQL database, with a real SMTP
 * receiver, the PayPal emulator (msw handlers over HTTP, controls as `paypal`) and a clock the test can move.
 */
export async function startTestApp(options: TestAppOptions = {}) {
  const own = options.isolated ? await createTestDatabase('hairsalon_api_isolated') : undefined;
  // What has started so far, undone in reverse when a later step throws (a bad config, createApp failing): a run
  // with a failing start must not leave its database, receiver or emulator behind.
  const undo: (() => Promise<unknown>)[] = [];
  if (own) undo.push(() => own.drop());
  try {
    return await startOn(own, undo, options);
  } catch (error) {
    for (const step of undo.reverse()) await step().catch(() => undefined);
    throw error;
  }
}

async function startOn(own: TestDatabase | undefined, undo: (() => Promise<unknown>)[], options: TestAppOptions) {
  const databaseUrl = own?.url ?? options.databaseUrl ?? inject('databaseUrl');
  if (!databaseUrl) throw new Error('No test database: run the tests through vitest with src/testing/global-setup.ts');
  const smtp = await startSmtpReceiver();
  undo.push(() => smtp.close());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hairsalon-test-'));
  undo.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      SMTP_URL: smtp.url,
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://hairsalon.test',
      DATA_DIR: dataDir,
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
      // Suites book many slots from one address; the limit itself has its own test.
      BOOKING_RATE_LIMIT_PER_MINUTE: '100000',
      UNPAID_HOLDS_MAX: '100000',
      UPLOAD_QUOTA_PER_HOUR: '100000',
      // Likewise sign-ins, registrations and resets (the run's suites share the counters); rate-limit.int.test.ts sets its own.
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      ...options.env,
    },
    dataDir,
  );
  let clockMs = Date.now();
  const database = createDatabase({
    url: databaseUrl,
    directUrl: config.databaseDirectUrl,
    poolSize: 5,
    limits: config.databaseLimits,
    onConnectionError: options.log
      ? (error, connection) => options.log?.warn({ err: error, connection }, 'lost a database connection')
      : () => undefined,
  });
  undo.push(() => database.close());
  const emulator = await startPayPalEmulator();
  undo.push(() => emulator.close());
  const payments = createPayPalProvider({ clientId: EMULATOR_CLIENT_ID, clientSecret: EMULATOR_CLIENT_SECRET, apiBase: emulator.url });
  const app = await createApp(config, { database, seedDemo: false, now: () => new Date(clockMs), payments, log: options.log });
  const { deps, server } = app;

  const helpers = {
    app,
    deps,
    server,
    smtp,
    config,
    databaseUrl,
    paypal: {
      url: emulator.url,
      mock: emulator.mock,
      orderIdOf: (approvalUrl: string) => {
        const id = orderIdFromApprovalUrl(approvalUrl);
        if (!id) throw new Error(`no order id in ${approvalUrl}`);
        return id;
      },
    },
    /** Moves the app's clock forward. */
    advance(ms: number) {
      clockMs += ms;
    },
    now: () => new Date(clockMs),
    /** Creates a user directly in the database. */
    async createUser(overrides: Partial<typeof schema.users.$inferInsert> & { password?: string } = {}) {
      const password = overrides.password ?? 'secret123';
      const email = overrides.email ?? uniqueEmail(overrides.roleId === undefined ? 'customer' : String(overrides.roleId).toLowerCase());
      const [row] = await deps.db
        .insert(schema.users)
        .values({
          firstName: 'Test',
          lastName: 'User',
          roleId: Role.Customer,
          ...overrides,
          email,
          passwordHash: await hashPassword(password),
        })
        .returning();
      if (!row) throw new Error('createUser failed');
      return { ...row, password };
    },
    /** A one-hour cut ($25) and a two-hour colour ($60), under names no other suite uses. */
    async createCutAndColor() {
      const [cut, color] = await deps.db
        .insert(schema.services)
        .values([
          { name: `Cut ${Math.random()}`, description: 'One hour', priceCents: 2500 },
          { name: `Color ${Math.random()}`, description: 'Two hours', priceCents: 6000, durationMinutes: 120 },
        ])
        .returning();
      if (!cut || !color) throw new Error('createCutAndColor failed');
      return { cut, color };
    },
    /** An access token for a user, as login would issue it (with a session of its own). */
    async tokenFor(user: { id: number; roleId: string }) {
      const { sessionId } = await startSession(deps.db, user.id, new Date(clockMs));
      return signAccessToken(config.jwtSecret, { userId: user.id, roleId: user.roleId as RoleId, sessionId }, new Date(clockMs));
    },
    /** A tRPC caller acting as the given user (with a session of its own) or anonymous, from `ip`. */
    async caller(user?: { id: number; roleId: string }, ip = '127.0.0.1') {
      const auth = user
        ? { userId: user.id, roleId: user.roleId as RoleId, sessionId: (await startSession(deps.db, user.id, new Date(clockMs))).sessionId }
        : null;
      return createCaller({ deps, auth, req: { ip } });
    },
    async close() {
      await app.stop();
      await smtp.close();
      await emulator.close();
      await own?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return helpers;
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/**
 * The test app of a test file: started before the file's tests (in a `beforeAll` registered here, so before the
 * file's own) and closed after them. Use it inside tests and hooks; before it has started it throws.
 */
export function startTestAppForFile(options: TestAppOptions = {}): TestApp {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await startTestApp(options);
  });
  afterAll(async () => {
    await started?.close();
  });
  // Stands in for the app until beforeAll has started it: each property is read from the started app.
  return new Proxy({} as TestApp, {
    get(_target, property) {
      if (!started) throw new Error('The test app starts in beforeAll: use it inside a test or a hook');
      return Reflect.get(started, property);
    },
  });
}

/** Asserts nothing in a response body looks like a password hash or another user's secret. */
export function containsSecret(body: unknown): boolean {
  const text = JSON.stringify(body);
  return /\$argon2|passwordHash|password_hash|tokenHash|token_hash/.test(text);
}
