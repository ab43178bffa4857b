import { formatSalonDate, messages, salonToday, zoneShortName } from '@hairsalon/shared';
import { expect, type Page, test } from '@playwright/test';
import { chooseOption, DEMO_PASSWORD, demo, keepScreenshot, signIn } from './support.js';

/**
 * The back office of the demo chain (issue 24): the admin switches the dashboard and the front desk between Ho Chi
 * Minh City, Sydney and the whole chain, each location's stylists and bookings on its own clock; Sydney's staff see
 * Sydney only, their location named in the header and no picker. At 390 px too.
 */
const SYDNEY = 'HairSalon Sydney';
const HCMC = 'HairSalon Ho Chi Minh City';
const SYDNEY_ZONE = 'Australia/Sydney';
const PAGE_SHOWN = { timeout: 30_000 };
const sydneyStaff = 'staff.sydney@hairsalon.local';

const picker = (page: Page) => page.getByRole('combobox', { name: 'Location' });
const bookingCount = async (page: Page) => {
  await expect(page.getByTestId('booking-value')).toHaveText(/^\d+$/);
  return Number(await page.getByTestId('booking-value').textContent());
};

async function chooseLocation(page: Page, name: string) {
  await chooseOption(page, 'Location', name);
  await expect(picker(page)).toHaveValue(name);
}

/**
 * On the dashboard: chooses a location and answers its bookings count as the server sent it (other specs may have
 * booked there too, so the count is the server's, and the card must show it).
 */
async function chooseLocationTotals(page: Page, name: string): Promise<number> {
  // The totals asked for this location (not an earlier answer still on its way): its id is in the request's input.
  const listed = (await (await page.request.get('/trpc/location.list')).json()) as { result: { data: { id: number; name: string }[] } };
  const id = listed.result.data.find((location) => location.name === name)?.id;
  const answer = page.waitForResponse(
    (response) => response.url().includes('dashboard.totals') && decodeURIComponent(response.url()).includes(`"locationId":${id}`),
  );
  await chooseLocation(page, name);
  const body = (await (await answer).json()) as { result?: { data?: { totalBookings?: number } } }[];
  const totals = body.find((entry) => typeof entry.result?.data?.totalBookings === 'number');
  return totals?.result?.data?.totalBookings ?? -1;
}

/** The day calendar's stylist columns, by the names in its header row. */
async function calendarStylists(page: Page) {
  const table = page.getByRole('table', { name: 'Day calendar' });
  await expect(table).toBeVisible();
  return table.locator('thead th').allInnerTexts();
}

test('the admin switches the dashboard and the front desk between the chain’s locations, each on its own clock', async ({ page }) => {
  await signIn(page, demo.admin, DEMO_PASSWORD, /\/dashboard$/);
  await expect(picker(page)).toHaveValue(HCMC, PAGE_SHOWN);
  const hcmcBookings = await bookingCount(page);

  // Sydney's demo bookings (four walk-ins and phone bookings of guests, and any other spec's bookings there), and its
  // paid ones among the sales.
  const sydneyBookings = await chooseLocationTotals(page, SYDNEY);
  expect(sydneyBookings).toBeGreaterThanOrEqual(4);
  await expect(page.getByTestId('booking-value')).toHaveText(String(sydneyBookings));
  await expect(page.getByRole('list', { name: 'Recent sales' })).toContainText('Noah Brown');
  await keepScreenshot(page, 'locations-office-dashboard-sydney');

  await chooseLocation(page, 'Whole chain');
  await expect(page.getByTestId('booking-value')).toHaveText(String(hcmcBookings + sydneyBookings));

  // The front desk is a chain admin's page too; with no chain view it shows the first location.
  await page.getByRole('link', { name: 'Calendar' }).click();
  await expect(page).toHaveURL(/\/front-desk$/);
  await expect(picker(page)).toHaveValue(HCMC, PAGE_SHOWN);
  await expect(page.getByTestId('office-zone-note')).toContainText(`${HCMC}'s local time (GMT+7)`);
  expect((await calendarStylists(page)).join(' ')).toContain('Lan Tran');

  await chooseLocation(page, SYDNEY);
  const sydneyToday = salonToday(Date.now(), SYDNEY_ZONE);
  await expect(page.getByTestId('calendar-title')).toContainText(`${formatSalonDate(sydneyToday, SYDNEY_ZONE)} · Today`);
  await expect(page.getByTestId('office-zone-note')).toContainText(`(${zoneShortName(Date.now(), SYDNEY_ZONE)})`);
  await expect.poll(async () => (await calendarStylists(page)).join(' ')).toContain('Olivia Smith');
  const names = (await calendarStylists(page)).join(' ');
  expect(names).toContain('Jack Wilson');
  expect(names).not.toContain('Lan Tran');
  // Tomorrow on Sydney's calendar: Ava Taylor's phone booking at 9:00 AM with Olivia Smith, Sydney's wall clock.
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(page.getByTestId('calendar-title')).not.toContainText('Today');
  await expect(page.getByRole('button', { name: /^Ava Taylor .*Olivia Smith, .*9:00 AM/ })).toBeVisible();
  await keepScreenshot(page, 'locations-office-front-desk-sydney');

  // The choice is remembered across pages: the bookings list opens on Sydney, its day on Sydney's calendar.
  await page.getByRole('link', { name: 'Booking' }).click();
  await expect(page).toHaveURL(/\/staff-management$/);
  await expect(picker(page)).toHaveValue(SYDNEY, PAGE_SHOWN);
  await expect(page.getByRole('heading', { name: `Bookings for ${formatSalonDate(sydneyToday, SYDNEY_ZONE)}` })).toBeVisible();
});

test('Sydney’s staff see only Sydney’s stylists, their location named, without a picker', async ({ page }) => {
  await signIn(page, sydneyStaff, DEMO_PASSWORD, /\/staff-management$/);
  await expect(page.getByTestId('staff-sidebar').getByTestId('own-location')).toHaveText(`Location: ${SYDNEY}`, PAGE_SHOWN);
  await expect(picker(page)).toHaveCount(0);

  await page.getByRole('link', { name: 'Schedule' }).click();
  await page.getByRole('combobox', { name: 'Stylist' }).first().click();
  await expect(page.getByRole('option')).toHaveText(['Olivia Smith', 'Jack Wilson']);
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Calendar' }).click();
  await expect(page.getByTestId('office-zone-note')).toContainText(SYDNEY, PAGE_SHOWN);
  await expect.poll(async () => (await calendarStylists(page)).join(' ')).toContain('Olivia Smith');
  expect((await calendarStylists(page)).join(' ')).not.toContain('Lan Tran');

  await page.getByRole('link', { name: 'Time off' }).click();
  await page.getByRole('combobox', { name: 'Stylist' }).click();
  await expect(page.getByRole('option')).toHaveText(['Olivia Smith', 'Jack Wilson']);
});

test('the admin moves Sydney’s staff member to Ho Chi Minh City and back, from the users table', async ({ page }) => {
  await signIn(page, demo.admin, DEMO_PASSWORD, /\/dashboard$/);
  await page.goto('/users-management');
  await page.getByRole('textbox', { name: 'Search by name' }).fill('Chloe Staff');
  const picker = page.getByRole('combobox', { name: 'Location of Chloe Staff' });
  await expect(picker).toHaveValue(SYDNEY, PAGE_SHOWN);
  for (const to of [HCMC, SYDNEY]) {
    await picker.click();
    await page.getByRole('option', { name: to }).click();
    await expect(page.getByText(messages.location.moved).first()).toBeVisible();
    await expect(picker).toHaveValue(to);
  }
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  const fitsScreen = async (page: Page) => {
    const widths = await page.evaluate(() => {
      const root = document.scrollingElement ?? document.documentElement;
      return { content: root.scrollWidth, screen: root.clientWidth };
    });
    expect(widths.content).toBeLessThanOrEqual(widths.screen);
  };

  test('the admin’s picker fits a 390 px screen on the dashboard and the front desk', async ({ page }) => {
    await signIn(page, demo.admin, DEMO_PASSWORD, /\/dashboard$/);
    await expect(picker(page)).toBeVisible(PAGE_SHOWN);
    const box = await picker(page).boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(36);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    const sydneyBookings = await chooseLocationTotals(page, SYDNEY);
    expect(sydneyBookings).toBeGreaterThanOrEqual(4);
    await expect(page.getByTestId('booking-value')).toHaveText(String(sydneyBookings));
    await fitsScreen(page);
    await page.screenshot({ path: '/tmp/shots-locations-office-390-dashboard.png', fullPage: true });

    await page.goto('/front-desk');
    await expect(picker(page)).toHaveValue(SYDNEY, PAGE_SHOWN);
    // One stylist's column at a time on a phone, chosen among Sydney's.
    const stylists = page.getByTestId('calendar-stylist-picker');
    await expect(stylists.locator('option')).toHaveText(['Olivia Smith', 'Jack Wilson']);
    await fitsScreen(page);
    await page.screenshot({ path: '/tmp/shots-locations-office-390-front-desk.png', fullPage: true });
  });

  test('Sydney’s staff see their location in the top bar and Sydney’s stylists', async ({ page }) => {
    await signIn(page, sydneyStaff, DEMO_PASSWORD, /\/staff-management$/);
    await expect(page.getByTestId('staff-top-bar').getByTestId('own-location')).toHaveText(`Location: ${SYDNEY}`, PAGE_SHOWN);
    await page.goto('/front-desk');
    await expect(page.getByTestId('calendar-stylist-picker').locator('option')).toHaveText(['Olivia Smith', 'Jack Wilson'], PAGE_SHOWN);
    await fitsScreen(page);
    await page.screenshot({ path: '/tmp/shots-locations-office-390-staff.png', fullPage: true });
  });
});
