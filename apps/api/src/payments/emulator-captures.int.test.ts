import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase, schema } from '@hairsalon/db';
import { createTestDatabase, type TestDatabase } from '@hairsalon/db/testing';
import { PaymentProvider } from '@hairsalon/shared';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';
import { reconcileUnsettledPayments } from '../routers/payment/payment.service.js';

describe('a refund still due when the app restarts on the local PayPal emulator', () => {
  let testDb: TestDatabase;
  let dataDir: string;
  const start = () =>
    createApp(
      loadConfig(
        { NODE_ENV: 'test', DATABASE_URL: testDb.url, SEED_DEMO: '1', JWT_SECRET: 'x'.repeat(40), LOG_LEVEL: 'silent', DATA_DIR: dataDir },
        dataDir,
      ),
      // No payment provider given: each start runs a fresh emulator, as pnpm start does after a restart.
      { database: createDatabase({ url: testDb.url, poolSize: 3 }) },
    );
  let app: Awaited<ReturnType<typeof createApp>> | undefined;
  beforeAll(async () => {
    testDb = await createTestDatabase('hairsalon_api_emulator_captures');
    dataDir = mkdtempSync(path.join(tmpdir(), 'hairsalon-emulator-'));
  });
  afterAll(async () => {
    await app?.stop();
    await testDb?.drop();
  });

  it('is retried by the reconciliation and goes through, since the new emulator knows its capture', async () => {
    const first = await start();
    // A paid online booking whose refund failed before the restart: the money is still captured and owed back.
    const [paid] = await first.deps.db
      .select()
      .from(schema.payments)
      .where(
        and(
          eq(schema.payments.provider, PaymentProvider.PayPal),
          eq(schema.payments.status, 'captured'),
          isNotNull(schema.payments.providerCaptureId),
        ),
      )
      .limit(1);
    if (!paid) throw new Error('the demo seed has no captured PayPal payment');
    await first.deps.db.update(schema.payments).set({ status: 'refund_due' }).where(eq(schema.payments.id, paid.id));
    await first.stop();

    app = await start();
    const outcome = await reconcileUnsettledPayments(app.deps);
    expect(outcome).toMatchObject({ refunded: 1, 'refund-due': 0 });
    const [after] = await app.deps.db.select().from(schema.payments).where(eq(schema.payments.id, paid.id));
    expect(after).toMatchObject({ status: 'refunded', refundedCents: paid.amountCents });
    const [refund] = await app.deps.db.select().from(schema.refunds).where(eq(schema.refunds.paymentId, paid.id));
    expect(refund?.amountCents).toBe(paid.amountCents);
  });
});
