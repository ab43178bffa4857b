import { startPayPalEmulator } from './server.js';

// Standalone emulator: `pnpm --filter @hairsalon/paypal-mock serve` (PORT, HOST env).
const port = Number(process.env.PORT ?? 8790);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got ${process.env.PORT}`);
  process.exit(1);
}
const emulator = await startPayPalEmulator({ host: process.env.HOST ?? '127.0.0.1', port });
console.log(`PayPal emulator listening at ${emulator.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    emulator.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
