import { randomInt } from 'node:crypto';
import { HttpResponse, http } from 'msw';
import { appendQuery, approvalPageHtml, messagePageHtml } from './approval-page.js';
import { centsToValue, valueToCents } from './money.js';
import type {
  ApproveResult,
  LostAnswerMatch,
  MockCapture,
  MockOrder,
  MockRefund,
  PayPalAmount,
  PayPalMock,
  PayPalMockOptions,
  PayPalMockState,
} from './types.js';

/** Credentials the emulator accepts when none are given; the API uses them when PayPal is not configured. */
export const EMULATOR_CLIENT_ID = 'hairsalon-emulator-client';
export const EMULATOR_CLIENT_SECRET = 'hairsalon-emulator-secret';

const TOKEN_LIFETIME_SECONDS = 32_400;

interface StoredResponse {
  status: number;
  body: unknown;
}

class PayPalApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorName: string,
    readonly issue: string,
    readonly description: string,
  ) {
    super(description);
  }
}

/**
 * A stateful emulator of the PayPal REST calls the API makes (OAuth2 token, Orders v2 create/get/capture,
 * Payments v2 refund) plus the buyer's approval page. The handlers run in-process under msw's setupServer
 * or over HTTP through startPayPalEmulator.
 */
/** How many recent API calls the emulator remembers for tests (captureRequestIds). */
const CALLS_KEPT = 10_000;

export function createPayPalMock(options: PayPalMockOptions): PayPalMock {
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  const clientId = options.clientId ?? EMULATOR_CLIENT_ID;
  const clientSecret = options.clientSecret ?? EMULATOR_CLIENT_SECRET;

  const state: PayPalMockState = {
    orders: new Map(),
    captures: new Map(),
    refunds: new Map(),
    accessTokens: new Set(),
    tokenRequests: 0,
    calls: [],
  };
  // PayPal-Request-Id replays, keyed by method, path and request id.
  const replays = new Map<string, StoredResponse>();
  let nextCaptureFailure: string | undefined;
  const lostAnswers: (LostAnswerMatch & { remaining: number; as: 'reset' | 'timeout' })[] = [];
  let nextRefundFailure: string | undefined;

  const now = () => new Date().toISOString();

  function orderJson(order: MockOrder) {
    const captures = order.captureIds.flatMap((id) => {
      const capture = state.captures.get(id);
      return capture ? [captureJson(capture)] : [];
    });
    return {
      id: order.id,
      intent: order.intent,
      status: order.status,
      purchase_units: [
        {
          reference_id: order.referenceId,
          ...(order.customId === undefined ? {} : { custom_id: order.customId }),
          ...(order.description === undefined ? {} : { description: order.description }),
          amount: order.amount,
          payee: { email_address: 'merchant@hairsalon.test', merchant_id: 'HAIRSALONEMU1' },
          ...(captures.length > 0 ? { payments: { captures } } : {}),
        },
      ],
      ...(order.payerId
        ? {
            payer: { payer_id: order.payerId, name: { given_name: 'Emulated', surname: 'Buyer' }, email_address: 'buyer@example.test' },
            payment_source: { paypal: { account_id: order.payerId, email_address: 'buyer@example.test' } },
          }
        : {}),
      create_time: order.createTime,
      update_time: order.updateTime,
      links: [
        { href: `${baseUrl}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
        ...(order.status === 'COMPLETED' ? [] : [{ href: approvalUrl(order.id), rel: 'approve', method: 'GET' }]),
        { href: `${baseUrl}/v2/checkout/orders/${order.id}`, rel: 'update', method: 'PATCH' },
        { href: `${baseUrl}/v2/checkout/orders/${order.id}/capture`, rel: 'capture', method: 'POST' },
      ],
    };
  }

  function captureJson(capture: MockCapture) {
    return {
      id: capture.id,
      status: capture.status,
      amount: capture.amount,
      final_capture: true,
      seller_protection: { status: 'ELIGIBLE' },
      create_time: capture.createTime,
      update_time: capture.updateTime,
      links: [
        { href: `${baseUrl}/v2/payments/captures/${capture.id}`, rel: 'self', method: 'GET' },
        { href: `${baseUrl}/v2/payments/captures/${capture.id}/refund`, rel: 'refund', method: 'POST' },
        { href: `${baseUrl}/v2/checkout/orders/${capture.orderId}`, rel: 'up', method: 'GET' },
      ],
    };
  }

  function refundJson(refund: MockRefund) {
    return {
      id: refund.id,
      status: refund.status,
      amount: refund.amount,
      create_time: refund.createTime,
      update_time: refund.createTime,
      links: [
        { href: `${baseUrl}/v2/payments/refunds/${refund.id}`, rel: 'self', method: 'GET' },
        { href: `${baseUrl}/v2/payments/captures/${refund.captureId}`, rel: 'up', method: 'GET' },
      ],
    };
  }

  function approvalUrl(orderId: string): string {
    return `${baseUrl}/checkoutnow?token=${encodeURIComponent(orderId)}`;
  }

  function errorResponse(error: PayPalApiError) {
    return HttpResponse.json(
      {
        name: error.errorName,
        message: error.status === 404 ? 'The specified resource does not exist.' : error.description,
        debug_id: randomCode(13).toLowerCase(),
        details: [{ issue: error.issue, description: error.description }],
        links: [],
      },
      { status: error.status },
    );
  }

  function unprocessable(issue: string, description: string) {
    return new PayPalApiError(422, 'UNPROCESSABLE_ENTITY', issue, description);
  }

  function invalidRequest(issue: string, description: string) {
    return new PayPalApiError(400, 'INVALID_REQUEST', issue, description);
  }

  function notFound() {
    return new PayPalApiError(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.');
  }

  function unauthorized() {
    return HttpResponse.json({ error: 'invalid_token', error_description: 'Token signature verification failed' }, { status: 401 });
  }

  function isAuthorized(request: Request): boolean {
    const match = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '');
    return match?.[1] !== undefined && state.accessTokens.has(match[1]);
  }

  /** Runs an API call: bearer check, PayPal-Request-Id replay, typed errors to PayPal's error body. */
  async function apiCall(request: Request, run: (body: Record<string, unknown>) => StoredResponse) {
    if (!isAuthorized(request)) return unauthorized();
    const requestId = request.headers.get('paypal-request-id');
    state.calls.push({ method: request.method, path: new URL(request.url).pathname, requestId });
    // The emulator also serves `pnpm start` for days: keep the recent calls only.
    if (state.calls.length > CALLS_KEPT) state.calls.splice(0, state.calls.length - CALLS_KEPT);
    const key = requestId ? `${request.method} ${new URL(request.url).pathname} ${requestId}` : undefined;
    const replay = key ? replays.get(key) : undefined;
    if (replay) return HttpResponse.json(replay.body as Record<string, unknown>, { status: replay.status });
    try {
      const body = await readJsonBody(request);
      const result = run(body);
      // Only successes are kept for replay, so a retry after a decline is a fresh attempt.
      if (key) replays.set(key, result);
      return HttpResponse.json(result.body as Record<string, unknown>, { status: result.status });
    } catch (error) {
      if (error instanceof PayPalApiError) return errorResponse(error);
      throw error;
    }
  }

  async function readJsonBody(request: Request): Promise<Record<string, unknown>> {
    const text = await request.text();
    if (text.trim() === '') return {};
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    } catch {
      // fall through to the error below
    }
    throw invalidRequest('MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.');
  }

  function createOrder(body: Record<string, unknown>): StoredResponse {
    if (body.intent !== 'CAPTURE') {
      throw invalidRequest('INVALID_PARAMETER_VALUE', 'The emulator supports intent CAPTURE only.');
    }
    const units = body.purchase_units;
    const unit = Array.isArray(units) ? asRecord(units[0]) : undefined;
    if (!unit) throw invalidRequest('MISSING_REQUIRED_PARAMETER', 'purchase_units is required.');
    const amount = readAmount(unit.amount);
    const cents = valueToCents(amount.value);
    if (cents === undefined)
      throw unprocessable('DECIMAL_PRECISION', 'The value of the amount must be a number with at most two decimals.');
    if (cents <= 0) throw unprocessable('CANNOT_BE_ZERO_OR_NEGATIVE', 'The amount must be greater than zero.');

    const paypalContext = asRecord(asRecord(asRecord(body.payment_source)?.paypal)?.experience_context);
    const context = paypalContext ?? asRecord(body.application_context);
    const returnUrl = optionalUrl(context?.return_url, 'return_url');
    const cancelUrl = optionalUrl(context?.cancel_url, 'cancel_url');

    const time = now();
    const order: MockOrder = {
      id: randomCode(17),
      status: 'CREATED',
      intent: 'CAPTURE',
      referenceId: typeof unit.reference_id === 'string' ? unit.reference_id : 'default',
      customId: typeof unit.custom_id === 'string' ? unit.custom_id : undefined,
      description: typeof unit.description === 'string' ? unit.description : undefined,
      amount: { currency_code: amount.currency_code, value: centsToValue(cents) },
      returnUrl,
      cancelUrl,
      payerId: undefined,
      captureIds: [],
      createTime: time,
      updateTime: time,
    };
    state.orders.set(order.id, order);
    return { status: 201, body: orderJson(order) };
  }

  function captureOrder(orderId: string): StoredResponse {
    const order = state.orders.get(orderId);
    if (!order) throw notFound();
    if (order.status === 'COMPLETED') {
      throw unprocessable('ORDER_ALREADY_CAPTURED', 'Order already captured. If intent=CAPTURE only one capture per order is allowed.');
    }
    if (order.status !== 'APPROVED') {
      throw unprocessable('ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment.');
    }
    if (nextCaptureFailure) {
      const issue = nextCaptureFailure;
      nextCaptureFailure = undefined;
      throw unprocessable(
        issue,
        'The instrument presented was either declined by the processor or bank, or it cannot be used for this payment.',
      );
    }
    const time = now();
    const capture: MockCapture = {
      id: randomCode(17),
      orderId,
      status: 'COMPLETED',
      amount: { ...order.amount },
      refundedCents: 0,
      createTime: time,
      updateTime: time,
    };
    state.captures.set(capture.id, capture);
    order.captureIds.push(capture.id);
    order.status = 'COMPLETED';
    order.updateTime = time;
    return { status: 201, body: orderJson(order) };
  }

  function refundCapture(captureId: string, body: Record<string, unknown>): StoredResponse {
    const capture = state.captures.get(captureId);
    if (!capture) throw notFound();
    const capturedCents = valueToCents(capture.amount.value) ?? 0;
    const remainingCents = capturedCents - capture.refundedCents;
    if (remainingCents <= 0) throw unprocessable('CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded.');

    let cents = remainingCents;
    if (body.amount !== undefined) {
      const amount = readAmount(body.amount);
      if (amount.currency_code !== capture.amount.currency_code) {
        throw unprocessable('REFUND_CAPTURE_CURRENCY_MISMATCH', 'Refund must be in the same currency as the capture.');
      }
      const requested = valueToCents(amount.value);
      if (requested === undefined)
        throw unprocessable('DECIMAL_PRECISION', 'The value of the amount must be a number with at most two decimals.');
      if (requested <= 0) throw unprocessable('CANNOT_BE_ZERO_OR_NEGATIVE', 'The refund amount must be greater than zero.');
      if (requested > remainingCents) {
        throw unprocessable(
          'REFUND_AMOUNT_EXCEEDED',
          'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
        );
      }
      cents = requested;
    }
    if (nextRefundFailure) {
      const issue = nextRefundFailure;
      nextRefundFailure = undefined;
      throw unprocessable(issue, 'The refund could not be processed.');
    }
    const time = now();
    const refund: MockRefund = {
      id: randomCode(17),
      captureId,
      status: 'COMPLETED',
      amount: { currency_code: capture.amount.currency_code, value: centsToValue(cents) },
      createTime: time,
    };
    state.refunds.set(refund.id, refund);
    capture.refundedCents += cents;
    capture.status = capture.refundedCents >= capturedCents ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    capture.updateTime = time;
    return { status: 201, body: refundJson(refund) };
  }

  function approve(orderId: string, payerId?: string): ApproveResult {
    const order = state.orders.get(orderId);
    if (!order) throw new Error(`PayPal emulator: no order ${orderId}`);
    if (order.status === 'COMPLETED') throw new Error(`PayPal emulator: order ${orderId} is already captured`);
    order.payerId = payerId ?? order.payerId ?? randomCode(13);
    order.status = 'APPROVED';
    order.updateTime = now();
    return {
      payerId: order.payerId,
      redirectUrl: order.returnUrl ? appendQuery(order.returnUrl, { token: order.id, PayerID: order.payerId }) : undefined,
    };
  }

  async function formToken(request: Request): Promise<string> {
    return new URLSearchParams(await request.text()).get('token') ?? '';
  }

  function redirect(location: string) {
    return new HttpResponse(null, { status: 302, headers: { Location: location } });
  }

  /**
   * The answer of an API call PayPal has acted on, unless a loseAnswers rule takes it: then a network error (msw's
   * HttpResponse.error(); the HTTP emulator closes the connection) or an answer that never comes.
   */
  async function answerOrLose(request: Request, answer: Response | Promise<Response>): Promise<Response> {
    const response = await answer;
    const path = new URL(request.url).pathname;
    const rule = lostAnswers.find((r) => r.remaining > 0 && r.method === request.method && r.path.test(path));
    if (!rule) return response;
    rule.remaining -= 1;
    if (rule.as === 'timeout') return new Promise<Response>(() => undefined);
    return HttpResponse.error();
  }

  const handlers = [
    http.post(`${baseUrl}/v1/oauth2/token`, async ({ request }) => {
      state.tokenRequests += 1;
      const basic = /^Basic (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
      const decoded = basic ? Buffer.from(basic, 'base64').toString('utf8') : '';
      if (decoded !== `${clientId}:${clientSecret}`) {
        return HttpResponse.json({ error: 'invalid_client', error_description: 'Client Authentication failed' }, { status: 401 });
      }
      const form = new URLSearchParams(await request.text());
      if (form.get('grant_type') !== 'client_credentials') {
        return HttpResponse.json({ error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' }, { status: 400 });
      }
      const accessToken = `A21AA${randomCode(40)}`;
      state.accessTokens.add(accessToken);
      return HttpResponse.json({
        scope: 'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/payments/refund',
        access_token: accessToken,
        token_type: 'Bearer',
        app_id: 'APP-EMULATOR',
        expires_in: TOKEN_LIFETIME_SECONDS,
        nonce: `${now()}${randomCode(8)}`,
      });
    }),

    http.post(`${baseUrl}/v2/checkout/orders`, ({ request }) => answerOrLose(request, apiCall(request, createOrder))),

    http.get(`${baseUrl}/v2/checkout/orders/:orderId`, ({ request, params }) => {
      if (!isAuthorized(request)) return unauthorized();
      const order = state.orders.get(String(params.orderId));
      return answerOrLose(request, order ? HttpResponse.json(orderJson(order)) : errorResponse(notFound()));
    }),

    http.post(`${baseUrl}/v2/checkout/orders/:orderId/capture`, ({ request, params }) =>
      answerOrLose(
        request,
        apiCall(request, () => captureOrder(String(params.orderId))),
      ),
    ),

    http.post(`${baseUrl}/v2/payments/captures/:captureId/refund`, ({ request, params }) =>
      answerOrLose(
        request,
        apiCall(request, (body) => refundCapture(String(params.captureId), body)),
      ),
    ),

    http.get(`${baseUrl}/checkoutnow`, ({ request }) => {
      const token = new URL(request.url).searchParams.get('token') ?? '';
      const order = state.orders.get(token);
      if (!order) return HttpResponse.html(messagePageHtml('Order not found', 'This payment link is not valid.'), { status: 404 });
      if (order.status === 'COMPLETED') {
        return HttpResponse.html(messagePageHtml('Already paid', 'This order has already been paid.'), { status: 409 });
      }
      return HttpResponse.html(approvalPageHtml(order, baseUrl));
    }),

    http.post(`${baseUrl}/checkoutnow/approve`, async ({ request }) => {
      const order = state.orders.get(await formToken(request));
      if (!order) return HttpResponse.html(messagePageHtml('Order not found', 'This payment link is not valid.'), { status: 404 });
      if (order.status === 'COMPLETED') {
        return HttpResponse.html(messagePageHtml('Already paid', 'This order has already been paid.'), { status: 409 });
      }
      const { redirectUrl } = approve(order.id);
      return redirectUrl ? redirect(redirectUrl) : HttpResponse.html(messagePageHtml('Payment approved', 'You can close this window.'));
    }),

    http.post(`${baseUrl}/checkoutnow/cancel`, async ({ request }) => {
      const order = state.orders.get(await formToken(request));
      if (!order) return HttpResponse.html(messagePageHtml('Order not found', 'This payment link is not valid.'), { status: 404 });
      return order.cancelUrl
        ? redirect(appendQuery(order.cancelUrl, { token: order.id }))
        : HttpResponse.html(messagePageHtml('Payment cancelled', 'You can close this window.'));
    }),
  ];

  return {
    baseUrl,
    handlers,
    state,
    approve,
    failNextCapture(issue = 'INSTRUMENT_DECLINED') {
      nextCaptureFailure = issue;
    },
    failNextRefund(issue = 'REFUND_FAILED_INSUFFICIENT_FUNDS') {
      nextRefundFailure = issue;
    },
    loseAnswers(match, times = 1, as = 'reset') {
      const rule = { ...match, remaining: times, as };
      lostAnswers.push(rule);
      return () => {
        rule.remaining = 0;
      };
    },
    registerCapture({ orderId, captureId, amount, refundedCents = 0 }) {
      if (state.captures.has(captureId)) return;
      const time = now();
      const capturedCents = valueToCents(amount.value) ?? 0;
      state.captures.set(captureId, {
        id: captureId,
        orderId,
        status: refundedCents <= 0 ? 'COMPLETED' : refundedCents >= capturedCents ? 'REFUNDED' : 'PARTIALLY_REFUNDED',
        amount: { ...amount },
        refundedCents,
        createTime: time,
        updateTime: time,
      });
      const order = state.orders.get(orderId);
      if (order) {
        if (!order.captureIds.includes(captureId)) order.captureIds.push(captureId);
        order.status = 'COMPLETED';
        return;
      }
      state.orders.set(orderId, {
        id: orderId,
        status: 'COMPLETED',
        intent: 'CAPTURE',
        referenceId: 'default',
        customId: undefined,
        description: undefined,
        amount: { ...amount },
        returnUrl: undefined,
        cancelUrl: undefined,
        payerId: undefined,
        captureIds: [captureId],
        createTime: time,
        updateTime: time,
      });
    },
    revokeTokens() {
      state.accessTokens.clear();
    },
    captureCount(orderId) {
      return state.orders.get(orderId)?.captureIds.length ?? 0;
    },
    captureRequestIds(orderId) {
      const path = `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`;
      return state.calls.filter((call) => call.method === 'POST' && call.path.endsWith(path)).map((call) => call.requestId);
    },
    refundCount(captureId) {
      let count = 0;
      for (const refund of state.refunds.values()) if (captureId === undefined || refund.captureId === captureId) count++;
      return count;
    },
    reset() {
      state.orders.clear();
      state.captures.clear();
      state.refunds.clear();
      state.accessTokens.clear();
      state.tokenRequests = 0;
      state.calls.length = 0;
      replays.clear();
      nextCaptureFailure = undefined;
      nextRefundFailure = undefined;
      lostAnswers.length = 0;
    },
  };

  function readAmount(value: unknown): PayPalAmount {
    const amount = asRecord(value);
    if (!amount || typeof amount.currency_code !== 'string' || typeof amount.value !== 'string') {
      throw invalidRequest('MISSING_REQUIRED_PARAMETER', 'amount.currency_code and amount.value are required.');
    }
    if (!/^[A-Z]{3}$/.test(amount.currency_code)) throw invalidRequest('INVALID_PARAMETER_VALUE', 'currency_code is not a valid currency.');
    return { currency_code: amount.currency_code, value: amount.value };
  }

  function optionalUrl(value: unknown, field: string): string | undefined {
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || !URL.canParse(value)) {
      throw invalidRequest('INVALID_PARAMETER_SYNTAX', `${field} must be an absolute URL.`);
    }
    return value;
  }
}

/** The order id (token) in an approval link, e.g. for a test that approves without the page. */
export function orderIdFromApprovalUrl(approvalUrl: string): string {
  const token = new URL(approvalUrl).searchParams.get('token');
  if (!token) throw new Error(`Not a PayPal approval link: ${approvalUrl}`);
  return token;
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** PayPal-looking ids: upper-case letters and digits. */
function randomCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return code;
}
