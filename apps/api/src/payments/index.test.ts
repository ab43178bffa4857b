import { afterEach, describe, expect, it } from 'vitest';
import { createPaymentProvider, type PaymentSetup } from './index.js';

const lines: string[] = [];
const log = { info: (_: object, msg?: string) => lines.push(msg ?? ''), warn: (_: object, msg?: string) => lines.push(msg ?? '') };

let setup: PaymentSetup | undefined;
afterEach(async () => {
  await setup?.close();
  setup = undefined;
  lines.length = 0;
});

describe('createPaymentProvider', () => {
  it('without PayPal credentials, runs the whole flow against the local emulator and its approval page', async () => {
    setup = await createPaymentProvider({ paypal: undefined, env: 'test' }, log, {});
    expect(setup.emulatorUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(lines).toContain(`payments go to the local PayPal emulator at ${setup.emulatorUrl}`);

    const { orderId, approvalUrl } = await setup.provider.createOrder({
      amountCents: 2599,
      currency: 'USD',
      referenceId: 'payment-5',
      description: 'Blow-dry',
      returnUrl: 'http://127.0.0.1:3000/payment/success?paymentId=5&stylistId=2',
      cancelUrl: 'http://127.0.0.1:3000/payment/cancel?paymentId=5',
      requestId: 'order-payment-5',
    });
    const page = await (await fetch(approvalUrl)).text();
    expect(page).toContain('25.99 USD');

    const approved = await fetch(`${setup.emulatorUrl}/checkoutnow/approve`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `token=${orderId}`,
      redirect: 'manual',
    });
    const back = new URL(approved.headers.get('location') ?? '');
    expect(back.pathname).toBe('/payment/success');
    expect(Object.fromEntries(back.searchParams)).toMatchObject({ paymentId: '5', stylistId: '2', token: orderId });

    const capture = await setup.provider.captureOrder(orderId, 'capture-payment-5');
    expect(capture).toMatchObject({ status: 'COMPLETED', amountCents: 2599, currency: 'USD' });
  });

  it('uses PAYPAL_EMULATOR_PORT when set', async () => {
    setup = await createPaymentProvider({ paypal: undefined, env: 'test' }, log, { PAYPAL_EMULATOR_PORT: '0' });
    expect(setup.emulatorUrl).toBeDefined();
    await expect(createPaymentProvider({ paypal: undefined, env: 'test' }, log, { PAYPAL_EMULATOR_PORT: 'abc' })).rejects.toThrow(
      /PAYPAL_EMULATOR_PORT/,
    );
  });

  it('with PayPal credentials, talks to PayPal and starts no emulator', async () => {
    setup = await createPaymentProvider(
      { paypal: { clientId: 'id', clientSecret: 'secret', apiBase: 'https://api-m.sandbox.paypal.com' }, env: 'test' },
      log,
      {},
    );
    expect(setup.emulatorUrl).toBeUndefined();
    expect(lines).toContain('payments go to PayPal at https://api-m.sandbox.paypal.com');
  });
});
