import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium.js';

// One port per run (inherited by the workers), so parallel runs on one machine don't collide.
process.env.E2E_PORT ??= String(3100 + (process.pid % 800));
const port = Number(process.env.E2E_PORT);
export const baseURL = `http://127.0.0.1:${port}`;

/**
 * Browser tests: Debian's Chromium (never a downloaded browser) against the real app on a PostgreSQL
 * database made for the run (e2e/server.ts creates it and drops it on exit).
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: 'pnpm --filter @hairsalon/web build && pnpm exec tsx e2e/server.ts',
    url: `${baseURL}/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    // SIGTERM lets e2e/server.ts drop its database.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(port) },
  },
});
