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
  await page.getByRole('heading', { name: 'HairSalon', exact: true }).scrollIntoViewIfNeeded();
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

/** The app's own code (the entry script) never arrives: what shows is the page the server sent. */
const withoutAppCode = (page: Page) => page.route(/\/assets\/index-[^/]*\.js$/, (route) => route.abort());

/** A prerendered copy: hidden from assistive technology, so read by its text. */
const copy = (page: Page, language: 'en' | 'vi') => page.locator(`[data-prerendered="${language}"]`);

test.describe('a prerendered page', () => {
  test('paints the landing page in English before any of the app has run', async ({ page }) => {
    await withoutAppCode(page);
    await page.goto('/');
    await expect(copy(page, 'en').getByText('Look good, feel better')).toBeVisible();
    await expect(copy(page, 'vi')).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Home · HairSalon');
  });

  test('paints in Vietnamese for a reader whose browser prefers it, never English first', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'vi-VN' });
    const page = await context.newPage();
    await withoutAppCode(page);
    await page.goto('/booking');
    await expect(copy(page, 'vi').getByText(uiVi.booking.title, { exact: true })).toBeVisible();
    await expect(copy(page, 'vi').getByText(uiVi.booking.intro)).toBeVisible();
    await expect(copy(page, 'en')).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(page).toHaveTitle(`${uiVi.booking.title} · HairSalon`);
    await context.close();
  });

  test("follows the reader's own choice over the browser's language", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('hairSalonLanguage', 'vi'));
    await withoutAppCode(page);
    await page.goto('/services');
    await expect(copy(page, 'vi').locator('h1')).toHaveText(uiVi.services.title);
    await expect(copy(page, 'vi').locator('h1')).toBeVisible();
    await expect(copy(page, 'en')).toBeHidden();
  });

  test('shows nothing to a signed-in visitor, whose header is not a guest’s', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('hairSalonToken', 'token');
      localStorage.setItem('user', JSON.stringify({ id: 1, firstName: 'An', lastName: 'Nguyen', roleId: 'R4' }));
    });
    await withoutAppCode(page);
    await page.goto('/');
    await expect(copy(page, 'en')).toBeAttached();
    await expect(copy(page, 'en')).toBeHidden();
    await expect(copy(page, 'vi')).toBeHidden();
  });

  test('gives way to the app, which leaves no copy behind', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await expect(page.locator('#root')).not.toHaveAttribute('data-behind-prerendered');
    await expect(page.getByRole('heading', { name: 'Look good, feel better' })).toBeVisible();
    // The app's page works: the language switch is the app's, not the inert copy's.
    await page.getByRole('banner').getByRole('button', { name: 'VI' }).click();
    await expect(page.getByRole('heading', { name: uiVi.home.headline })).toBeVisible();
  });
});

test('the stylist carousel loads only as the visitor scrolls towards it', async ({ page }) => {
  const scripts = recordScripts(page);
  // A phone: the carousel is several screens down the page.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Look good, feel better' })).toBeVisible();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((s) => s.file.startsWith('stylist-carousel-'))).toEqual([]);
  await expect(page.getByTestId('stylist-card')).toHaveCount(0);

  await page.getByRole('heading', { name: 'Treat Yourself' }).scrollIntoViewIfNeeded();
  await expect(page.getByTestId('stylist-card').first()).toBeVisible();
  expect(scripts.filter((s) => s.file.startsWith('stylist-carousel-')).length).toBe(1);
});

/** The API reads a page makes, by tRPC path (`service.list`, `service.list,stylist.list`). */
function recordReads(page: Page) {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/trpc/')) reads.push(url.pathname.slice('/trpc/'.length));
  });
  return reads;
}

test.describe("a prerendered page's data", () => {
  test('is asked for once, before the app has run, with the first pictures on the way', async ({ page }) => {
    const reads = recordReads(page);
    await withoutAppCode(page);
    await page.goto('/services');
    await expect.poll(() => reads).toEqual(['service.list,salon.details']);
    // The first cards' pictures are preloaded from that answer while the app's code is still on its way.
    await expect(page.locator('head link[rel="preload"][as="image"][href^="/images/services/"]')).toHaveCount(3);
  });

  test('is what the app shows: a visitor on /services and /booking sends each read once', async ({ page }) => {
    const reads = recordReads(page);
    await page.goto('/services');
    await expect(page.getByTestId('service-card').first()).toBeVisible();
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(reads).toEqual(['service.list,salon.details']);

    reads.length = 0;
    await page.goto('/booking');
    await expect(page.getByRole('button', { name: 'Book Now' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The chain's locations too (issue 24): the form starts with the location, the first one's stylists read early.
    expect(reads).toEqual(['service.list,stylist.list,salon.details,location.list']);
  });
});
