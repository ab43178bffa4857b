import { createPayPalMock, orderIdFromApprovalUrl } from '@hairsalon/paypal-mock';
import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { capturedLog } from '../testing/captured-log.js';
import { type HttpAnswer, sendHttp } from './http-json.js';
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

/** The request bodies PayPal received on `path`, in order. */
function bodiesSentTo(path: string): Promise<Record<string, unknown>>[] {
  const bodies: Promise<Record<string, unknown>>[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === path) bodies.push(request.clone().json() as Promise<Record<string, unknown>>);
  });
  return bodies;
}

/** PayPal answering `path` with `body` and `status` (a GET of an order unless told otherwise). */
function payPalAnswers(
  body: unknown,
  init: { status?: number; method?: 'get' | 'post'; path?: string; headers?: Record<string, string> } = {},
) {
  const path = init.path ?? '/v2/checkout/orders/:orderId';
  const respond = () =>
    typeof body === 'string'
      ? new HttpResponse(body, { status: init.status ?? 200, headers: init.headers })
      : HttpResponse.json(body as Record<string, unknown>, { status: init.status ?? 200, headers: init.headers });
  server.use(init.method === 'post' ? http.post(`${apiBase}${path}`, respond) : http.get(`${apiBase}${path}`, respond));
}

/** A PayPal token endpoint handing out tokens that last `expiresIn` seconds (anything, for an odd answer). */
function tokensLasting(expiresIn: unknown) {
  let issued = 0;
  server.use(
    http.post(`${apiBase}/v1/oauth2/token`, async (info) => {
      issued++;
      const answer = await mock.handlers[0]?.run({ request: info.request.clone(), requestId: info.requestId });
      const real = (await answer?.response?.json()) as { access_token: string };
      return HttpResponse.json({ access_token: real.access_token, token_type: 'Bearer', expires_in: expiresIn });
    }),
  );
  return () => issued;
}

describe('What the PayPal provider sends and how it reads PayPal', () => {
  afterEach(() => server.events.removeAllListeners());

  it('shows the salon as the brand, with no shipping and a Pay Now button, on the approval page', async () => {
    const bodies = bodiesSentTo('/v2/checkout/orders');
    await paypal.createOrder(orderInput());
    const body = await bodies[0];
    expect(body).toMatchObject({
      intent: 'CAPTURE',
      payment_source: {
        paypal: {
          experience_context: {
            brand_name: 'HairSalon',
            shipping_preference: 'NO_SHIPPING',
            user_action: 'PAY_NOW',
            return_url: 'http://127.0.0.1:3000/payment/success?paymentId=17&stylistId=3',
            cancel_url: 'http://127.0.0.1:3000/payment/cancel?paymentId=17',
          },
        },
      },
    });
  });

  it('cuts the description and our reference to the 127 characters PayPal takes', async () => {
    const { orderId } = await paypal.createOrder(orderInput({ description: 'd'.repeat(200), referenceId: 'r'.repeat(200) }));
    const order = mock.state.orders.get(orderId);
    expect(order?.description).toBe('d'.repeat(127));
    expect(order?.customId).toBe('r'.repeat(127));
    expect(order?.referenceId).toBe('r'.repeat(200));
  });

  it('refuses an order of $0.00 or of a negative or fractional amount before asking PayPal', async () => {
    const zero = await rejection(paypal.createOrder(orderInput({ amountCents: 0 })));
    expect(zero).toMatchObject({ code: 'INVALID', message: 'A PayPal order needs an amount above zero' });
    const negative = await rejection(paypal.createOrder(orderInput({ amountCents: -100 })));
    expect(negative).toMatchObject({ code: 'INVALID', message: 'Amount must be a non-negative whole number of cents, got -100' });
    expect((await rejection(paypal.createOrder(orderInput({ amountCents: 10.5 })))).code).toBe('INVALID');
    expect(mock.state.orders.size).toBe(0);
    expect(mock.state.tokenRequests).toBe(0);
  });

  it('takes the payer-action link PayPal gives instead of approve, and refuses an order with neither', async () => {
    payPalAnswers(
      {
        id: 'ORDER1',
        status: 'PAYER_ACTION_REQUIRED',
        links: [
          { rel: 'self', href: 'x' },
          { rel: 'payer-action', href: 'https://pay.test/a' },
        ],
      },
      { method: 'post', path: '/v2/checkout/orders', status: 200 },
    );
    expect(await paypal.createOrder(orderInput())).toEqual({ orderId: 'ORDER1', approvalUrl: 'https://pay.test/a' });
    payPalAnswers(
      { id: 'ORDER2', status: 'CREATED', links: [{ rel: 'self', href: 'x' }, 'approve'] },
      { method: 'post', path: '/v2/checkout/orders' },
    );
    expect(await rejection(paypal.createOrder(orderInput({ requestId: 'two' })))).toMatchObject({
      code: 'INVALID',
      message: 'Unexpected PayPal response: no approval link',
    });
    payPalAnswers({ id: 'ORDER3', links: [{ rel: 'approve', href: 42 }] }, { method: 'post', path: '/v2/checkout/orders' });
    expect((await rejection(paypal.createOrder(orderInput({ requestId: 'three' })))).code).toBe('INVALID');
    payPalAnswers({ id: '', links: [{ rel: 'approve', href: 'https://pay.test/b' }] }, { method: 'post', path: '/v2/checkout/orders' });
    expect(await rejection(paypal.createOrder(orderInput({ requestId: 'four' })))).toMatchObject({
      message: 'Unexpected PayPal response: no order id',
    });
  });

  it('works with a base URL written with a trailing slash', async () => {
    paypal = createPayPalProvider({ clientId: 'test-client', clientSecret: 'test-secret', apiBase: `${apiBase}/` });
    const orderId = await approvedOrder();
    expect((await paypal.getOrder(orderId)).status).toBe('APPROVED');
  });

  it('reads an order without our reference or capture as such', async () => {
    payPalAnswers({ id: 'ORDER1', status: 'CREATED', purchase_units: [{ amount: { currency_code: 'USD', value: '12.00' } }] });
    expect(await paypal.getOrder('ORDER1')).toEqual({
      orderId: 'ORDER1',
      status: 'CREATED',
      amountCents: 1200,
      currency: 'USD',
      referenceId: null,
    });
  });

  it('reports an order answer it cannot read as INVALID, saying what is missing', async () => {
    payPalAnswers({ id: 'ORDER1', status: 'CREATED', purchase_units: [{ amount: { currency_code: 'USD', value: 12 } }] });
    expect(await rejection(paypal.getOrder('ORDER1'))).toMatchObject({
      code: 'INVALID',
      message: 'Unexpected PayPal response: unreadable amount 12',
    });
    payPalAnswers({ id: 'ORDER1', status: '', purchase_units: [{ amount: { currency_code: 'USD', value: '12.00' } }] });
    expect(await rejection(paypal.getOrder('ORDER1'))).toMatchObject({ message: 'Unexpected PayPal response: no order status' });
    payPalAnswers({ id: 'ORDER1', status: 'CREATED', purchase_units: [{ amount: { value: '12.00' } }] });
    expect(await rejection(paypal.getOrder('ORDER1'))).toMatchObject({ message: 'Unexpected PayPal response: no currency' });
    payPalAnswers('not json at all');
    expect(await rejection(paypal.getOrder('ORDER1'))).toMatchObject({ message: 'Unexpected PayPal response: no order id' });
    payPalAnswers('[{"id":"ORDER1"}]');
    expect(await rejection(paypal.getOrder('ORDER1'))).toMatchObject({ message: 'Unexpected PayPal response: no order id' });
  });

  it('asks for the order by its id in the path, escaped, and refuses an empty id as NOT_FOUND', async () => {
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => {
      seen.push(new URL(request.url).pathname);
    });
    expect((await rejection(paypal.getOrder('A/B'))).code).toBe('NOT_FOUND');
    expect(seen).toContain('/v2/checkout/orders/A%2FB');
    expect(await rejection(paypal.getOrder(''))).toMatchObject({ code: 'NOT_FOUND', message: 'No PayPal id given' });
    expect((await rejection(paypal.captureOrder('', 'capture-1'))).code).toBe('NOT_FOUND');
    expect((await rejection(paypal.refundCapture('', { amountCents: 100, currency: 'USD', requestId: 'r' }))).code).toBe('NOT_FOUND');
  });

  it('takes a pending capture as taken, and a declined or failed one as DECLINED with its reason', async () => {
    const capturePath = '/v2/checkout/orders/:orderId/capture';
    const unit = (capture: Record<string, unknown>) => ({
      id: 'ORDER1',
      status: 'COMPLETED',
      purchase_units: [{ payments: { captures: [capture] } }],
    });
    payPalAnswers(unit({ id: 'CAP1', status: 'PENDING', amount: { currency_code: 'USD', value: '45.50' } }), {
      method: 'post',
      path: capturePath,
      status: 201,
    });
    expect(await paypal.captureOrder('ORDER1', 'capture-1')).toEqual({
      captureId: 'CAP1',
      status: 'PENDING',
      amountCents: 4550,
      currency: 'USD',
    });
    payPalAnswers(unit({ id: 'CAP2', status: 'DECLINED', status_details: { reason: 'DECLINED_BY_RISK_FRAUD_FILTERS' } }), {
      method: 'post',
      path: capturePath,
      status: 201,
    });
    expect(await rejection(paypal.captureOrder('ORDER1', 'capture-2'))).toMatchObject({
      code: 'DECLINED',
      message: 'PayPal capture DECLINED',
      issue: 'DECLINED_BY_RISK_FRAUD_FILTERS',
    });
    payPalAnswers(unit({ id: 'CAP3', status: 'FAILED' }), { method: 'post', path: capturePath, status: 201 });
    expect(await rejection(paypal.captureOrder('ORDER1', 'capture-3'))).toMatchObject({ code: 'DECLINED', issue: 'FAILED' });
    payPalAnswers(
      { id: 'ORDER1', status: 'COMPLETED', purchase_units: [{ payments: { captures: [] } }] },
      { method: 'post', path: capturePath, status: 201 },
    );
    expect(await rejection(paypal.captureOrder('ORDER1', 'capture-4'))).toMatchObject({
      code: 'INVALID',
      message: 'Unexpected PayPal response: no capture in the capture response',
    });
  });

  it('counts a refund PayPal answers without an amount as the amount asked for', async () => {
    payPalAnswers({ id: 'REF1', status: 'PENDING' }, { method: 'post', path: '/v2/payments/captures/:captureId/refund', status: 201 });
    expect(await paypal.refundCapture('CAP1', { amountCents: 2599, currency: 'USD', requestId: 'refund-1' })).toEqual({
      refundId: 'REF1',
      status: 'PENDING',
      amountCents: 2599,
    });
  });

  it('sends the refund amount in PayPal units, under the refund request id', async () => {
    const bodies = bodiesSentTo('/v2/payments/captures/CAP9/refund');
    const ids: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/refund')) ids.push(request.headers.get('paypal-request-id'));
    });
    payPalAnswers(
      { id: 'REF1', status: 'COMPLETED', amount: { currency_code: 'USD', value: '10.05' } },
      { method: 'post', path: '/v2/payments/captures/:captureId/refund', status: 201 },
    );
    expect((await paypal.refundCapture('CAP9', { amountCents: 1005, currency: 'USD', requestId: 'refund-payment-9' })).amountCents).toBe(
      1005,
    );
    expect(await bodies[0]).toEqual({ amount: { currency_code: 'USD', value: '10.05' } });
    expect(ids).toEqual(['refund-payment-9']);
  });

  it('sends a GET with no body, no content type and no request id', async () => {
    const orderId = await approvedOrder();
    const seen: Request[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET') seen.push(request.clone());
    });
    await paypal.getOrder(orderId);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.headers.get('content-type')).toBeNull();
    expect(seen[0]?.headers.get('paypal-request-id')).toBeNull();
    expect(await seen[0]?.text()).toBe('');
  });

  it("maps PayPal's error answers to our codes, with PayPal's issue, description and debug id", async () => {
    const cases: [number, Record<string, unknown>, string][] = [
      [403, { name: 'NOT_AUTHORIZED' }, 'UNAVAILABLE'],
      [408, { name: 'TIMEOUT' }, 'UNAVAILABLE'],
      [429, { name: 'RATE_LIMIT_REACHED' }, 'UNAVAILABLE'],
      [503, { name: 'SERVICE_UNAVAILABLE' }, 'UNAVAILABLE'],
      [499, { name: 'UNKNOWN' }, 'INVALID'],
      [422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'PAYER_CANNOT_PAY' }] }, 'DECLINED'],
      [422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'COMPLIANCE_VIOLATION' }] }, 'DECLINED'],
      [422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] }, 'ALREADY_CAPTURED'],
      [400, { name: 'INVALID_REQUEST' }, 'INVALID'],
    ];
    for (const [status, body, code] of cases) {
      payPalAnswers(body, { status });
      expect(await rejection(paypal.getOrder('ORDER1')), `${status} ${JSON.stringify(body)}`).toMatchObject({ code, status });
    }

    payPalAnswers(
      {
        name: 'UNPROCESSABLE_ENTITY',
        message: 'The request is semantically incorrect.',
        debug_id: 'abc123',
        details: [{ issue: 'INSTRUMENT_DECLINED', description: 'The card was declined.' }],
      },
      { status: 422 },
    );
    expect(await rejection(paypal.getOrder('ORDER1'))).toMatchObject({
      code: 'DECLINED',
      issue: 'INSTRUMENT_DECLINED',
      message: 'The card was declined.',
      debugId: 'abc123',
    });
    payPalAnswers(
      { name: 'INVALID_REQUEST', message: 'Request is not well-formed.' },
      { status: 400, headers: { 'paypal-debug-id': 'hdr456' } },
    );
    expect(await rejection(paypal.getOrder('ORDER1'))).toMatchObject({
      issue: 'INVALID_REQUEST',
      message: 'Request is not well-formed.',
      debugId: 'hdr456',
    });
    payPalAnswers({ error: 'invalid_request', error_description: 'Bad grant' }, { status: 400 });
    expect(await rejection(paypal.getOrder('ORDER1'))).toMatchObject({ issue: 'invalid_request', message: 'Bad grant' });
    payPalAnswers({ details: ['nothing'] }, { status: 400 });
    const bare = await rejection(paypal.getOrder('ORDER1'));
    expect(bare).toMatchObject({ code: 'INVALID', message: 'PayPal answered 400' });
    expect(bare.issue).toBeUndefined();
    payPalAnswers('   ', { status: 400 });
    expect(await rejection(paypal.getOrder('ORDER1'))).toMatchObject({ code: 'INVALID', message: 'PayPal answered 400' });
  });

  it('takes an empty success answer as an empty body', async () => {
    payPalAnswers('', { status: 204 });
    expect(await rejection(paypal.getOrder('ORDER1'))).toMatchObject({ message: 'Unexpected PayPal response: no order id' });
  });

  it('says whether PayPal timed out or could not be reached at all', async () => {
    const failing = (name: string) =>
      createPayPalProvider({
        clientId: 'test-client',
        clientSecret: 'test-secret',
        apiBase,
        send: () => Promise.reject(Object.assign(new Error('no'), { name })),
      });
    expect(await rejection(failing('TimeoutError').getOrder('ORDER1'))).toMatchObject({
      code: 'UNAVAILABLE',
      message: 'PayPal did not answer within 15000 ms',
    });
    expect((await rejection(failing('AbortError').getOrder('ORDER1'))).message).toBe('PayPal did not answer within 15000 ms');
    expect((await rejection(failing('Error').getOrder('ORDER1'))).message).toBe('PayPal could not be reached');
    const notAnError = createPayPalProvider({
      clientId: 'test-client',
      clientSecret: 'test-secret',
      apiBase,
      send: () => Promise.reject({ name: 'TimeoutError' }),
    });
    expect((await rejection(notAnError.getOrder('ORDER1'))).message).toBe('PayPal could not be reached');
  });

  it('tells the operator to check the PayPal credentials when PayPal refuses them', async () => {
    const warnings: string[] = [];
    paypal = createPayPalProvider({
      clientId: 'test-client',
      clientSecret: 'wrong',
      apiBase,
      log: { info: () => undefined, warn: (_: object, msg?: string) => warnings.push(msg ?? '') },
    });
    const error = await rejection(paypal.getOrder('ORDER1'));
    expect(error.message).toBe('PayPal refused the access token request (401)');
    expect(warnings).toEqual(['PayPal refused the access token request; check PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET']);
  });

  it('refuses a token answer without a token, even with status 200', async () => {
    server.use(http.post(`${apiBase}/v1/oauth2/token`, () => HttpResponse.json({ token_type: 'Bearer', expires_in: 3600 })));
    expect(await rejection(paypal.getOrder('ORDER1'))).toMatchObject({ code: 'UNAVAILABLE', status: 200 });
    server.use(
      http.post(`${apiBase}/v1/oauth2/token`, () => HttpResponse.json({ access_token: 'abc', expires_in: 3600 }, { status: 201 })),
    );
    expect(await rejection(paypal.getOrder('ORDER1'))).toMatchObject({ code: 'UNAVAILABLE', status: 201 });
  });

  it('keeps a short-lived token for 90 % of its life, and one of unknown life for no time', async () => {
    let clock = 0;
    paypal = createPayPalProvider({ clientId: 'test-client', clientSecret: 'test-secret', apiBase, now: () => clock });
    const issued = tokensLasting(1000);
    const orderId = await approvedOrder();
    clock = 899_999; // 1000 s less 10 %
    await paypal.getOrder(orderId);
    expect(issued()).toBe(1);
    clock = 900_000;
    await paypal.getOrder(orderId);
    expect(issued()).toBe(2);

    paypal = createPayPalProvider({ clientId: 'test-client', clientSecret: 'test-secret', apiBase, now: () => clock });
    const unknownLife = tokensLasting('soon');
    await paypal.getOrder(orderId);
    await paypal.getOrder(orderId);
    expect(unknownLife()).toBe(2);
  });

  it('gives up when PayPal refuses a fresh token too, after one new token', async () => {
    server.use(http.get(`${apiBase}/v2/checkout/orders/:orderId`, () => HttpResponse.json({ error: 'invalid_token' }, { status: 401 })));
    expect(await rejection(paypal.getOrder('ORDER1'))).toMatchObject({ code: 'UNAVAILABLE', status: 401 });
    expect(mock.state.tokenRequests).toBe(2);
  });
});

/** A promise the test settles by hand: `open()` lets whoever awaits `opened` go on. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** The provider, sending through node:http (so through msw), with each answer handed over once `hold` lets it. */
function providerHoldingAnswers(hold: (url: string, answer: HttpAnswer) => Promise<void>): PaymentProvider {
  return createPayPalProvider({
    clientId: 'test-client',
    clientSecret: 'test-secret',
    apiBase,
    send: async (url, init) => {
      const answer = await sendHttp(url, init);
      await hold(url, answer);
      return answer;
    },
  });
}

/** The headers of each request PayPal received, by path. */
function headersSent(): { path: string; headers: Headers }[] {
  const seen: { path: string; headers: Headers }[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push({ path: new URL(request.url).pathname, headers: request.headers });
  });
  return seen;
}

describe('How the PayPal provider talks to PayPal, reads odd answers and tells the operator', () => {
  afterEach(() => server.events.removeAllListeners());

  const capturePath = '/v2/checkout/orders/:orderId/capture';
  const refundPath = '/v2/payments/captures/:captureId/refund';
  const refund = { amountCents: 2599, currency: 'USD', requestId: 'refund-1' } as const;

  it('asks for JSON on every request, and sends the token request form-encoded', async () => {
    const seen = headersSent();
    const orderId = await approvedOrder();
    await paypal.getOrder(orderId);
    const { captureId } = await paypal.captureOrder(orderId, 'capture-1');
    await paypal.refundCapture(captureId, { amountCents: 4550, currency: 'USD', requestId: 'refund-1' });
    expect(seen.map((s) => s.path)).toEqual([
      '/v1/oauth2/token',
      '/v2/checkout/orders',
      `/v2/checkout/orders/${orderId}`,
      `/v2/checkout/orders/${orderId}/capture`,
      `/v2/payments/captures/${captureId}/refund`,
    ]);
    for (const { path, headers } of seen) expect(headers.get('accept'), path).toBe('application/json');
    expect(seen[0]?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(seen[1]?.headers.get('content-type')).toBe('application/json');
  });

  it('reports a token answer that is not a JSON object as UNAVAILABLE with no issue, whatever its status', async () => {
    for (const status of [200, 401, 500]) {
      for (const body of ['', '  \n', '<html>Bad gateway</html>', '["access_token"]', '"A21AA-token"']) {
        server.use(http.post(`${apiBase}/v1/oauth2/token`, () => new HttpResponse(body, { status })));
        const error = await rejection(paypal.getOrder('ORDER1'));
        expect(error, `${status} ${JSON.stringify(body)}`).toMatchObject({
          code: 'UNAVAILABLE',
          status,
          message: `PayPal refused the access token request (${status})`,
        });
        expect(error.issue).toBeUndefined();
      }
    }
  });

  it("reports PayPal's reason for refusing a token only when it gives one as text", async () => {
    server.use(http.post(`${apiBase}/v1/oauth2/token`, () => HttpResponse.json({ error: 'invalid_client' }, { status: 401 })));
    expect((await rejection(paypal.getOrder('ORDER1'))).issue).toBe('invalid_client');
    server.use(http.post(`${apiBase}/v1/oauth2/token`, () => HttpResponse.json({ error: 42 }, { status: 401 })));
    expect((await rejection(paypal.getOrder('ORDER1'))).issue).toBeUndefined();
    server.use(http.post(`${apiBase}/v1/oauth2/token`, () => HttpResponse.json({ error_description: 'No.' }, { status: 400 })));
    expect((await rejection(paypal.getOrder('ORDER1'))).issue).toBeUndefined();
  });

  it('keeps a token whose life PayPal gives as text, not as a number, for no time', async () => {
    paypal = createPayPalProvider({ clientId: 'test-client', clientSecret: 'test-secret', apiBase, now: () => 0 });
    const issued = tokensLasting('32400');
    const orderId = await approvedOrder();
    await paypal.getOrder(orderId);
    expect(issued()).toBe(2);
  });

  it('reads an answer that is not a JSON object as no body: INVALID on success, the status alone on an error', async () => {
    for (const body of ['', ' \n ', 'not json', '[]', '[{"id":"ORDER1"}]', '"ORDER1"', 'null', '42']) {
      payPalAnswers(body, { status: 200 });
      expect(await rejection(paypal.getOrder('ORDER1')), `200 ${JSON.stringify(body)}`).toMatchObject({
        code: 'INVALID',
        message: 'Unexpected PayPal response: no order id',
      });
      for (const [status, code] of [
        [400, 'INVALID'],
        [404, 'NOT_FOUND'],
        [503, 'UNAVAILABLE'],
      ] as const) {
        payPalAnswers(body, { status });
        const error = await rejection(paypal.getOrder('ORDER1'));
        expect(error, `${status} ${JSON.stringify(body)}`).toMatchObject({ code, status, message: `PayPal answered ${status}` });
        expect(error.issue).toBeUndefined();
      }
    }
  });

  it('reads an order back with its capture, and one without a capture without the field at all', async () => {
    const amount = { currency_code: 'USD', value: '45.50' };
    payPalAnswers({
      id: 'ORDER1',
      status: 'COMPLETED',
      purchase_units: [{ reference_id: 'payment-17', amount, payments: { captures: [{ id: 'CAP1', status: 'COMPLETED' }] } }],
    });
    expect(await paypal.getOrder('ORDER1')).toStrictEqual({
      orderId: 'ORDER1',
      status: 'COMPLETED',
      amountCents: 4550,
      currency: 'USD',
      referenceId: 'payment-17',
      captureId: 'CAP1',
    });
    payPalAnswers({
      id: 'ORDER1',
      status: 'APPROVED',
      purchase_units: [{ reference_id: 17, amount, payments: { captures: [{ id: 9 }] } }],
    });
    expect(await paypal.getOrder('ORDER1')).toStrictEqual({
      orderId: 'ORDER1',
      status: 'APPROVED',
      amountCents: 4550,
      currency: 'USD',
      referenceId: null,
    });
  });

  it('skips what is not an object in the lists PayPal answers with', async () => {
    const amount = { currency_code: 'USD', value: '12.00' };
    payPalAnswers({ id: 'ORDER1', status: 'APPROVED', purchase_units: ['unit', { reference_id: 'payment-17', amount }] });
    expect(await paypal.getOrder('ORDER1')).toMatchObject({ amountCents: 1200, referenceId: 'payment-17' });
    payPalAnswers(
      {
        id: 'ORDER1',
        status: 'COMPLETED',
        purchase_units: [null, { payments: { captures: [42, { id: 'CAP1', status: 'COMPLETED', amount }] } }],
      },
      { method: 'post', path: capturePath, status: 201 },
    );
    expect(await paypal.captureOrder('ORDER1', 'capture-1')).toMatchObject({ captureId: 'CAP1', amountCents: 1200 });
  });

  it('reports an order answer without an amount as INVALID', async () => {
    payPalAnswers({ id: 'ORDER1', status: 'CREATED', purchase_units: [{ reference_id: 'payment-17' }] });
    expect(await rejection(paypal.getOrder('ORDER1'))).toMatchObject({
      code: 'INVALID',
      message: 'Unexpected PayPal response: unreadable amount undefined',
    });
    payPalAnswers({ id: 'ORDER1', status: 'CREATED' });
    expect((await rejection(paypal.getOrder('ORDER1'))).message).toBe('Unexpected PayPal response: unreadable amount undefined');
  });

  it('reports a capture answer it cannot read as INVALID, saying what is missing', async () => {
    const answers: [unknown, string][] = [
      [{ id: 'ORDER1', status: 'COMPLETED' }, 'no capture in the capture response'],
      [{ id: 'ORDER1', status: 'COMPLETED', purchase_units: [{}] }, 'no capture in the capture response'],
      [{ id: 'ORDER1', status: 'COMPLETED', purchase_units: [{ payments: 'none' }] }, 'no capture in the capture response'],
      [{ purchase_units: [{ payments: { captures: [{ id: 'CAP1' }] } }] }, 'no capture status'],
      [
        { purchase_units: [{ payments: { captures: [{ status: 'COMPLETED', amount: { currency_code: 'USD', value: '1.00' } }] } }] },
        'no capture id',
      ],
      [{ purchase_units: [{ payments: { captures: [{ id: 'CAP1', status: 'COMPLETED', amount: { value: '1.00' } }] } }] }, 'no currency'],
      [{ purchase_units: [{ payments: { captures: [{ id: 'CAP1', status: 'COMPLETED' }] } }] }, 'unreadable amount undefined'],
    ];
    for (const [answer, missing] of answers) {
      payPalAnswers(answer, { method: 'post', path: capturePath, status: 201 });
      expect(await rejection(paypal.captureOrder('ORDER1', 'capture-1')), missing).toMatchObject({
        code: 'INVALID',
        message: `Unexpected PayPal response: ${missing}`,
      });
    }
  });

  it('reports a refund answer without its id or status as INVALID, saying which', async () => {
    payPalAnswers({ status: 'COMPLETED' }, { method: 'post', path: refundPath, status: 201 });
    expect(await rejection(paypal.refundCapture('CAP1', refund))).toMatchObject({
      code: 'INVALID',
      message: 'Unexpected PayPal response: no refund id',
    });
    payPalAnswers({ id: 'REF1' }, { method: 'post', path: refundPath, status: 201 });
    expect(await rejection(paypal.refundCapture('CAP1', refund))).toMatchObject({
      code: 'INVALID',
      message: 'Unexpected PayPal response: no refund status',
    });
  });

  it('counts a refund as the amount PayPal says it refunded, not the amount asked for', async () => {
    payPalAnswers(
      { id: 'REF1', status: 'COMPLETED', amount: { currency_code: 'USD', value: '20.00' } },
      { method: 'post', path: refundPath, status: 201 },
    );
    expect((await paypal.refundCapture('CAP1', refund)).amountCents).toBe(2000);
  });

  it('keeps the network error as the cause of UNAVAILABLE', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:443'), { code: 'ECONNREFUSED' });
    paypal = createPayPalProvider({ clientId: 'test-client', clientSecret: 'test-secret', apiBase, send: () => Promise.reject(refused) });
    expect(await rejection(paypal.getOrder('ORDER1'))).toMatchObject({ code: 'UNAVAILABLE', cause: refused });
  });

  it('logs a refused request with its path, status, code, issue and debug id', async () => {
    const { lines, log } = capturedLog();
    paypal = createPayPalProvider({ clientId: 'test-client', clientSecret: 'test-secret', apiBase, log });
    payPalAnswers(
      { name: 'UNPROCESSABLE_ENTITY', debug_id: 'abc123', details: [{ issue: 'INSTRUMENT_DECLINED' }] },
      { method: 'post', path: capturePath, status: 422 },
    );
    await rejection(paypal.captureOrder('ORDER1', 'capture-1'));
    expect(lines.filter((line) => line.level === 40)).toEqual([
      expect.objectContaining({
        msg: 'PayPal request failed',
        path: '/v2/checkout/orders/ORDER1/capture',
        status: 422,
        code: 'DECLINED',
        issue: 'INSTRUMENT_DECLINED',
        debugId: 'abc123',
      }),
    ]);
  });

  it('logs an unreachable PayPal with the path it was asked for and the network error', async () => {
    const { lines, log } = capturedLog();
    paypal = createPayPalProvider({
      clientId: 'test-client',
      clientSecret: 'test-secret',
      apiBase,
      log,
      send: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:443')),
    });
    await rejection(paypal.getOrder('ORDER1'));
    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'PayPal could not be reached',
        path: '/v1/oauth2/token',
        err: expect.objectContaining({ message: 'connect ECONNREFUSED 127.0.0.1:443' }),
      }),
    ]);
  });

  it('logs a refused token request with its status and PayPal reason', async () => {
    const { lines, log } = capturedLog();
    paypal = createPayPalProvider({ clientId: 'test-client', clientSecret: 'wrong', apiBase, log });
    await rejection(paypal.getOrder('ORDER1'));
    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'PayPal refused the access token request; check PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET',
        status: 401,
        issue: 'invalid_client',
      }),
    ]);
  });

  it('keeps the new token when a request refused on the old token comes back after the new one was fetched', async () => {
    let lateOrder = '';
    const firstRead = gate();
    // The late order's refusal reaches the provider only once the first order was read again on a new token.
    paypal = providerHoldingAnswers(async (url, answer) => {
      if (url.endsWith(`/${lateOrder}`) && answer.status === 401) await firstRead.opened;
    });
    const firstOrder = await approvedOrder();
    lateOrder = await approvedOrder({ requestId: 'order-late' });
    mock.revokeTokens();
    const reads = Promise.all([paypal.getOrder(firstOrder).finally(firstRead.open), paypal.getOrder(lateOrder)]);
    expect((await reads).map((order) => order.status)).toEqual(['APPROVED', 'APPROVED']);
    expect(mock.state.tokenRequests).toBe(2);
  });

  it('lets a request refused while a new token is on its way wait for that token', async () => {
    let lateOrder = '';
    let tokenAnswers = 0;
    const newTokenAnswered = gate();
    const lateRefusalRead = gate();
    // The first refusal asks for a new token; the late order's refusal reaches the provider while that request is
    // out, and PayPal's new token is handed over only after the provider has read that refusal.
    paypal = providerHoldingAnswers(async (url, answer) => {
      if (url.endsWith('/v1/oauth2/token') && ++tokenAnswers === 2) {
        newTokenAnswered.open();
        await lateRefusalRead.opened;
      }
      if (url.endsWith(`/${lateOrder}`) && answer.status === 401) {
        await newTokenAnswered.opened;
        // Runs once the provider has taken in this answer (its promise callbacks all run before it).
        setImmediate(lateRefusalRead.open);
      }
    });
    const firstOrder = await approvedOrder();
    lateOrder = await approvedOrder({ requestId: 'order-late' });
    mock.revokeTokens();
    const reads = await Promise.all([paypal.getOrder(firstOrder), paypal.getOrder(lateOrder)]);
    expect(reads.map((order) => order.status)).toEqual(['APPROVED', 'APPROVED']);
    expect(mock.state.tokenRequests).toBe(2);
  });
});

describe('a money call PayPal acts on but whose answer is lost (msw answers a network error after the emulator acted)', () => {
  const cases = [
    {
      call: 'order creation',
      match: { method: 'POST', path: /^\/v2\/checkout\/orders$/ },
      act: async () => (await paypal.createOrder(orderInput({ requestId: 'order-lost-1' }))).orderId,
      made: () => [...mock.state.orders.keys()],
    },
    {
      call: 'capture',
      match: { method: 'POST', path: /\/capture$/ },
      prepare: () => approvedOrder({ requestId: 'order-for-capture' }),
      act: async (orderId: string) => (await paypal.captureOrder(orderId, 'capture-lost-1')).captureId,
      made: () => [...mock.state.captures.keys()],
    },
    {
      call: 'refund',
      match: { method: 'POST', path: /\/refund$/ },
      prepare: async () =>
        (await paypal.captureOrder(await approvedOrder({ requestId: 'order-for-refund' }), 'capture-for-refund')).captureId,
      act: async (captureId: string) =>
        (await paypal.refundCapture(captureId, { amountCents: 4550, currency: 'USD', requestId: 'refund-lost-1' })).refundId,
      made: () => [...mock.state.refunds.keys()],
    },
  ] as const;

  it.each(cases)(
    '$call: the caller hears PayPal is unavailable, and the retry with the same request id gets what PayPal did',
    async (c) => {
      const target = 'prepare' in c ? await c.prepare() : '';
      const before = c.made().length;
      mock.loseAnswers(c.match);
      const lost = await rejection(c.act(target));
      expect(lost.code).toBe('UNAVAILABLE');
      expect(c.made()).toHaveLength(before + 1);

      const retried = await c.act(target);
      expect(c.made()).toHaveLength(before + 1);
      expect(c.made().at(-1)).toBe(retried);
    },
  );
});
