import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { schema } from '@hairsalon/db';
import { addSalonDays, messages, Role, salonDayKey, salonToday, TIME_SLOTS, UserStatus } from '@hairsalon/shared';
import { TRPCError } from '@trpc/server';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, uniqueEmail } from '../../testing/test-app.js';
import { createFirstAdmin, issueSetupToken } from './setup.service.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

/** Runs one of the repository's scripts (pnpm admin:create / admin:setup-link) against a database, with stdin. */
function runScript(script: string, args: string[], env: Record<string, string>, stdin = '') {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    const child = execFile(
      path.join(root, 'node_modules/.bin/tsx'),
      [path.join(root, 'scripts', script), ...args],
      { cwd: root, env: { ...process.env, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin?.end(stdin);
  });
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
const owner = { firstName: 'Mai', lastName: 'Nguyen', password: 'salon-pass-1', confirmPassword: 'salon-pass-1' };

async function refusal(run: Promise<unknown>): Promise<string> {
  const error = await run.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  const message = (error as TRPCError).message;
  // A validation refusal through the caller carries zod's issues as its message: the first is what a user reads.
  return message.startsWith('[') ? ((JSON.parse(message) as { message: string }[])[0]?.message ?? message) : message;
}

describe('the first admin from the setup link', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ isolated: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a database without an admin prints a link; it makes the admin once, with register’s rules, then no link works', async () => {
    expect(t.app.setupLink).toMatch(/^http:\/\/hairsalon\.test\/setup\?token=/);
    const token = tokenOf(t.app.setupLink ?? '');
    const stored = await t.deps.db.select().from(schema.setupTokens);
    // Stored hashed: the token itself is nowhere in the database.
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);

    const anonymous = await t.caller();
    const email = uniqueEmail('owner');
    expect(await refusal(anonymous.setup.createAdmin({ ...owner, email, token: 'not-a-token' }))).toBe(messages.setup.linkInvalid);
    expect(
      await refusal(anonymous.setup.createAdmin({ ...owner, email, password: 'password123', confirmPassword: 'password123', token })),
    ).toBe(messages.password.tooWeak);
    await anonymous.setup.createAdmin({ ...owner, email, token });
    const signedIn = await anonymous.auth.login({ email, password: owner.password });
    expect(signedIn.roleId).toBe(Role.Admin);

    // The link is dead, and so is every other one; no new one is made while an admin exists.
    expect(await refusal(anonymous.setup.createAdmin({ ...owner, email: uniqueEmail('second'), token }))).toBe(messages.setup.linkInvalid);
    expect(await issueSetupToken(t.deps.db, t.now())).toBeNull();
    expect(await refusal(createFirstAdmin(t.deps.db, { ...owner, email: uniqueEmail('cli') }, null, t.now()))).toBe(
      messages.setup.linkInvalid,
    );
    const admins = await t.deps.db.select().from(schema.users).where(eq(schema.users.roleId, Role.Admin));
    expect(admins).toHaveLength(1);
  });
});

describe('pnpm admin:create and pnpm admin:setup-link', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ isolated: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('makes the first admin from the password on standard input, and neither works once an admin exists', {
    timeout: 240_000,
  }, async () => {
    const env = { DATABASE_URL: t.databaseUrl, PUBLIC_URL: 'https://salon.example' };
    const link = await runScript('admin-setup-link.ts', [], env);
    expect(link.code, link.stderr).toBe(0);
    expect(link.stdout).toMatch(/https:\/\/salon\.example\/setup\?token=\S+/);

    const email = uniqueEmail('scripted');
    const args = ['--email', email, '--first-name', 'Lan', '--last-name', 'Tran'];
    const weak = await runScript('admin-create.ts', args, env, 'password123\n');
    expect(weak.code).not.toBe(0);
    expect(weak.stderr).toContain(messages.password.tooWeak);

    const made = await runScript('admin-create.ts', args, env, 'salon-pass-1\n');
    expect(made.code, made.stderr).toBe(0);
    expect((await (await t.caller()).auth.login({ email, password: 'salon-pass-1' })).roleId).toBe(Role.Admin);

    const again = await runScript(
      'admin-create.ts',
      ['--email', uniqueEmail('again'), '--first-name', 'A', '--last-name', 'B'],
      env,
      'salon-pass-1\n',
    );
    expect(again.code).not.toBe(0);
    expect(again.stderr).toContain(messages.setup.linkInvalid);
    const noLink = await runScript('admin-setup-link.ts', [], env);
    expect(noLink.code).not.toBe(0);
    expect(noLink.stdout).not.toContain('/setup?token=');
    // The link the server printed at its start died with the admin too.
    expect(
      await refusal((await t.caller()).setup.createAdmin({ ...owner, email: uniqueEmail('late'), token: tokenOf(t.app.setupLink ?? '') })),
    ).toBe(messages.setup.linkInvalid);
  });
});

describe('the salon’s details, its pages and the data rights of its customers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ isolated: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the admin’s details reach the public read, the emails’ sender and brand, and the .ics LOCATION', async () => {
    const admin = await t.createUser({ roleId: Role.Admin });
    const asAdmin = await t.caller(admin);
    const details = {
      name: 'Salon Hoa',
      tagline: 'Cuts and colour',
      addressEn: '9 Hai Ba Trung, District 3',
      addressVi: '9 Hai Bà Trưng, Quận 3',
      phone: '+84 28 1111 2222',
      email: 'hi@salonhoa.example',
      openingHoursEn: 'Every day, 9 to 6',
      openingHoursVi: 'Mỗi ngày, 9 đến 18 giờ',
      emailSenderName: 'Salon Hoa',
      logo: null,
    };
    expect(await refusal(asAdmin.salon.updateDetails({ ...details, name: ' ' }))).toBe(messages.salon.nameRequired);
    await asAdmin.salon.updateDetails(details);
    expect(await (await t.caller()).salon.details()).toMatchObject(details);
    await asAdmin.salon.updatePages({
      privacyEn: 'We keep little.',
      privacyVi: 'Chúng tôi lưu ít.',
      termsEn: 'Be on time.',
      termsVi: 'Đến đúng giờ.',
    });
    expect((await (await t.caller()).salon.pages()).privacyVi).toBe('Chúng tôi lưu ít.');
    await asAdmin.salon.updateFaqs({ faqs: [{ questionEn: 'Parking?', answerEn: 'Yes.', questionVi: 'Gửi xe?', answerVi: 'Có.' }] });
    expect((await (await t.caller()).salon.faqs()).map((f) => f.questionEn)).toEqual(['Parking?']);

    // A reset email: from the sender name, signed with the salon's name.
    const customer = await t.createUser({ roleId: Role.Customer });
    await (await t.caller()).auth.forgotPassword({ email: customer.email });
    const reset = await t.smtp.waitFor((m) => JSON.stringify(m.to).includes(customer.email));
    expect(reset.from?.text).toContain('Salon Hoa');
    expect(reset.subject).toContain('Salon Hoa');
    expect(reset.text).not.toContain('HairSalon');

    // A paid booking's confirmation: the .ics says where.
    const { paid } = await bookAndPay(t, customer);
    const confirmed = await t.smtp.waitFor((m) => JSON.stringify(m.to).includes(customer.email) && m.attachments.length > 0);
    const ics = confirmed.attachments[0]?.content.toString('utf8') ?? '';
    expect(ics.replace(/\r\n /g, '')).toContain('LOCATION:Salon Hoa\\, 9 Hai Ba Trung\\, District 3');
    expect(paid.status).toBe('captured');
  });

  it('the go-live checklist is computed from the real state', async () => {
    const admin = await t.createUser({ roleId: Role.Admin });
    const items = Object.fromEntries((await (await t.caller(admin)).salon.goLive()).map((i) => [i.id, i.done]));
    // The test app: details saved above, a service with no image, a stylist with a schedule, the emulator, SMTP, http.
    expect(items).toMatchObject({
      details: true,
      serviceImage: false,
      stylistSchedule: true,
      paypal: false,
      smtp: true,
      https: false,
      backup: false,
    });
    await t.deps.db.insert(schema.backupRuns).values({ fileName: 'hairsalon-x.dump', sizeBytes: 10, finishedAt: t.now() });
    const after = Object.fromEntries((await (await t.caller(admin)).salon.goLive()).map((i) => [i.id, i.done]));
    expect(after.backup).toBe(true);
  });

  it('a customer downloads everything held about them, then deletes the account: nothing personal is left, the accounts still add up', async () => {
    const email = uniqueEmail('erase.me');
    const customer = await t.createUser({
      roleId: Role.Customer,
      email,
      firstName: 'Xuan',
      lastName: 'Erasable',
      phoneNumber: '987654321',
      address: '7 Secret St',
    });
    const { booking, stylistId, serviceId, date } = await bookAndPay(t, customer);
    await t.deps.db.update(schema.bookings).set({ statusId: 'S3' }).where(eq(schema.bookings.id, booking.bookingId));
    const asCustomer = await t.caller(customer);
    await asCustomer.feedback.create({ bookingId: booking.bookingId, rating: 5, comment: 'Lovely cut', serviceId });
    await t.deps.db
      .insert(schema.waitlistEntries)
      .values({ customerId: customer.id, day: salonDayKey(addSalonDays(date, 1)), serviceIds: [serviceId], stylistId, locationId: 1 });

    const data = await asCustomer.account.export();
    expect(data.profile).toMatchObject({ email, firstName: 'Xuan', phoneNumber: '987654321' });
    expect(JSON.stringify(data)).not.toMatch(/argon2|passwordHash/);
    expect(data.bookings.map((b) => b.id)).toContain(booking.bookingId);
    expect(data.payments[0]).toMatchObject({ status: 'captured', amountCents: 2500 });
    expect(data.feedback.map((f) => f.comment)).toEqual(['Lovely cut']);
    expect(data.waitlist).toHaveLength(1);

    const admin = await t.createUser({ roleId: Role.Admin });
    const asAdmin = await t.caller(admin);
    const totalsBefore = await asAdmin.dashboard.totals();
    const { accessToken, refreshToken } = await (await t.caller()).auth.login({ email, password: customer.password });

    expect(await refusal(asCustomer.account.delete({ confirm: 'delete' as 'DELETE' }))).toBe(messages.account.confirmRequired);
    await asCustomer.account.delete({ confirm: 'DELETE' });

    // Sign-in stops at once: the password, the refresh token and the access token all fail.
    expect(await refusal((await t.caller()).auth.login({ email, password: customer.password }))).toBe(messages.login.invalidCredentials);
    await expect((await t.caller()).auth.refresh({ refreshToken })).rejects.toThrow();
    const me = await t.server.inject({ method: 'GET', url: '/trpc/auth.me', headers: { authorization: `Bearer ${accessToken}` } });
    expect(me.statusCode).toBe(401);

    // Nothing personal is left anywhere in the database.
    const tables = (await t.deps.db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )) as unknown as { rows: { name: string }[] };
    const leaks: string[] = [];
    for (const { name } of tables.rows) {
      for (const needle of [email, 'Xuan', 'Erasable', '987654321', '7 Secret St']) {
        const found = (await t.deps.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(name)} x where x::text ilike ${`%${needle}%`}`,
        )) as unknown as { rows: { n: number }[] };
        if ((found.rows[0]?.n ?? 0) > 0) leaks.push(`${name}: ${needle}`);
      }
    }
    expect(leaks).toEqual([]);

    // The booking, its payment and the feedback stay, without the person; the totals are unchanged.
    const [kept] = await t.deps.db.select().from(schema.bookings).where(eq(schema.bookings.id, booking.bookingId));
    expect(kept).toMatchObject({ customerId: null, fullName: '', email: '', phone: '', amountCents: 2500 });
    const [payment] = await t.deps.db.select().from(schema.payments).where(eq(schema.payments.bookingId, booking.bookingId));
    expect(payment).toMatchObject({ status: 'captured', amountCents: 2500 });
    const reviews = await (await t.caller()).feedback.listByService({ serviceId });
    expect(JSON.stringify(reviews)).toContain('Lovely cut');
    expect(JSON.stringify(reviews)).not.toContain('Xuan');
    expect(await asAdmin.dashboard.totals()).toEqual({ ...totalsBefore, totalUsers: totalsBefore.totalUsers - 1 });
    const [account] = await t.deps.db.select().from(schema.users).where(eq(schema.users.id, customer.id));
    expect(account?.status).toBe(UserStatus.Inactive);
    expect(account?.deletedAt).toBeInstanceOf(Date);
  });

  it('the admin exports and deletes a customer’s account on their request, and only a customer’s', async () => {
    const admin = await t.createUser({ roleId: Role.Admin });
    const asAdmin = await t.caller(admin);
    const customer = await t.createUser({ roleId: Role.Customer, firstName: 'Requested' });
    expect((await asAdmin.account.exportForCustomer({ userId: customer.id })).profile.firstName).toBe('Requested');
    const staff = await t.createUser({ roleId: Role.Staff });
    expect(await refusal(asAdmin.account.deleteForCustomer({ userId: staff.id }))).toBe(messages.account.notCustomer);
    await asAdmin.account.deleteForCustomer({ userId: customer.id });
    const [erased] = await t.deps.db.select().from(schema.users).where(eq(schema.users.id, customer.id));
    expect(erased).toMatchObject({ firstName: '', status: UserStatus.Inactive });
    expect(await refusal(asAdmin.account.exportForCustomer({ userId: customer.id }))).toBe(messages.account.notCustomer);
  });
});

/** A stylist with a schedule, a $25 service and a booking of the customer's, paid through the PayPal emulator. */
async function bookAndPay(
  t: TestApp,
  customer: { id: number; roleId: string; email: string; firstName: string; lastName: string; phoneNumber: string },
) {
  const stylist = await t.createUser({ roleId: Role.Stylist });
  await t.deps.db.insert(schema.stylistProfiles).values({ userId: stylist.id, positionId: 'P1' });
  const date = addSalonDays(salonToday(t.now().getTime()), 3);
  await t.deps.db
    .insert(schema.scheduleSlots)
    .values(TIME_SLOTS.map((slot) => ({ stylistId: stylist.id, day: salonDayKey(date), timeType: slot.keyMap })));
  const [service] = await t.deps.db
    .insert(schema.services)
    .values({ name: `Cut ${Math.random()}`, description: 'One hour', priceCents: 2500 })
    .returning();
  if (!service) throw new Error('service');
  const booking = await (await t.caller(customer)).booking.create({
    phone: customer.phoneNumber || '912345678',
    fullName: `${customer.firstName} ${customer.lastName}`,
    email: customer.email,
    stylistId: stylist.id,
    date,
    timeType: 'T2',
    serviceIds: [service.id],
    pointsToUse: 0,
  });
  const orderId = t.paypal.orderIdOf(booking.approvalUrl);
  t.paypal.mock.approve(orderId);
  await (await t.caller()).payment.verify({ token: orderId, paymentId: booking.paymentId, payerId: 'PAYER1', stylistId: stylist.id });
  const [paid] = await t.deps.db.select().from(schema.payments).where(eq(schema.payments.bookingId, booking.bookingId));
  if (!paid) throw new Error('payment');
  return { booking, paid, stylistId: stylist.id, serviceId: service.id, date };
}
