import { EMULATOR_CLIENT_ID, EMULATOR_CLIENT_SECRET } from './mock.js';

/** A bare PayPal REST client for the emulator's own tests: fetch, JSON, no error mapping. */
export function payPalTestClient(baseUrl: string) {
  let accessToken: string | undefined;

  async function token(): Promise<string> {
    if (accessToken) return accessToken;
    const response = await fetch(`${baseUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${EMULATOR_CLIENT_ID}:${EMULATOR_CLIENT_SECRET}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    const body = (await response.json()) as { access_token: string };
    accessToken = body.access_token;
    return accessToken;
  }

  async function call(method: string, path: string, body?: unknown, requestId?: string) {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${await token()}`,
        'Content-Type': 'application/json',
        ...(requestId ? { 'PayPal-Request-Id': requestId } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    // biome-ignore lint/suspicious/noExplicitAny: test client reads loosely shaped PayPal JSON
    return { status: response.status, body: (await response.json()) as any };
  }

  return {
    token,
    call,
    createOrder(value: string, urls: { returnUrl?: string; cancelUrl?: string } = {}, requestId?: string) {
      return call(
        'POST',
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [
            { reference_id: 'payment-1', custom_id: 'payment-1', description: 'Haircut', amount: { currency_code: 'USD', value } },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                return_url: urls.returnUrl ?? 'https://salon.test/payment/success',
                cancel_url: urls.cancelUrl ?? 'https://salon.test/payment/cancel',
              },
            },
          },
        },
        requestId,
      );
    },
    capture(orderId: string, requestId?: string) {
      return call('POST', `/v2/checkout/orders/${orderId}/capture`, {}, requestId);
    },
    refund(captureId: string, body?: unknown, requestId?: string) {
      return call('POST', `/v2/payments/captures/${captureId}/refund`, body, requestId);
    },
  };
}
