import { EMULATOR_CLIENT_ID, EMULATOR_CLIENT_SECRET } from '@hairsalon/paypal-mock';
import { type PayPalEmulator, startPayPalEmulator } from '@hairsalon/paypal-mock/server';
import type { AppConfig } from '../config.js';
import { createPayPalProvider, type PaymentLog } from './paypal.js';
import type { PaymentProvider } from './provider.js';

export { centsToPayPalValue, payPalValueToCents } from './money.js';
export { createPayPalProvider, type PaymentLog, type PayPalProviderOptions } from './paypal.js';
export * from './provider.js';

export interface PaymentSetup {
  provider: PaymentProvider;
  /** Set when payments go to the local PayPal emulator (no PayPal credentials configured). */
  emulatorUrl?: string;
  emulator?: PayPalEmulator;
  close(): Promise<void>;
}

/**
 * PayPal when PAYPAL_* is configured; otherwise the local PayPal emulator on 127.0.0.1
 * (PAYPAL_EMULATOR_PORT, or a free port), so the whole payment flow works offline (ARCHITECTURE §4).
 */
export async function createPaymentProvider(
  config: Pick<AppConfig, 'paypal' | 'env'>,
  log: PaymentLog,
  env: NodeJS.ProcessEnv = process.env,
): Promise<PaymentSetup> {
  if (config.paypal) {
    log.info({ apiBase: config.paypal.apiBase }, `payments go to PayPal at ${config.paypal.apiBase}`);
    return { provider: createPayPalProvider({ ...config.paypal, log }), close: async () => {} };
  }
  const emulator = await startPayPalEmulator({ host: '127.0.0.1', port: emulatorPort(env.PAYPAL_EMULATOR_PORT) });
  if (config.env === 'production') {
    log.warn({}, 'PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_API_BASE are not set in production: no real payments are taken');
  }
  log.info({ emulatorUrl: emulator.url }, `payments go to the local PayPal emulator at ${emulator.url}`);
  const provider = createPayPalProvider({
    clientId: EMULATOR_CLIENT_ID,
    clientSecret: EMULATOR_CLIENT_SECRET,
    apiBase: emulator.url,
    log,
  });
  return { provider, emulatorUrl: emulator.url, emulator, close: () => emulator.close() };
}

function emulatorPort(value: string | undefined): number {
  if (value === undefined || value === '') return 0;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PAYPAL_EMULATOR_PORT must be a port number (0-65535), got "${value}"`);
  }
  return port;
}
