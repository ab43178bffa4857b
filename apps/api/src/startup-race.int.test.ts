import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase, DEMO_LOGINS, schema } from '@hairsalon/db';
import { createTestDatabase, type TestDatabase } from '@hairsalon/db/testing';
import { EMULATOR_CLIENT_ID, EMULATOR_CLIENT_SECRET } from '@hairsalon/paypal-mock';
import { startPayPalEmulator } from '@hairsalon/paypal-mock/server';
import { Role } from '@hairsalon/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.js';
import { loadConfig } from './config.js';
import { createPayPalProvider } from './payments/paypal.js';

// Instances of a release start together on one database: on an empty one, every instance must come up serving, the
// schema made once and the demo salon seeded once (before, all but one failed on `CREATE TABLE "allcodes"`).
const INSTANCES = 4;

let empty: TestDatabase;
let emulator: Awaited<ReturnType<typeof startPayPalEmulator>>;
beforeAll(async () => {
  empty = await createTestDatabase('hairsalon_api_startup');
  emulator = await startPayPalEmulator();
});
afterAll(async () => {
  await emulator?.close();
  await empty?.drop();
});

function instance(n: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `hairsalon-instance-${n}-`));
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      DATABASE_URL: empty.url,
      SEED_DEMO: '1',
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://hairsalon.test',
      DATA_DIR: dataDir,
    },
    dataDir,
  );
  const payments = createPayPalProvider({ clientId: EMULATOR_CLIENT_ID, clientSecret: EMULATOR_CLIENT_SECRET, apiBase: emulator.url });
  return createApp(config, { database: createDatabase({ url: empty.url, poolSize: 3 }), payments });
}

describe('instances starting at the same moment on an empty database', () => {
  it(`all ${INSTANCES} come up and serve, with the schema made and the demo salon seeded once`, async () => {
    const started = await Promise.allSettled(Array.from({ length: INSTANCES }, (_, n) => instance(n)));
    const apps = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    try {
      expect(started.filter((s) => s.status === 'rejected').map((s) => String((s as PromiseRejectedResult).reason))).toEqual([]);
      for (const app of apps) {
        const health = await app.server.inject({ method: 'GET', url: '/health' });
        expect(health.json()).toMatchObject({ status: 'ok', database: 'postgres' });
        const services = await app.server.inject({ method: 'GET', url: '/trpc/service.list' });
        expect(services.statusCode).toBe(200);
      }
      // Exactly one seed: one demo admin, and the demo logins each once.
      const db = apps[0]?.deps.db;
      if (!db) throw new Error('no instance started');
      const admins = await db.select({ email: schema.users.email }).from(schema.users).where(eq(schema.users.roleId, Role.Admin));
      expect(admins).toHaveLength(1);
      for (const login of DEMO_LOGINS) {
        expect(await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, login.email))).toHaveLength(1);
      }
      expect(apps.filter((app) => app.seeded)).toHaveLength(1);
    } finally {
      for (const app of apps) await app.stop();
    }
  });
});
