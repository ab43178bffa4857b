import { type HttpSend, sendHttp } from './http-json.js';
import { centsToPayPalValue, payPalValueToCents } from './money.js';
import {
  type CreateOrderInput,
  type PaymentCapture,
  type PaymentErrorCode,
  type PaymentOrder,
  type PaymentProvider,
  PaymentProviderError,
  type PaymentRefund,
  type RefundInput,
} from './provider.js';

/** The part of pino the provider uses. */
export interface PaymentLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

export interface PayPalProviderOptions {
  clientId: string;
  clientSecret: string;
  /** https://api-m.paypal.com, https://api-m.sandbox.paypal.com or the emulator's URL. */
  apiBase: string;
  /** How requests are sent (tests: an unreachable PayPal); node:http(s) by default. */
  send?: HttpSend;
  log?: PaymentLog;
  /** Per request, token included; default 15 s. */
  timeoutMs?: number;
  /** Clock for the token cache, in ms. */
  now?: () => number;
}

type Json = Record<string, unknown>;

interface PayPalAnswer {
  status: number;
  body: Json | undefined;
  debugId: string | undefined;
}

/** PayPal's limits on purchase-unit text fields. */
const DESCRIPTION_MAX = 127;
const CUSTOM_ID_MAX = 127;

const DECLINED_ISSUES = new Set([
  'INSTRUMENT_DECLINED',
  'TRANSACTION_REFUSED',
  'PAYER_CANNOT_PAY',
  'PAYER_ACCOUNT_RESTRICTED',
  'PAYER_ACCOUNT_LOCKED_OR_CLOSED',
  'CARD_EXPIRED',
  'MAX_NUMBER_OF_PAYMENT_ATTEMPTS_EXCEEDED',
  'REDIRECT_PAYER_FOR_ALTERNATE_FUNDING',
  'TRANSACTION_BLOCKED_BY_PAYEE',
  'COMPLIANCE_VIOLATION',
]);

/** PayPal Orders v2 and Payments v2 over HTTPS, against a configurable base URL (STACK.md: PayPal). */
export function createPayPalProvider(options: PayPalProviderOptions): PaymentProvider {
  const apiBase = options.apiBase.replace(/\/$/, '');
  const sendRequest = options.send ?? sendHttp;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const now = options.now ?? Date.now;
  const log = options.log;
  const basicAuth = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;

  let cachedToken: { value: string; refreshAt: number } | undefined;
  let tokenInFlight: Promise<string> | undefined;

  async function send(path: string, init: { method: string; headers: Record<string, string>; body?: string }): Promise<PayPalAnswer> {
    try {
      const response = await sendRequest(`${apiBase}${path}`, { ...init, timeoutMs });
      return { status: response.status, body: parseJsonObject(response.text), debugId: response.header('paypal-debug-id') };
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      log?.warn({ err: error, path }, 'PayPal could not be reached');
      throw new PaymentProviderError(
        'UNAVAILABLE',
        timedOut ? `PayPal did not answer within ${timeoutMs} ms` : 'PayPal could not be reached',
        {
          cause: error,
        },
      );
    }
  }

  async function fetchToken(): Promise<string> {
    const requestedAt = now();
    const answer = await send('/v1/oauth2/token', {
      method: 'POST',
      headers: { Authorization: basicAuth, 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: 'grant_type=client_credentials',
    });
    const token = answer.body?.access_token;
    if (answer.status !== 200 || typeof token !== 'string') {
      const issue = typeof answer.body?.error === 'string' ? answer.body.error : undefined;
      log?.warn(
        { status: answer.status, issue },
        'PayPal refused the access token request; check PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET',
      );
      throw new PaymentProviderError('UNAVAILABLE', `PayPal refused the access token request (${answer.status})`, {
        status: answer.status,
        issue,
        debugId: answer.debugId,
      });
    }
    const expiresIn = typeof answer.body?.expires_in === 'number' ? answer.body.expires_in : 0;
    // Refresh a little before PayPal's expiry: 10 % of the lifetime, at most 5 minutes.
    const lifetimeSeconds = expiresIn - Math.min(300, expiresIn / 10);
    cachedToken = { value: token, refreshAt: requestedAt + lifetimeSeconds * 1000 };
    return token;
  }

  function accessToken(): Promise<string> {
    if (cachedToken && now() < cachedToken.refreshAt) return Promise.resolve(cachedToken.value);
    // Concurrent callers share one token request.
    tokenInFlight ??= fetchToken().finally(() => {
      tokenInFlight = undefined;
    });
    return tokenInFlight;
  }

  async function call(method: 'GET' | 'POST', path: string, request: { body?: Json; requestId?: string } = {}): Promise<Json> {
    for (let attempt = 1; ; attempt++) {
      const token = await accessToken();
      const answer = await send(path, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          Accept: 'application/json',
          Prefer: 'return=representation',
          ...(method === 'POST' ? { 'Content-Type': 'application/json' } : {}),
          ...(request.requestId ? { 'PayPal-Request-Id': request.requestId } : {}),
        },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
      });
      if (answer.status === 401 && attempt === 1) {
        // The token expired or was revoked early: fetch a new one and try once more (same request id, so safe).
        if (cachedToken?.value === token) cachedToken = undefined;
        continue;
      }
      if (answer.status >= 200 && answer.status < 300) return answer.body ?? {};
      const error = errorFromAnswer(answer);
      log?.warn({ path, status: answer.status, code: error.code, issue: error.issue, debugId: error.debugId }, 'PayPal request failed');
      throw error;
    }
  }

  return {
    async createOrder(input: CreateOrderInput) {
      const value = amountValue(input.amountCents);
      if (value === '0.00') throw new PaymentProviderError('INVALID', 'A PayPal order needs an amount above zero');
      const order = await call('POST', '/v2/checkout/orders', {
        requestId: input.requestId,
        body: {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: input.referenceId,
              custom_id: input.referenceId.slice(0, CUSTOM_ID_MAX),
              description: input.description.slice(0, DESCRIPTION_MAX),
              amount: { currency_code: input.currency, value },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                brand_name: 'HairSalon',
                shipping_preference: 'NO_SHIPPING',
                user_action: 'PAY_NOW',
                return_url: input.returnUrl,
                cancel_url: input.cancelUrl,
              },
            },
          },
        },
      });
      const orderId = stringField(order.id, 'order id');
      // With payment_source.paypal PayPal may answer PAYER_ACTION_REQUIRED and a payer-action link instead of approve.
      const link = records(order.links).find((l) => l.rel === 'approve' || l.rel === 'payer-action');
      if (!link || typeof link.href !== 'string') throw malformed('no approval link');
      return { orderId, approvalUrl: link.href };
    },

    async getOrder(orderId: string): Promise<PaymentOrder> {
      const order = await call('GET', `/v2/checkout/orders/${pathSegment(orderId)}`);
      const unit = records(order.purchase_units)[0];
      const amount = asRecord(unit?.amount);
      const captureId = asRecord(records(asRecord(unit?.payments)?.captures)[0])?.id;
      return {
        orderId: stringField(order.id, 'order id'),
        status: stringField(order.status, 'order status'),
        amountCents: centsOf(amount?.value),
        currency: stringField(amount?.currency_code, 'currency'),
        referenceId: typeof unit?.reference_id === 'string' ? unit.reference_id : null,
        ...(typeof captureId === 'string' ? { captureId } : {}),
      };
    },

    async captureOrder(orderId: string, requestId: string): Promise<PaymentCapture> {
      const order = await call('POST', `/v2/checkout/orders/${pathSegment(orderId)}/capture`, { requestId });
      const unit = records(order.purchase_units)[0];
      const capture = records(asRecord(unit?.payments)?.captures)[0];
      if (!capture) throw malformed('no capture in the capture response');
      const status = stringField(capture.status, 'capture status');
      if (status !== 'COMPLETED' && status !== 'PENDING') {
        // PayPal can answer 201 with a DECLINED or FAILED capture; the buyer was not charged.
        const reason = asRecord(capture.status_details)?.reason;
        throw new PaymentProviderError('DECLINED', `PayPal capture ${status}`, { issue: typeof reason === 'string' ? reason : status });
      }
      const amount = asRecord(capture.amount);
      return {
        captureId: stringField(capture.id, 'capture id'),
        status,
        amountCents: centsOf(amount?.value),
        currency: stringField(amount?.currency_code, 'currency'),
      };
    },

    async refundCapture(captureId: string, input: RefundInput): Promise<PaymentRefund> {
      const refund = await call('POST', `/v2/payments/captures/${pathSegment(captureId)}/refund`, {
        requestId: input.requestId,
        body: { amount: { currency_code: input.currency, value: amountValue(input.amountCents) } },
      });
      const amount = asRecord(refund.amount);
      return {
        refundId: stringField(refund.id, 'refund id'),
        status: stringField(refund.status, 'refund status'),
        amountCents: amount?.value === undefined ? input.amountCents : centsOf(amount.value),
      };
    },
  };
}

/** Maps PayPal's error body ({ name, details: [{ issue }] } or OAuth's { error }) to our codes. */
function errorFromAnswer(answer: PayPalAnswer): PaymentProviderError {
  const { status, body } = answer;
  const detail = records(body?.details)[0];
  const issue =
    (typeof detail?.issue === 'string' && detail.issue) ||
    (typeof body?.error === 'string' && body.error) ||
    (typeof body?.name === 'string' && body.name) ||
    undefined;
  const description =
    (typeof detail?.description === 'string' && detail.description) ||
    (typeof body?.message === 'string' && body.message) ||
    (typeof body?.error_description === 'string' && body.error_description) ||
    `PayPal answered ${status}`;
  const debugId = typeof body?.debug_id === 'string' ? body.debug_id : answer.debugId;
  return new PaymentProviderError(codeFor(status, issue), description, { issue, status, debugId });
}

function codeFor(status: number, issue: string | undefined): PaymentErrorCode {
  if (status === 404) return 'NOT_FOUND';
  if (status === 401 || status === 403 || status === 408 || status === 429 || status >= 500) return 'UNAVAILABLE';
  if (issue && DECLINED_ISSUES.has(issue)) return 'DECLINED';
  if (issue === 'ORDER_NOT_APPROVED') return 'NOT_APPROVED';
  if (issue === 'ORDER_ALREADY_CAPTURED') return 'ALREADY_CAPTURED';
  return 'INVALID';
}

function amountValue(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new PaymentProviderError('INVALID', `Amount must be a non-negative whole number of cents, got ${cents}`);
  }
  return centsToPayPalValue(cents);
}

function centsOf(value: unknown): number {
  const cents = typeof value === 'string' ? payPalValueToCents(value) : undefined;
  if (cents === undefined) throw malformed(`unreadable amount ${JSON.stringify(value)}`);
  return cents;
}

function pathSegment(id: string): string {
  if (id === '') throw new PaymentProviderError('NOT_FOUND', 'No PayPal id given');
  return encodeURIComponent(id);
}

function stringField(value: unknown, what: string): string {
  if (typeof value !== 'string' || value === '') throw malformed(`no ${what}`);
  return value;
}

function malformed(what: string): PaymentProviderError {
  return new PaymentProviderError('INVALID', `Unexpected PayPal response: ${what}`);
}

function parseJsonObject(text: string): Json | undefined {
  if (text.trim() === '') return undefined;
  try {
    return asRecord(JSON.parse(text));
  } catch {
    return undefined;
  }
}

function asRecord(value: unknown): Json | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined;
}

function records(value: unknown): Json[] {
  return Array.isArray(value) ? value.flatMap((item) => (asRecord(item) ? [item as Json] : [])) : [];
}
