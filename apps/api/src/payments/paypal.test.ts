import { createPayPalMock, orderIdFromApprovalUrl } from '@hairsalon/paypal-mock';
import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPayPalProvider } from './paypal.js';
import { type CreateOrderInput, type PaymentProvider, PaymentProviderError } from './provider.js';

const apiBase = 'https://api-m.sandbox.paypal.test';
const mock = createPayPalMock({ baseUrl: apiBase, clientId: 'test-client', clientSecret: 'test-secret' });
const server = setupServer(...mock.handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let paypal: PaymentProvider;
beforeEach(() => {
  mock.reset();
  paypal = createPayPalProvider({ clientId: 'test-client', clientSecret: 'test-secret', apiBase });
});

function orderInput(overrides: Partial<CreateOrderInput> = {}): CreateOrderInput {
  return {
    amountCents: 4550,
    currency: 'USD',
    referenceId: 'payment-17',
    description: 'Haircut and colour with Anna',
    returnUrl: 'http://127.0.0.1:3000/payment/success?paymentId=17&stylistId=3',
    cancelUrl: 'http://127.0.0.1:3000/payment/cancel?paymentId=17',
    requestId: 'order-payment-17',
    ...overrides,
  };
}

async function approvedOrder(overrides: Partial<CreateOrderInput> = {}): Promise<string> {
  const { orderId } = await paypal.createOrder(orderInput(overrides));
  mock.approve(orderId);
  return orderId;
}

async function rejection(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

describe('PayPal provider', () => {
  it('creates an order in PayPal amounts and returns its approval link', async () => {
    const { orderId, approvalUrl } = await paypal.createOrder(orderInput({ amountCents: 1234 }));
    expect(orderIdFromApprovalUrl(approvalUrl)).toBe(orderId);
    expect(approvalUrl.startsWith(`${apiBase}/checkoutnow?token=`)).toBe(true);
    expect(mock.state.orders.get(orderId)).toMatchObject({
      status: 'CREATED',
      referenceId: 'payment-17',
      amount: { currency_code: 'USD', value: '12.34' },
      returnUrl: 'http://127.0.0.1:3000/payment/success?paymentId=17&stylistId=3',
    });
  });

  it('asks for one access token for several requests', async () => {
    const orderId = await approvedOrder();
    await paypal.getOrder(orderId);
    await paypal.captureOrder(orderId, 'capture-1');
    await Promise.all([paypal.createOrder(orderInput({ requestId: 'a' })), paypal.createOrder(orderInput({ requestId: 'b' }))]);
    expect(mock.state.tokenRequests).toBe(1);
  });

  it('fetches a new token once when PayPal rejects the cached one', async () => {
    await paypal.createOrder(orderInput());
    mock.revokeTokens();
    await paypal.createOrder(orderInput({ requestId: 'second' }));
    expect(mock.state.tokenRequests).toBe(2);
  });

  it('refreshes the token shortly before it expires', async () => {
    let clock = 0;
    paypal = createPayPalProvider({ clientId: 'test-client', clientSecret: 'test-secret', apiBase, now: () => clock });
    await paypal.createOrder(orderInput());
    clock += 8 * 60 * 60 * 1000; // 8 h of PayPal's 9 h token
    await paypal.createOrder(orderInput({ requestId: 'later' }));
    expect(mock.state.tokenRequests).toBe(1);
    clock += 56 * 60 * 1000; // 4 minutes before expiry
    await paypal.createOrder(orderInput({ requestId: 'near-expiry' }));
    expect(mock.state.tokenRequests).toBe(2);
  });

  it('reads an order back with the amount in cents and our reference', async () => {
    const orderId = await approvedOrder({ amountCents: 7005 });
    expect(await paypal.getOrder(orderId)).toEqual({
      orderId,
      status: 'APPROVED',
      amountCents: 7005,
      currency: 'USD',
      referenceId: 'payment-17',
    });
  });

  it('captures an approved order for its amount in cents', async () => {
    const orderId = await approvedOrder({ amountCents: 4550 });
    const capture = await paypal.captureOrder(orderId, 'capture-payment-17');
    expect(capture).toEqual({ captureId: expect.any(String), status: 'COMPLETED', amountCents: 4550, currency: 'USD' });
    const order = await paypal.getOrder(orderId);
    expect(order.status).toBe('COMPLETED');
    expect(order.captureId).toBe(capture.captureId);
  });

  it('captures once when the same request id is sent twice', async () => {
    const orderId = await approvedOrder();
    const first = await paypal.captureOrder(orderId, 'capture-payment-17');
    const second = await paypal.captureOrder(orderId, 'capture-payment-17');
    expect(second).toEqual(first);
    expect(mock.captureCount(orderId)).toBe(1);
  });

  it('reports a second capture under another request id as ALREADY_CAPTURED', async () => {
    const orderId = await approvedOrder();
    await paypal.captureOrder(orderId, 'capture-1');
    const error = await rejection(paypal.captureOrder(orderId, 'capture-2'));
    expect(error.code).toBe('ALREADY_CAPTURED');
    expect(mock.captureCount(orderId)).toBe(1);
  });

  it('reports a declined capture as DECLINED and can capture on a later try', async () => {
    const orderId = await approvedOrder();
    mock.failNextCapture();
    const error = await rejection(paypal.captureOrder(orderId, 'capture-1'));
    expect(error).toMatchObject({ code: 'DECLINED', issue: 'INSTRUMENT_DECLINED', status: 422 });
    expect(mock.captureCount(orderId)).toBe(0);
    expect((await paypal.captureOrder(orderId, 'capture-1')).status).toBe('COMPLETED');
  });

  it('refuses to capture before the buyer approves (NOT_APPROVED)', async () => {
    const { orderId } = await paypal.createOrder(orderInput());
    const error = await rejection(paypal.captureOrder(orderId, 'capture-1'));
    expect(error).toMatchObject({ code: 'NOT_APPROVED', issue: 'ORDER_NOT_APPROVED' });
  });

  it('reports an unknown order as NOT_FOUND', async () => {
    expect((await rejection(paypal.getOrder('NOSUCHORDER123'))).code).toBe('NOT_FOUND');
    expect((await rejection(paypal.captureOrder('NOSUCHORDER123', 'capture-x'))).code).toBe('NOT_FOUND');
  });

  it('refunds a capture, idempotently by request id', async () => {
    const orderId = await approvedOrder({ amountCents: 4550 });
    const { captureId } = await paypal.captureOrder(orderId, 'capture-1');
    const refund = await paypal.refundCapture(captureId, { amountCents: 4550, currency: 'USD', requestId: 'refund-payment-17' });
    expect(refund).toEqual({ refundId: expect.any(String), status: 'COMPLETED', amountCents: 4550 });
    const again = await paypal.refundCapture(captureId, { amountCents: 4550, currency: 'USD', requestId: 'refund-payment-17' });
    expect(again.refundId).toBe(refund.refundId);
    expect(mock.refundCount(captureId)).toBe(1);
    expect(mock.state.captures.get(captureId)?.status).toBe('REFUNDED');
  });

  it('reports a refund above the captured amount as INVALID', async () => {
    const orderId = await approvedOrder({ amountCents: 1000 });
    const { captureId } = await paypal.captureOrder(orderId, 'capture-1');
    const error = await rejection(paypal.refundCapture(captureId, { amountCents: 1001, currency: 'USD', requestId: 'refund-1' }));
    expect(error).toMatchObject({ code: 'INVALID', issue: 'REFUND_AMOUNT_EXCEEDED' });
  });

  it('reports a network failure as UNAVAILABLE', async () => {
    server.use(http.post(`${apiBase}/v2/checkout/orders`, () => HttpResponse.error()));
    const error = await rejection(paypal.createOrder(orderInput()));
    expect(error.code).toBe('UNAVAILABLE');
  });

  it('reports an unreachable PayPal as UNAVAILABLE', async () => {
    paypal = createPayPalProvider({
      clientId: 'test-client',
      clientSecret: 'test-secret',
      apiBase,
      send: () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:443'), { code: 'ECONNREFUSED' })),
    });
    expect((await rejection(paypal.getOrder('ANYORDER'))).code).toBe('UNAVAILABLE');
  });

  it('gives up on a PayPal that does not answer in time (UNAVAILABLE)', async () => {
    server.use(http.post(`${apiBase}/v2/checkout/orders/:orderId/capture`, () => delay('infinite')));
    const orderId = await approvedOrder();
    paypal = createPayPalProvider({ clientId: 'test-client', clientSecret: 'test-secret', apiBase, timeoutMs: 100 });
    const error = await rejection(paypal.captureOrder(orderId, 'capture-1'));
    expect(error.code).toBe('UNAVAILABLE');
  });

  it('reports a PayPal server error as UNAVAILABLE', async () => {
    server.use(
      http.get(`${apiBase}/v2/checkout/orders/:orderId`, () =>
        HttpResponse.json({ name: 'INTERNAL_SERVER_ERROR', message: 'An internal server error occurred.' }, { status: 500 }),
      ),
    );
    expect((await rejection(paypal.getOrder('ANYORDER'))).code).toBe('UNAVAILABLE');
  });

  it('reports wrong client credentials as UNAVAILABLE', async () => {
    paypal = createPayPalProvider({ clientId: 'test-client', clientSecret: 'wrong', apiBase });
    const error = await rejection(paypal.createOrder(orderInput()));
    expect(error).toMatchObject({ code: 'UNAVAILABLE', issue: 'invalid_client', status: 401 });
  });

  it('sends the idempotency key and asks for the full representation', async () => {
    const seen: Headers[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/v2/checkout/orders')) seen.push(request.headers);
    });
    await paypal.createOrder(orderInput({ requestId: 'order-abc' }));
    server.events.removeAllListeners();
    expect(seen[0]?.get('paypal-request-id')).toBe('order-abc');
    expect(seen[0]?.get('prefer')).toBe('return=representation');
  });
});
