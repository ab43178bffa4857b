/**
 * The browser of the browser tests and the web benchmarks: Debian's Chromium (never a downloaded browser), started
 * with the same flags by Playwright (playwright.config.ts) and by bench/ (web-size, lighthouse).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
