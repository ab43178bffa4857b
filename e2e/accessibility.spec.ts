import { salonToday, slotStartMs, TIME_SLOTS } from '@hairsalon/shared';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, demo, expectNoSeriousA11yViolations, keepScreenshot, restData, signIn, waitForPage } from './support.js';

/**
 * axe-core on every page, for every role, at 1280×800: no serious or critical violation. Each page is checked
 * once its data has loaded (the state a user reads); screenshots are kept when SCREENSHOT_DIR is set.
 */
test.use({ viewport: { width: 1280, height: 800 } });
// Each test walks a whole area (a dozen pages or more, axe on each): more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

async function serviceId(page: Page): Promise<number> {
  const services = await restData<Array<{ id: number; name: string }>>(page.request, '/api/get-all-services');
  const haircut = services.find((s) => s.name === 'Haircut & Styling') ?? services[0];
  if (!haircut) throw new Error('The demo salon has no services');
  return haircut.id;
}

async function checkPages(page: Page, role: string, paths: string[]) {
  for (const path of paths) {
    await page.goto(path);
    await waitForPage(page);
    const name = `${role}${path.replace(/[/?=&]+/g, '-').replace(/-$/, '') || '-root'}`;
    await keepScreenshot(page, `desktop-${name}`);
    await expectNoSeriousA11yViolations(page, `${path} as ${role}`);
  }
}

test('every public page, signed out', async ({ page }) => {
  const id = await serviceId(page);
  await checkPages(page, 'guest', [
    '/',
    '/home',
    '/services',
    `/services/${id}`,
    '/services/99999',
    '/about',
    '/contact',
    '/booking',
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password/not-a-real-token',
    '/payment/success',
    '/payment/cancel?token=ORDER-1',
    '/payment/cancel',
    '/not-found',
  ]);
});

test('every customer page, and the open account menu and dialogs', async ({ page }) => {
  await signIn(page, demo.customer, DEMO_PASSWORD, /\/home$/);
  const id = await serviceId(page);
  await checkPages(page, 'customer', [
    '/home',
    '/services',
    `/services/${id}`,
    '/about',
    '/contact',
    '/booking',
    '/order-history',
    '/payment/success',
    '/payment/cancel?token=ORDER-1',
    '/profile',
  ]);
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expectNoSeriousA11yViolations(page, '/profile (editing) as customer');
  await page.goto('/home');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'View Profile' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'account menu as customer');
  // The order history's dialogs: reschedule, cancel and feedback (the demo customer has a booking for each).
  for (const action of ['Reschedule', 'Cancel', 'Feedback']) {
    await page.goto('/order-history');
    await waitForPage(page);
    await page.getByRole('button', { name: action, exact: true }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousA11yViolations(page, `${action} dialog on /order-history`);
  }
});

test('every admin page, with the create dialogs open', async ({ page }) => {
  await signIn(page, demo.admin, DEMO_PASSWORD, /\/dashboard$/);
  await checkPages(page, 'admin', ['/dashboard', '/service-management', '/stylist-management', '/users-management', '/profile']);
  await page.goto('/service-management');
  await page.getByRole('button', { name: 'Create Service' }).click();
  await expect(page.getByRole('dialog', { name: 'Create Service' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Create Service dialog');
  await page.goto('/stylist-management');
  await page.getByRole('button', { name: 'Create Stylist' }).click();
  await expect(page.getByRole('dialog', { name: 'Create Stylist' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Create Stylist dialog');
  await page.goto('/dashboard');
  await waitForPage(page);
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await expect(page.getByTestId('admin-sidebar')).toHaveAttribute('data-collapsed', 'true');
  await expectNoSeriousA11yViolations(page, '/dashboard with the sidebar collapsed');
});

test('every staff page', async ({ page }) => {
  await signIn(page, demo.staff, DEMO_PASSWORD, /\/staff-management$/);
  await checkPages(page, 'staff', ['/staff-management', '/schedule-management', '/profile']);
  await page.goto('/schedule-management');
  await page.getByRole('button', { name: 'Create Schedule' }).click();
  await expect(page.getByRole('dialog', { name: 'Create Schedule' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Create Schedule dialog');
});

test('the front desk pages and dialogs', async ({ page }) => {
  // Axe over the calendar (a table of every stylist's slots) takes a while on a shared machine.
  test.slow();
  await signIn(page, demo.staff, DEMO_PASSWORD, /\/staff-management$/);
  // The calendar's line at the current time (red, with its label) shows only while the salon's day is under way: the
  // page's clock is set to half past one today, so that axe always checks it, whatever the hour of the run.
  const slot = TIME_SLOTS.find((s) => s.keyMap === 'T4') ?? TIME_SLOTS[0];
  await page.clock.setFixedTime(slotStartMs(salonToday(), slot) + 30 * 60_000);
  await page.goto('/front-desk');
  await expect(page.getByTestId('now-line')).toBeVisible();
  await checkPages(page, 'staff', ['/front-desk', '/time-off']);
  await page.goto('/front-desk');
  await page.getByTestId('calendar-booking').first().click();
  await expect(page.getByRole('dialog', { name: /^Booking #/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'booking details dialog');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Next day' }).click();
  await page
    .getByRole('button', { name: /Book .*, / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'New booking at the desk' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'walk-in dialog');
  await page.keyboard.press('Escape');
  await page.getByText('Week', { exact: true }).click();
  await expect(page.getByRole('table', { name: 'Week calendar' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'week calendar');
});

test('every stylist page', async ({ page }) => {
  await signIn(page, demo.stylist, DEMO_PASSWORD, /\/shift-stylist$/);
  await checkPages(page, 'stylist', ['/shift-stylist', '/salary-stylist', '/profile']);
});

test('the public pages, as each back-office role', async ({ page }) => {
  for (const [role, email, landing] of [
    ['admin', demo.admin, /\/dashboard$/],
    ['staff', demo.staff, /\/staff-management$/],
    ['stylist', demo.stylist, /\/shift-stylist$/],
  ] as const) {
    await signIn(page, email, DEMO_PASSWORD, landing);
    await checkPages(page, role, ['/', '/services', '/about', '/contact', '/payment/cancel?token=ORDER-1']);
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
  }
});

test('the box saying a page could not be loaded is readable (AA contrast), with its retry', async ({ page }) => {
  // The services list fails on the server: the page shows its error box instead.
  await page.route(/\/trpc\/[^?]*service\.list/, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { json: { message: 'Server Error', code: -32603, data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 } } },
      }),
    }),
  );
  await page.goto('/services');
  const box = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
  await expect(box).toBeVisible({ timeout: 20_000 });
  await expect(box.getByRole('button', { name: 'Try again' })).toBeVisible();
  await keepScreenshot(page, 'desktop-page-load-failed', false);
  const findings = await expectNoSeriousA11yViolations(page, 'a page that could not be loaded');
  expect(findings.filter((f) => f.id === 'color-contrast')).toEqual([]);
});
