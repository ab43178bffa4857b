import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { schema } from '@hairsalon/db';
import { createTestDatabase, type TestDatabase } from '@hairsalon/db/testing';
import { addSalonDays, BookingStatus, Role, salonDayKey, salonToday } from '@hairsalon/shared';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './testing/test-app.js';
import { makeImage } from './uploads/test-helpers.js';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** `pnpm backup` / `pnpm restore` as an operator runs them (the root package's scripts, through tsx). */
async function rootScript(name: 'backup' | 'restore', args: string[], databaseUrl: string) {
  return run('pnpm', ['--silent', name, ...args], { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl } });
}

let source: TestDatabase;
let target: TestDatabase;
beforeAll(async () => {
  source = await createTestDatabase('hairsalon_api_backup');
  target = await createTestDatabase('hairsalon_api_restore');
});
afterAll(async () => {
  await source?.drop();
  await target?.drop();
});

/** What a salon would check after a restore: its bookings, payments and accounts as the API and the tables show them. */
async function snapshot(t: TestApp, day: number, stylistId: number, admin: { id: number; roleId: string }) {
  const bookings = await t.deps.db.select().from(schema.bookings).orderBy(asc(schema.bookings.id));
  const payments = await t.deps.db.select().from(schema.payments).orderBy(asc(schema.payments.id));
  const users = await t.deps.db.select({ id: schema.users.id, email: schema.users.email }).from(schema.users).orderBy(asc(schema.users.id));
  const stylistDay = await (await t.caller(admin)).booking.listForStylist({ stylistId, date: day });
  const revenue = await t.server.inject({
    method: 'GET',
    url: '/api/revenue',
    headers: { authorization: `Bearer ${await t.tokenFor(admin)}` },
  });
  return {
    bookings: bookings.map((b) => ({ id: b.id, statusId: b.statusId, stylistId: b.stylistId, day: b.day, timeType: b.timeType })),
    payments: payments.map((p) => ({ id: p.id, status: p.status, amountCents: p.amountCents, providerCaptureId: p.providerCaptureId })),
    users,
    stylistDay: JSON.stringify(stylistDay),
    revenue: revenue.body,
  };
}

describe('pnpm backup and pnpm restore', () => {
  it('restore a dump into a fresh database that then serves the same bookings, payments, accounts and images', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hairsalon-backup-'));
    const file = path.join(dir, 'salon.dump');
    const before = await startTestApp({ databaseUrl: source.url });
    let expected: Awaited<ReturnType<typeof snapshot>>;
    const stylistId = { id: 0 };
    const date = addSalonDays(salonToday(before.now().getTime()), 2);
    let admin: { id: number; roleId: string };
    let picture: { path: string; bytes: Buffer } = { path: '', bytes: Buffer.alloc(0) };
    try {
      admin = await before.createUser({ roleId: Role.Admin });
      // An uploaded image: its bytes live in the database too (decision 015), so the one dump holds them.
      const png = await makeImage('png');
      const uploaded = await (await before.caller(admin)).upload.image({ imageFile: png });
      const path_ = new URL(uploaded.url, 'http://hairsalon.test').pathname;
      const served = await before.server.inject({ method: 'GET', url: path_ });
      expect(served.statusCode).toBe(200);
      picture = { path: path_, bytes: served.rawPayload };
      const stylist = await before.createUser({ roleId: Role.Stylist, firstName: 'Lan', lastName: 'Tran' });
      stylistId.id = stylist.id;
      await before.deps.db.insert(schema.stylistProfiles).values({ userId: stylist.id, positionId: 'P1' });
      await before.deps.db
        .insert(schema.scheduleSlots)
        .values(['T1', 'T2'].map((timeType) => ({ stylistId: stylist.id, day: salonDayKey(date), timeType })));
      const [cut] = await before.deps.db
        .insert(schema.services)
        .values({ name: 'Cut', description: 'A cut', priceCents: 2500 })
        .returning();
      const customer = await before.createUser({ roleId: Role.Customer });
      // One paid booking, one still waiting for its payment.
      for (const timeType of ['T1', 'T2']) {
        const created = await (await before.caller(customer)).booking.create({
          phone: '912345678',
          fullName: 'An Vo',
          email: customer.email,
          stylistId: stylist.id,
          date,
          timeType,
          serviceIds: [cut?.id ?? 0],
          pointsToUse: 0,
        });
        if (timeType === 'T1') {
          const orderId = before.paypal.orderIdOf(created.approvalUrl);
          before.paypal.mock.approve(orderId);
          await (await before.caller()).payment.verify({ token: orderId, paymentId: created.paymentId, stylistId: stylist.id });
        }
      }
      expected = await snapshot(before, date, stylist.id, admin);
      expect(expected.bookings.map((b) => b.statusId)).toEqual([BookingStatus.Confirmed, BookingStatus.Pending]);
      expect(expected.payments.map((p) => p.status)).toEqual(['captured', 'created']);
      const backup = await rootScript('backup', ['--out', file], source.url);
      expect(backup.stdout).toContain(`Backed up to ${file}`);
    } finally {
      await before.close();
    }

    const restored = await rootScript('restore', [file], target.url);
    expect(restored.stdout).toMatch(/Restored .*: \d+ users, 2 bookings, 2 payments/);
    // A second restore into a database that is no longer empty is refused, unless asked to replace it.
    await expect(rootScript('restore', [file], target.url)).rejects.toMatchObject({ code: 2 });

    const after = await startTestApp({ databaseUrl: target.url });
    try {
      expect(await snapshot(after, date, stylistId.id, admin)).toEqual(expected);
      const image = await after.server.inject({ method: 'GET', url: picture.path });
      expect(image.statusCode).toBe(200);
      expect(image.rawPayload.equals(picture.bytes)).toBe(true);
      // The restored salon works: its admin signs in with the same token rules, and a new booking takes the free slot.
      const services = await after.server.inject({ method: 'GET', url: '/api/get-all-services' });
      expect(services.json()).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Cut', price: 25 })]));
    } finally {
      await after.close();
    }
  });

  it('say what to do without DATABASE_URL or with a missing file', async () => {
    await expect(run('pnpm', ['--silent', 'backup'], { cwd: root, env: { ...process.env, DATABASE_URL: '' } })).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('DATA_DIR'),
    });
    await expect(rootScript('restore', ['/nonexistent/salon.dump'], target.url)).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('No backup file'),
    });
  });
});
