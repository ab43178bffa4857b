import { appendFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { formatSalonDate, salonDateParts, salonToday } from '@hairsalon/shared';
import { type APIRequestContext, type APIResponse, expect, type Locator, type Page, type Request, test } from '@playwright/test';
import { DEMO_SCHEDULE_DAYS } from '../packages/db/src/seed.js';

export const DEMO_PASSWORD = 'hairsalon123';
export const demo = {
  admin: 'admin@hairsalon.local',
  staff: 'staff@hairsalon.local',
  stylist: 'stylist@hairsalon.local',
  customer: 'customer@hairsalon.local',
} as const;

let counter = 0;
export function uniqueEmail(label: string): string {
  counter++;
  return `${label}.${Date.now().toString(36)}.${counter}@e2e.hairsalon`;
}

/** Signs in through the login form and waits for the role's landing page. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, landing?: string | RegExp) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  if (landing) await expect(page).toHaveURL(landing);
}

/** Registers a customer through the form; lands on /login. */
export async function registerCustomer(page: Page, user: { firstName: string; lastName: string; email: string; password: string }) {
  await page.goto('/register');
  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Last name').fill(user.lastName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password').fill(user.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
}

/** A valid 1×1 PNG, for upload fields. */
export const TINY_PNG = {
  name: 'tiny.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
};

/** Logs out from the customer header's account menu or the sidebar, whichever the page has. */
export async function signOut(page: Page) {
  const menu = page.getByRole('button', { name: 'Account menu' });
  const sidebarLogout = page.getByRole('button', { name: 'Logout' });
  // Wait for the page's shell before choosing: a header that has not rendered yet is not a sidebar. Right after a
  // sign-in the login page's header can still be there for a moment before the area's shell replaces it, so the
  // choice is made again until one of them has logged out.
  await expect(menu.or(sidebarLogout).first()).toBeVisible();
  await expect(async () => {
    if (await menu.isVisible()) {
      await menu.click({ timeout: 2_000 });
      await page.getByRole('menuitem', { name: 'Logout' }).click({ timeout: 2_000 });
    } else {
      await sidebarLogout.click({ timeout: 2_000 });
    }
    await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Salon-local midnight (epoch ms) `days` after today in salon time. */
export function salonDayAhead(days: number): number {
  return salonToday() + days * 24 * 60 * 60 * 1000;
}

/**
 * The first day ahead each spec books on. The specs share one database, so each books on days no other spec
 * touches (the demo seed books up to 4 days ahead); a spec that books on several days takes the ones after its own.
 * With a retry's shift they stay within the demo schedules (DEMO_SCHEDULE_DAYS).
 */
export const SPEC_DAYS = {
  booking: 5, // 5–8
  phone: 9,
  feedback: 10,
  keyboard: 11,
  frontDesk: 12, // 12–13
  i18n: 14,
  reschedule: 15, // 15–16
  paymentReturn: 17, // 17–19
  backOffice: 20, // 20–21
  orderHistory: 22, // 22–23
  pendingPayment: 24,
  liveDesk: 25,
  locations: 26, // 26–27 (Ho Chi Minh City; its Sydney bookings are on Sydney's calendar)
} as const;

/** How far a retry moves a spec's days, so it never meets its first try's bookings. */
const RETRY_SHIFT_DAYS = 21;

/** The salon day `SPEC_DAYS[spec] + n` days ahead, moved on for a retry. */
export function specDay(spec: keyof typeof SPEC_DAYS, n = 0): number {
  return salonDayAhead(SPEC_DAYS[spec] + n + test.info().retry * RETRY_SHIFT_DAYS);
}

/** A salon day past the demo schedules, where staff create the first slots (a week apart per retry). */
export function unscheduledDay(): number {
  return salonDayAhead(DEMO_SCHEDULE_DAYS + 7 + test.info().retry * 7);
}

/** Opens a Mantine date picker (by its label, within `scope`) and picks the salon day `dayMs` in its calendar. */
export async function pickSalonDay(page: Page, label: string | RegExp, dayMs: number, scope: Page | Locator = page) {
  // The calendar of a date just picked fades out for a moment: wait until it has gone, so the day below is looked
  // for in this picker's calendar only (the app has no calendar that stays open).
  await expect(page.locator('button[data-direction="next"]')).toHaveCount(0);
  await scope.getByRole('button', { name: label }).click();
  const parts = salonDateParts(dayMs);
  const day = page.getByRole('button', { name: `${parts.day} ${MONTHS[parts.month - 1]} ${parts.year}`, exact: true });
  // Once the calendar is open, page forward month by month until the day shows.
  const next = page.locator('button[data-direction="next"]').last();
  await next.waitFor({ state: 'visible' });
  for (let months = 0; months < 3 && !(await day.isVisible()); months++) {
    const shownMonth = await page
      .locator('button[data-direction="next"]')
      .last()
      .evaluate((b) => b.parentElement?.textContent ?? '');
    await next.click();
    await expect(page.locator('button[data-direction="next"]').last().locator('..')).not.toHaveText(shownMonth);
  }
  await day.click();
}

/** Picks an option of a Mantine Select by the select's label. */
export async function chooseOption(page: Page, label: string | RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

export interface BookingChoice {
  stylist: string;
  dayMs: number;
  /** The slot's label, e.g. '11:00 AM'. */
  time: string;
  services: RegExp[];
  points?: number;
  guest?: { fullName: string; phone: string; email: string };
}

/** Fills the /booking form and submits it; the browser then goes to the PayPal emulator. */
export async function bookThroughForm(page: Page, choice: BookingChoice) {
  await page.goto('/booking');
  if (choice.guest) {
    await page.getByLabel('Full name').fill(choice.guest.fullName);
    await page.getByLabel('Phone number').fill(choice.guest.phone);
    await page.getByLabel('Email').fill(choice.guest.email);
  } else {
    await expect(page.getByLabel('Email')).not.toHaveValue('');
  }
  await chooseOption(page, /^Stylist/, choice.stylist);
  await pickSalonDay(page, /^Date/, choice.dayMs);
  await page.getByRole('group', { name: 'Time slots' }).getByRole('button', { name: choice.time, exact: true }).click();
  for (const [index, service] of choice.services.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Add service' }).click();
    await chooseOption(page, `Service ${index + 1}`, service);
  }
  if (choice.points) {
    await page.getByLabel('Points to use').fill(String(choice.points));
    await page.getByRole('switch', { name: 'Apply Points' }).check();
  }
}

/**
 * The `data` of a successful REST answer ({ errCode, success, data }), failing the test unless it is one: a
 * business refusal answers HTTP 200 too, so the body's errCode 0 and success true are what say it succeeded. The
 * paths that answer a bare list or number (services, codes, users, salaries, dashboard totals) give the value itself.
 */
export async function restSuccessData<T>(res: APIResponse, what: string): Promise<T> {
  expect(res.status(), `${what} answers 200`).toBe(200);
  const body: unknown = await res.json();
  if (Array.isArray(body) || typeof body === 'number') return body as T;
  expect(body, `${what} succeeds`).toMatchObject({ errCode: 0, success: true });
  return (body as { data: T }).data;
}

/** The `data` of a successful REST GET (see restSuccessData). */
export async function restData<T>(request: APIRequestContext, url: string, token?: string): Promise<T> {
  const res = await request.get(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  return restSuccessData<T>(res, url);
}

/** Submits the filled /booking form, approves on the PayPal emulator and waits for /payment/success. */
export async function bookAndPay(page: Page) {
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/checkoutnow\?token=/);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/payment\/success/);
}

/**
 * As the signed-in stylist: opens /shift-stylist on `dayMs` and completes the booking of `customerEmail` at
 * `time` (e.g. '1:00 PM') through its confirmation dialog.
 */
/** Sets the e2e server's clock to `at` (epoch ms), or back to the real time with null (e2e/server.ts). */
export async function setServerClock(request: APIRequestContext, at: number | null): Promise<void> {
  const res = await request.post('/e2e/clock', { data: { at: at ?? 0 } });
  if (!res.ok()) throw new Error(`could not set the server's clock: ${res.status()}`);
}

export async function completeOnShift(page: Page, dayMs: number, customerEmail: string, time: string) {
  await page.goto('/shift-stylist');
  await pickSalonDay(page, /^Date/, dayMs);
  await expect(page.getByText(`Bookings for ${formatSalonDate(dayMs)}`)).toBeVisible();
  const booking = page.getByRole('row').filter({ hasText: customerEmail }).filter({ hasText: time });
  await booking.getByRole('button', { name: 'Complete' }).click();
  await page.getByRole('dialog', { name: 'Complete Booking' }).getByRole('button', { name: 'Complete' }).click();
  await expect(booking.getByRole('button', { name: 'Complete' })).toHaveCount(0);
}

/** What axe found on one page: every violation's rule, impact and how many elements. */
export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core (WCAG 2 A/AA and best-practice rules) on the page as it is now and fails on any serious or
 * critical violation, naming each rule and its elements. Returns every finding, whatever its impact.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<AxeFinding[]> {
  // A dialog fading in is half transparent: its colours read lighter than a person sees them once it is open.
  // Check the page as it settles, with every transition and animation finished.
  // (A spinner turns forever: only animations that end are waited for.)
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  const results = await new AxeBuilder({ page }).analyze();
  const findings = results.violations.map((v) => ({
    id: v.id,
    impact: v.impact ?? 'unknown',
    help: v.help,
    targets: v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)} ${n.failureSummary?.split('\n')[1] ?? ''}`),
  }));
  const blocking = findings.filter((f) => f.impact === 'serious' || f.impact === 'critical');
  if (process.env.AXE_REPORT) {
    const line = `${label}\t${blocking.length}\t${findings.map((f) => `${f.id}:${f.impact}:${f.targets.length}`).join(',') || '-'}\n`;
    appendFileSync(process.env.AXE_REPORT, line);
  }
  test.info().annotations.push({
    type: 'axe',
    description: `${label}: ${blocking.length} serious/critical, ${findings.length - blocking.length} other (${findings.map((f) => `${f.id}:${f.impact}`).join(', ') || 'none'})`,
  });
  // Soft: one run names every page's violations, not only the first page's.
  expect
    .soft(
      blocking.map((f) => `${f.id} (${f.impact}): ${f.help} — ${f.targets.slice(0, 5).join(' | ')}`),
      `serious or critical axe violations on ${label}`,
    )
    .toEqual([]);
  return findings;
}

/** Saves a screenshot of the page into SCREENSHOT_DIR when it is set (for a person to look at), else does nothing. */
export async function keepScreenshot(page: Page, name: string, fullPage = true): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage });
}

/** Waits until the page's data has loaded: its main heading is shown and no loader is left. */
export async function waitForPage(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByLabel('Loading', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
}

/**
 * Presses Tab until `target` has the keyboard focus (at most `limit` times), as a keyboard-only user reaches it.
 */
export async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/**
 * Does `act` (the booking's submit) and checks that `text` (its success toast) showed before the browser left for the
 * payment page. The toast shows for a moment before the page goes away, so the wait starts before the submit: a
 * loaded machine must not make the check look after the page has gone.
 */
export async function seenBeforeLeaving(page: Page, text: string, act: () => Promise<void>): Promise<void> {
  const seen = page.getByText(text).first().waitFor({ state: 'visible', timeout: 20_000 });
  await act();
  await seen;
}

/**
 * The input a tRPC call sent, read from its request (one call or a batch of one: `{ "0": input }`), so a browser
 * test asserts the instant and day the page sent, not only what the page shows after.
 */
export function trpcInputOf(request: Request): Record<string, unknown> {
  const body = request.postDataJSON() as Record<string, unknown> | null;
  const input = body && '0' in body ? body['0'] : body;
  if (!input || typeof input !== 'object') throw new Error(`no tRPC input in ${request.url()}`);
  return input as Record<string, unknown>;
}

/** Waits for the browser's call of a tRPC mutation (POST /trpc/<procedure>). */
export function mutationSent(page: Page, procedure: string): Promise<Request> {
  return page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname.split('/trpc/')[1]?.split(',').includes(procedure) === true,
  );
}
