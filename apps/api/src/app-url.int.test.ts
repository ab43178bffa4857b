import { schema } from '@hairsalon/db';
import { addSalonDays, BookingStatus, Role, salonToday } from '@hairsalon/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { expectBareList } from './testing/rest-answers.js';
import { startTestApp, type TestApp } from './testing/test-app.js';

/**
 * APP_URL (issue 20 item 8): a web app served on another origin than the API gets every link a person follows (the
 * emails' links, PayPal's return and cancel pages); images and the API stay on PUBLIC_URL.
 */
const PUBLIC_URL = 'https://api.hairsalon.test';
const APP_URL = 'https://app.hairsalon.test';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { PUBLIC_URL, APP_URL: `${APP_URL}/`, CORS_ORIGINS: APP_URL } });
});
afterAll(async () => {
  await t?.close();
});

/** A guest booking on a stylist's open day, its PayPal order made on the emulator. */
async function booking(timeType: string) {
  const stylist = await t.createUser({ roleId: Role.Stylist });
  await t.deps.db.insert(schema.stylistProfiles).values({ userId: stylist.id, positionId: 'P1' });
  const date = addSalonDays(salonToday(t.now().getTime()), 2);
  await (await t.caller(await t.createUser({ roleId: Role.Staff }))).schedule.create({
    stylistId: stylist.id,
    date,
    timeTypes: [timeType],
  });
  const [service] = await t.deps.db
    .insert(schema.services)
    .values({ name: `Links ${Math.random()}`, description: 'A cut', priceCents: 2500, image: '/images/services/links.svg' })
    .returning();
  const customer = await t.createUser();
  const created = await (await t.caller(customer)).booking.create({
    phone: '912345678',
    fullName: 'Links Customer',
    email: customer.email,
    stylistId: stylist.id,
    date,
    timeType,
    serviceIds: [service?.id ?? 0],
    pointsToUse: 0,
  });
  return { ...created, stylist, customer, service };
}

/** The buyer presses a button on the emulator's approval page: where PayPal sends the browser next. */
async function pressOnPayPal(button: 'approve' | 'cancel', approvalUrl: string): Promise<URL> {
  const page = await fetch(approvalUrl);
  expect(page.status).toBe(200);
  const res = await fetch(`${t.paypal.url}/checkoutnow/${button}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: t.paypal.orderIdOf(approvalUrl) }).toString(),
    redirect: 'manual',
  });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location') ?? '');
}

describe('APP_URL', () => {
  it('is the base of the reset link in the email', async () => {
    const user = await t.createUser();
    const res = await t.server.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: user.email } });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await t.smtp.waitFor((m) => JSON.stringify(m.to).includes(user.email));
    expect(String(mail.html)).toMatch(new RegExp(`href="${APP_URL}/reset-password/[A-Za-z0-9_-]+"`));
    expect(String(mail.text)).toMatch(new RegExp(`${APP_URL}/reset-password/[A-Za-z0-9_-]+`));
    expect(`${mail.html} ${mail.text}`).not.toContain(`${PUBLIC_URL}/reset-password`);
  });

  it("is where PayPal's approval returns the customer, and where its cancel sends them", async () => {
    const paid = await booking('T2');
    const back = await pressOnPayPal('approve', paid.approvalUrl);
    expect(`${back.origin}${back.pathname}`).toBe(`${APP_URL}/payment/success`);
    const token = back.searchParams.get('token') ?? '';
    expect(back.searchParams.get('paymentId')).toBe(String(paid.paymentId));
    // The web app's success page verifies with what the return URL carries, and the booking is confirmed.
    await (await t.caller()).payment.verify({
      token,
      paymentId: Number(back.searchParams.get('paymentId')),
      payerId: back.searchParams.get('PayerID') ?? '',
      stylistId: Number(back.searchParams.get('stylistId')),
    });
    const [row] = await t.deps.db.select().from(schema.bookings).where(eq(schema.bookings.id, paid.bookingId));
    expect(row?.statusId).toBe(BookingStatus.Confirmed);

    const abandoned = await booking('T3');
    const cancelled = await pressOnPayPal('cancel', abandoned.approvalUrl);
    expect(`${cancelled.origin}${cancelled.pathname}`).toBe(`${APP_URL}/payment/cancel`);
    expect(cancelled.searchParams.get('token')).toBe(t.paypal.orderIdOf(abandoned.approvalUrl));
  });

  it('is the base of the feedback link in the thank-you email; images stay on PUBLIC_URL', async () => {
    const paid = await booking('T4');
    const back = await pressOnPayPal('approve', paid.approvalUrl);
    await (await t.caller()).payment.verify({
      token: back.searchParams.get('token') ?? '',
      paymentId: paid.paymentId,
      payerId: back.searchParams.get('PayerID') ?? '',
      stylistId: paid.stylist.id,
    });
    // A booking can be completed once its time has come: its day is two days ahead.
    t.advance(3 * 86_400_000);
    await (await t.caller(paid.stylist)).booking.complete({ bookingId: paid.bookingId });
    const mail = await t.smtp.waitFor(
      (m) => JSON.stringify(m.to).includes(paid.customer.email) && String(m.text).includes('/order-history'),
    );
    expect(String(mail.text)).toContain(`${APP_URL}/order-history`);
    expect(String(mail.html)).toContain(`href="${APP_URL}/order-history"`);

    const services = expectBareList<{ id: number; image: string }>(await t.server.inject({ method: 'GET', url: '/api/get-all-services' }));
    expect(services.find((s) => s.id === paid.service?.id)?.image).toBe(`${PUBLIC_URL}/images/services/links.svg`);
  });
});

describe('APP_URL in the configuration', () => {
  const secret = { JWT_SECRET: 'x'.repeat(32) };

  it('defaults to PUBLIC_URL, and is kept without a trailing slash', () => {
    expect(loadConfig({ ...secret, PUBLIC_URL: 'https://salon.example.com/' }).appUrl).toBe('https://salon.example.com');
    expect(loadConfig({ ...secret, PORT: '4000' }).appUrl).toBe('http://127.0.0.1:4000');
    const split = loadConfig({ ...secret, PUBLIC_URL: 'https://api.example.com', APP_URL: 'https://www.example.com/salon/' });
    expect({ publicUrl: split.publicUrl, appUrl: split.appUrl }).toEqual({
      publicUrl: 'https://api.example.com',
      appUrl: 'https://www.example.com/salon',
    });
  });

  it.each(['www.example.com', 'javascript:alert(1)', 'ftp://files.example.com', 'https://www.example.com/?from=mail'])(
    'names %s as a bad APP_URL',
    (value) => {
      expect(() => loadConfig({ ...secret, APP_URL: value })).toThrow(ConfigError);
      expect(() => loadConfig({ ...secret, APP_URL: value })).toThrow(/APP_URL/);
    },
  );
});
