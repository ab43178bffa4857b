import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { messagesVi } from '@hairsalon/shared';
import { expect, type Page, test } from '@playwright/test';
import { uiVi } from '../apps/web/src/features/i18n/ui.vi.js';

/**
 * Issue 9 goal 4: the landing page downloads only what it shows. bench/web-size.ts measures the bytes and checks
 * every customer page module by module; this keeps the two rules that must not regress in the browser tests.
 */

const routesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/src/routes');

/** The chunk names of the admin, staff and stylist pages and layouts: Vite names a route's chunk after its file. */
const backOfficeChunkNames = ['_admin', '_staff', '_stylist'].flatMap((area) => [
  area,
  ...readdirSync(path.join(routesDir, area)).map((file) => file.replace(/\.tsx?$/, '')),
]);

/** Texts of the Vietnamese catalogues (the shared messages and the web app's own): in a script only if it carries them. */
const vietnameseTexts = [messagesVi.login.emailRequired, uiVi.common.switchTo.en];

/** Records the app's scripts as they arrive: file name and text. */
function recordScripts(page: Page) {
  const scripts: { file: string; text: Promise<string> }[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/assets/') || !url.pathname.endsWith('.js')) return;
    scripts.push({ file: path.basename(url.pathname), text: response.text().catch(() => '') });
  });
  return scripts;
}

async function scriptsWithVietnamese(scripts: ReturnType<typeof recordScripts>): Promise<string[]> {
  const texts = await Promise.all(scripts.map(async (s) => ({ file: s.file, text: await s.text })));
  return texts.filter((s) => vietnameseTexts.some((vi) => s.text.includes(vi))).map((s) => s.file);
}

test('the landing page in English downloads neither back-office code nor the Vietnamese catalogues, until VI is chosen', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await page.goto('/');
  await expect(page.getByTestId('stylist-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(scripts.length).toBeGreaterThan(0);
  const backOffice = scripts.filter((s) => backOfficeChunkNames.some((name) => s.file.startsWith(`${name}-`)));
  expect(backOffice.map((s) => s.file)).toEqual([]);
  expect(await scriptsWithVietnamese(scripts)).toEqual([]);

  // The same check finds the catalogues once the reader asks for Vietnamese: they arrive then, and the page switches.
  await page.getByRole('banner').getByRole('button', { name: 'VI' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByRole('banner').getByRole('link', { name: uiVi.header.services })).toBeVisible();
  expect((await scriptsWithVietnamese(scripts)).length).toBeGreaterThan(0);
});
