import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appendQuery } from './approval-page.js';
import { type PayPalEmulator, startPayPalEmulator } from './server.js';
import { payPalTestClient } from './test-client.js';

let emulator: PayPalEmulator;
let paypal: ReturnType<typeof payPalTestClient>;

beforeAll(async () => {
  emulator = await startPayPalEmulator();
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.mock.reset();
  paypal = payPalTestClient(emulator.url);
});

function submit(path: string, token: string) {
  return fetch(`${emulator.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
    redirect: 'manual',
  });
}

describe('PayPal emulator approval page', () => {
  it('shows the amount with Approve and Cancel buttons', async () => {
    const orderId: string = (await paypal.createOrder('62.10')).body.id;
    const response = await fetch(`${emulator.url}/checkoutnow?token=${orderId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<title>PayPal (emulator)</title>');
    expect(html).toContain('62.10 USD');
    expect(html).toMatch(/<button[^>]*>Approve<\/button>/);
    expect(html).toMatch(/<button[^>]*>Cancel<\/button>/);
    expect(html).toContain(`action="${emulator.url}/checkoutnow/approve"`);
    expect(html).toContain(`name="token" value="${orderId}"`);
  });

  it('approves and redirects to the return URL with token and PayerID, keeping its query', async () => {
    const returnUrl = 'http://127.0.0.1:5173/payment/success?paymentId=p-42&stylistId=s-7';
    const orderId: string = (await paypal.createOrder('62.10', { returnUrl })).body.id;

    const response = await submit('/checkoutnow/approve', orderId);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe('http://127.0.0.1:5173/payment/success');
    expect(location.searchParams.get('paymentId')).toBe('p-42');
    expect(location.searchParams.get('stylistId')).toBe('s-7');
    expect(location.searchParams.get('token')).toBe(orderId);
    const payerId = location.searchParams.get('PayerID');
    expect(payerId).toMatch(/^[A-Z0-9]{13}$/);

    const order = emulator.mock.state.orders.get(orderId);
    expect(order).toMatchObject({ status: 'APPROVED', payerId });
    expect((await paypal.capture(orderId, 'capture-1')).status).toBe(201);
  });

  it('cancels and redirects to the cancel URL with the token, leaving the order unapproved', async () => {
    const cancelUrl = 'http://127.0.0.1:5173/payment/cancel?paymentId=p-42';
    const orderId: string = (await paypal.createOrder('62.10', { cancelUrl })).body.id;

    const response = await submit('/checkoutnow/cancel', orderId);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${cancelUrl}&token=${orderId}`);
    expect(emulator.mock.state.orders.get(orderId)?.status).toBe('CREATED');
  });

  it('answers an unknown token with a 404 page', async () => {
    const page = await fetch(`${emulator.url}/checkoutnow?token=UNKNOWN`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('Order not found');
    expect((await submit('/checkoutnow/approve', 'UNKNOWN')).status).toBe(404);
  });

  it('will not show an already captured order for approval again', async () => {
    const orderId: string = (await paypal.createOrder('10.00')).body.id;
    emulator.mock.approve(orderId);
    await paypal.capture(orderId);
    expect((await fetch(`${emulator.url}/checkoutnow?token=${orderId}`)).status).toBe(409);
  });
});

describe('appendQuery', () => {
  it('adds a query to a URL without one, and keeps an existing query and fragment', () => {
    expect(appendQuery('https://a.test/x', { token: 'T' })).toBe('https://a.test/x?token=T');
    expect(appendQuery('https://a.test/x?a=1', { token: 'T', PayerID: 'P' })).toBe('https://a.test/x?a=1&token=T&PayerID=P');
    expect(appendQuery('https://a.test/x?a=1#top', { token: 'T' })).toBe('https://a.test/x?a=1&token=T#top');
    expect(appendQuery('https://a.test/x?', { token: 'T' })).toBe('https://a.test/x?token=T');
  });
});
