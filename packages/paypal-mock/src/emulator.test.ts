import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type PayPalEmulator, startPayPalEmulator } from './server.js';
import { payPalTestClient } from './test-client.js';

let emulator: PayPalEmulator;
let paypal: ReturnType<typeof payPalTestClient>;

beforeAll(async () => {
  emulator = await startPayPalEmulator();
  paypal = payPalTestClient(emulator.url);
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.mock.reset();
  paypal = payPalTestClient(emulator.url);
});

describe('PayPal emulator over HTTP', () => {
  it('creates, approves, captures and refunds an order', async () => {
    const created = await paypal.createOrder('45.50');
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('CREATED');
    const orderId: string = created.body.id;
    const approve = created.body.links.find((link: { rel: string }) => link.rel === 'approve');
    expect(approve.href).toBe(`${emulator.url}/checkoutnow?token=${orderId}`);

    emulator.mock.approve(orderId);
    const fetched = await paypal.call('GET', `/v2/checkout/orders/${orderId}`);
    expect(fetched.body.status).toBe('APPROVED');
    expect(fetched.body.purchase_units[0]).toMatchObject({ reference_id: 'payment-1', amount: { currency_code: 'USD', value: '45.50' } });

    const captured = await paypal.capture(orderId, 'capture-1');
    expect(captured.status).toBe(201);
    expect(captured.body.status).toBe('COMPLETED');
    const capture = captured.body.purchase_units[0].payments.captures[0];
    expect(capture).toMatchObject({ status: 'COMPLETED', amount: { currency_code: 'USD', value: '45.50' } });
    // The order look-up tells a server that lost the capture's answer that the money was taken, and by which capture.
    const lookedUp = await paypal.call('GET', `/v2/checkout/orders/${orderId}`);
    expect(lookedUp.body.status).toBe('COMPLETED');
    expect(lookedUp.body.purchase_units[0].payments.captures[0]).toMatchObject({ id: capture.id, status: 'COMPLETED' });

    const refunded = await paypal.refund(capture.id, undefined, 'refund-1');
    expect(refunded.status).toBe(201);
    expect(refunded.body).toMatchObject({ status: 'COMPLETED', amount: { currency_code: 'USD', value: '45.50' } });
    expect(emulator.mock.state.captures.get(capture.id)?.status).toBe('REFUNDED');
  });

  it('requires client credentials for a token and a bearer token for the API', async () => {
    const badToken = await fetch(`${emulator.url}/v1/oauth2/token`, {
      method: 'POST',
      headers: { Authorization: `Basic ${Buffer.from('someone:wrong').toString('base64')}` },
      body: 'grant_type=client_credentials',
    });
    expect(badToken.status).toBe(401);
    const noBearer = await fetch(`${emulator.url}/v2/checkout/orders`, { method: 'POST', body: '{}' });
    expect(noBearer.status).toBe(401);
  });

  it('returns the same order for a repeated PayPal-Request-Id on create', async () => {
    const first = await paypal.createOrder('10.00', {}, 'create-1');
    const second = await paypal.createOrder('10.00', {}, 'create-1');
    expect(second.body.id).toBe(first.body.id);
    expect(emulator.mock.state.orders.size).toBe(1);
  });

  it('replays a capture with the same request id and refuses a second capture with another', async () => {
    const orderId: string = (await paypal.createOrder('30.00')).body.id;
    emulator.mock.approve(orderId);

    const first = await paypal.capture(orderId, 'capture-a');
    const replay = await paypal.capture(orderId, 'capture-a');
    expect(replay.status).toBe(first.status);
    expect(replay.body).toEqual(first.body);
    expect(emulator.mock.captureCount(orderId)).toBe(1);

    const other = await paypal.capture(orderId, 'capture-b');
    expect(other.status).toBe(422);
    expect(other.body.details[0].issue).toBe('ORDER_ALREADY_CAPTURED');
    expect(emulator.mock.captureCount(orderId)).toBe(1);
  });

  it('refuses to capture an order the buyer has not approved', async () => {
    const orderId: string = (await paypal.createOrder('30.00')).body.id;
    const result = await paypal.capture(orderId, 'capture-1');
    expect(result.status).toBe(422);
    expect(result.body).toMatchObject({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] });
  });

  it('declines a capture once and leaves the order approved for a retry', async () => {
    const orderId: string = (await paypal.createOrder('30.00')).body.id;
    emulator.mock.approve(orderId);
    emulator.mock.failNextCapture();

    const declined = await paypal.capture(orderId, 'capture-1');
    expect(declined.status).toBe(422);
    expect(declined.body.details[0].issue).toBe('INSTRUMENT_DECLINED');
    expect(emulator.mock.state.orders.get(orderId)?.status).toBe('APPROVED');
    expect(emulator.mock.captureCount(orderId)).toBe(0);

    const retried = await paypal.capture(orderId, 'capture-1');
    expect(retried.status).toBe(201);
    expect(emulator.mock.captureCount(orderId)).toBe(1);
  });

  it('refunds partially, replays a refund by request id and refuses more than was captured', async () => {
    const orderId: string = (await paypal.createOrder('20.00')).body.id;
    emulator.mock.approve(orderId);
    const captureId: string = (await paypal.capture(orderId)).body.purchase_units[0].payments.captures[0].id;

    const part = await paypal.refund(captureId, { amount: { currency_code: 'USD', value: '5.00' } }, 'refund-1');
    expect(part.body.amount.value).toBe('5.00');
    const replay = await paypal.refund(captureId, { amount: { currency_code: 'USD', value: '5.00' } }, 'refund-1');
    expect(replay.body.id).toBe(part.body.id);
    expect(emulator.mock.refundCount(captureId)).toBe(1);

    const tooMuch = await paypal.refund(captureId, { amount: { currency_code: 'USD', value: '15.01' } }, 'refund-2');
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.details[0].issue).toBe('REFUND_AMOUNT_EXCEEDED');

    const rest = await paypal.refund(captureId, undefined, 'refund-3');
    expect(rest.body.amount.value).toBe('15.00');
    expect(emulator.mock.state.captures.get(captureId)?.status).toBe('REFUNDED');
  });

  it('fails the next refund when asked to', async () => {
    const orderId: string = (await paypal.createOrder('20.00')).body.id;
    emulator.mock.approve(orderId);
    const captureId: string = (await paypal.capture(orderId)).body.purchase_units[0].payments.captures[0].id;
    emulator.mock.failNextRefund();
    const failed = await paypal.refund(captureId, undefined, 'refund-1');
    expect(failed.status).toBe(422);
    expect((await paypal.refund(captureId, undefined, 'refund-1')).status).toBe(201);
  });

  it('acts on a call whose answer it then loses, and answers the retry with the same request id as the first time', async () => {
    const orderId: string = (await paypal.createOrder('30.00')).body.id;
    emulator.mock.approve(orderId);
    emulator.mock.loseAnswers({ method: 'POST', path: /\/capture$/ });

    await expect(paypal.capture(orderId, 'capture-1')).rejects.toThrow(TypeError);
    expect(emulator.mock.captureCount(orderId)).toBe(1);
    const retried = await paypal.capture(orderId, 'capture-1');
    expect(retried.status).toBe(201);
    expect(retried.body.purchase_units[0].payments.captures[0].id).toBe(emulator.mock.state.orders.get(orderId)?.captureIds[0]);
    expect(emulator.mock.captureCount(orderId)).toBe(1);
  });

  it('loses as many answers as asked, of matching calls only, and can let an answer time out', async () => {
    emulator.mock.loseAnswers({ method: 'POST', path: /^\/v2\/checkout\/orders$/ }, 2);
    await expect(paypal.createOrder('10.00', {}, 'create-1')).rejects.toThrow(TypeError);
    await expect(paypal.createOrder('10.00', {}, 'create-1')).rejects.toThrow(TypeError);
    const third = await paypal.createOrder('10.00', {}, 'create-1');
    expect(third.status).toBe(201);
    expect(emulator.mock.state.orders.size).toBe(1);

    emulator.mock.loseAnswers({ method: 'GET', path: /^\/v2\/checkout\/orders\// }, 1, 'timeout');
    const lookUp = fetch(`${emulator.url}/v2/checkout/orders/${third.body.id}`, {
      headers: { Authorization: `Bearer ${await paypal.token()}` },
      signal: AbortSignal.timeout(200),
    });
    await expect(lookUp).rejects.toThrow(/timeout|aborted/i);
    expect((await paypal.call('GET', `/v2/checkout/orders/${third.body.id}`)).status).toBe(200);
  });

  it('answers 404 for an unknown order and an unknown path', async () => {
    const order = await paypal.call('GET', '/v2/checkout/orders/NOSUCHORDER');
    expect(order.status).toBe(404);
    expect(order.body.name).toBe('RESOURCE_NOT_FOUND');
    expect((await fetch(`${emulator.url}/v1/nothing-here`)).status).toBe(404);
  });
});
