import { formatSalonDate, messages } from '@hairsalon/shared';
import { expect, type Page, test } from '@playwright/test';
import {
  chooseOption,
  DEMO_PASSWORD,
  demo,
  expectNoSeriousA11yViolations,
  keepScreenshot,
  pickSalonDay,
  registerCustomer,
  restData,
  seenBeforeLeaving,
  signIn,
  specDay,
  uniqueEmail,
  waitForPage,
} from './support.js';

/** A 390×844 phone (the customer site must work from 360 to 430 px wide). */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const STYLIST = 'Minh Nguyen';

/** Nothing on the page is wider than the screen (no sideways scrolling, nothing pushed off the edge). */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ content: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(widths.content, 'page width').toBeLessThanOrEqual(widths.screen);
}

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'HairSalon' });
  await expect(drawer).toBeVisible();
  return drawer;
}

test('a visitor navigates the site from the burger menu', async ({ page }) => {
  await page.goto('/');
  await waitForPage(page);
  // The desktop links and Login button are not squeezed into the bar: they live in the menu.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Services' })).toBeHidden();
  await expectNoSidewaysScroll(page);
  let drawer = await openMenu(page);
  await expect(drawer.getByRole('link', { name: 'About' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Contact' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Login' })).toBeVisible();
  await keepScreenshot(page, 'phone-menu-guest', false);
  await expectNoSeriousA11yViolations(page, 'phone menu, signed out');
  await drawer.getByRole('link', { name: 'Services' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Services', level: 1 })).toBeVisible();

  drawer = await openMenu(page);
  await drawer.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-in customer finds the points and the account menu in the burger menu', async ({ page }) => {
  await signIn(page, demo.customer, DEMO_PASSWORD, /\/home$/);
  const drawer = await openMenu(page);
  await expect(drawer.getByText('Hello, Vo')).toBeVisible();
  await expect(drawer.getByTestId('points-badge')).toContainText(/\d+ points/);
  await keepScreenshot(page, 'phone-menu-customer', false);
  await expectNoSeriousA11yViolations(page, 'phone menu, signed in');
  await drawer.getByRole('link', { name: 'View Booking' }).click();
  await expect(page).toHaveURL(/\/order-history$/);
  await expect(drawer).toBeHidden();

  const again = await openMenu(page);
  await again.getByRole('link', { name: 'View Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const last = await openMenu(page);
  await last.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText(messages.session.logout)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a customer books on a phone with whole time labels, then sees the booking as a card with its actions', async ({ page }) => {
  const email = uniqueEmail('phone');
  await registerCustomer(page, { firstName: 'Mai', lastName: 'Phone', email, password: 'salon-pass-1' });
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email, 'salon-pass-1', /\/home$/);

  const day = specDay('phone');
  await page.goto('/booking');
  await waitForPage(page);
  await page.getByLabel('Phone number').fill('987651111');
  await chooseOption(page, /^Stylist/, STYLIST);
  await pickSalonDay(page, /^Date/, day);
  const slots = page.getByRole('group', { name: 'Time slots' });
  await expect(slots.getByRole('button')).toHaveCount(8);
  // Every label is whole: no button cuts its text ('10:0', '1:00' without PM).
  const cut = await slots.getByRole('button').evaluateAll(
    (buttons) =>
      buttons.filter((b) => {
        const label = b.querySelector('.mantine-Button-label') ?? b;
        return label.scrollWidth > label.clientWidth + 1;
      }).length,
  );
  expect(cut).toBe(0);
  await expectNoSidewaysScroll(page);
  await keepScreenshot(page, 'phone-booking-slots');
  await slots.getByRole('button', { name: '10:00 AM', exact: true }).click();
  await chooseOption(page, 'Service 1', /^Haircut & Styling/);
  await expect(page.getByTestId('booking-total')).toHaveText('$25.00');
  await expectNoSeriousA11yViolations(page, '/booking on a phone');
  await seenBeforeLeaving(page, messages.booking.success, () => page.getByRole('button', { name: 'Book Now' }).click());
  await expect(page).toHaveURL(/\/checkoutnow\?token=/);
  // Back without paying: the booking is pending, with Pay now and Cancel in view on its card.
  await page.goto('/order-history');
  await waitForPage(page);
  const card = page.getByRole('listitem').filter({ hasText: `${formatSalonDate(day)} 10:00 AM` });
  await expect(card).toContainText('Haircut & Styling');
  await expect(card).toContainText('Pending');
  await expect(card.getByRole('button', { name: 'Cancel' })).toBeInViewport();
  await expect(card.getByRole('link', { name: 'Pay now' })).toBeInViewport();
  await expectNoSidewaysScroll(page);
  await keepScreenshot(page, 'phone-order-history');
  await expectNoSeriousA11yViolations(page, '/order-history on a phone');
  await card.getByRole('link', { name: 'Pay now' }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/payment\/success/);
  await expect(page.getByText(messages.payment.success)).toBeVisible();
  await page.goto('/order-history');
  await expect(page.getByRole('listitem').filter({ hasText: `${formatSalonDate(day)} 10:00 AM` })).toContainText('Confirm');
});

test('every customer page passes axe at 390 px and fits a 360 px screen', async ({ page }) => {
  // Eleven pages, each loaded and checked by axe at two widths.
  test.setTimeout(180_000);
  const services = await restData<Array<{ id: number }>>(page.request, '/api/get-all-services');
  const first = services[0];
  if (!first) throw new Error('The demo salon has no services');
  const check = async (path: string, who: string) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await waitForPage(page);
    await keepScreenshot(page, `phone-${who}${path.replace(/\//g, '-')}`);
    await expectNoSeriousA11yViolations(page, `${path} on a phone, ${who}`);
    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoSidewaysScroll(page);
  };
  for (const path of [
    '/',
    '/services',
    `/services/${first.id}`,
    '/about',
    '/contact',
    '/booking',
    '/login',
    '/register',
    '/forgot-password',
    '/not-found',
  ]) {
    await check(path, 'guest');
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, demo.customer, DEMO_PASSWORD, /\/home$/);
  for (const path of ['/home', '/booking', '/order-history', '/profile']) await check(path, 'customer');
});
