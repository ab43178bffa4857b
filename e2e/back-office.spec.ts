import { messages } from '@hairsalon/shared';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, demo, pickSalonDay, restData, restSuccessData, signIn, specDay, uniqueEmail, unscheduledDay } from './support.js';

/** '$1234.50' → 1234.5 */
const dollars = (text: string) => Number(text.replace(/[$,]/g, ''));

/** The four cards once they have finished loading. */
async function readCards(page: Page) {
  const cards = {
    revenue: page.getByTestId('total-revenue-value'),
    users: page.getByTestId('subscriptions-value'),
    bookings: page.getByTestId('booking-value'),
    feedback: page.getByTestId('feedback-value'),
  };
  for (const card of Object.values(cards)) await expect(card).not.toHaveText('Loading...');
  return {
    totalRevenue: dollars((await cards.revenue.textContent()) ?? ''),
    totalUsers: Number(await cards.users.textContent()),
    totalBookings: Number(await cards.bookings.textContent()),
    totalFeedback: Number(await cards.feedback.textContent()),
  };
}

/** What the database says, through the spec's four dashboard calls with the admin's bearer token. */
async function totalsFromApi(request: APIRequestContext, token: string) {
  const [totalUsers, totalRevenue, totalBookings, totalFeedback] = await Promise.all(
    ['/api/total-users', '/api/revenue', '/api/total-bookings', '/api/total-feedback'].map((url) => restData<number>(request, url, token)),
  );
  return { totalUsers, totalRevenue, totalBookings, totalFeedback };
}

/** A free slot on this spec's days (SPEC_DAYS) with any stylist, found through the public REST calls. */
async function findFreeSlot(request: APIRequestContext) {
  const stylists = await restData<Array<{ id: number }>>(request, '/api/get-all-stylist');
  for (let n = 0; n < 2; n++) {
    const date = specDay('backOffice', n);
    for (const stylist of stylists) {
      const slots = await restData<Array<{ timeType: string; statusTime: string; past: boolean }>>(
        request,
        `/api/get-schedule-stylist-by-date?stylistId=${stylist.id}&date=${date}`,
      );
      const free = slots.find((s) => s.statusTime === 'enable' && !s.past);
      if (free) return { stylistId: stylist.id, date, timeType: free.timeType };
    }
  }
  throw new Error('No free slot on the days of this spec');
}

test('the dashboard totals follow the database when a booking is paid', async ({ page, browser, request }) => {
  await signIn(page, demo.admin, DEMO_PASSWORD, /\/dashboard$/);
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent Sales' })).toBeVisible();
  await expect(page.getByText(/^\d+ sales this month$/)).toBeVisible();
  const token = String(await page.evaluate(() => localStorage.getItem('hairSalonToken')));

  const before = await readCards(page);
  expect(before).toEqual(await totalsFromApi(request, token));

  // A guest books a service through the REST API and pays on the PayPal emulator, in a browser of their own.
  const slot = await findFreeSlot(request);
  const services = await restData<Array<{ id: number; price: number }>>(request, '/api/get-all-services');
  const service = services[0];
  if (!service) throw new Error('The demo salon has no services');
  const email = uniqueEmail('dashboard');
  const booked = await request.post('/api/customer-book-appointment', {
    form: {
      phone: '912345678',
      fullName: 'Dash Board',
      email,
      stylistId: String(slot.stylistId),
      date: String(slot.date),
      timeType: slot.timeType,
      'serviceIds[]': String(service.id),
      pointsToUse: '0',
      usePoints: 'false',
    },
  });
  const { approvalUrl, amount } = await restSuccessData<{ approvalUrl: string; amount: number }>(booked, 'the booking');
  expect(amount).toBeCloseTo(service.price, 2);

  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  await guestPage.goto(approvalUrl);
  await guestPage.getByRole('button', { name: 'Approve' }).click();
  await expect(guestPage).toHaveURL(/\/payment\/success/);
  await expect(guestPage.getByText(messages.payment.success)).toBeVisible();
  await guest.close();

  // Back on the dashboard: revenue up by the amount, one more booking, the sale listed first.
  await page.reload();
  await expect(page.getByTestId('booking-value')).toHaveText(String(before.totalBookings + 1));
  await expect(page.getByTestId('total-revenue-value')).toHaveText(`$${(before.totalRevenue + amount).toFixed(2)}`);
  const after = await readCards(page);
  expect(after).toEqual(await totalsFromApi(request, token));
  expect(after.totalUsers).toBe(before.totalUsers);
  expect(after.totalFeedback).toBe(before.totalFeedback);
  const firstSale = page.getByRole('list', { name: 'Recent sales' }).getByRole('listitem').first();
  await expect(firstSale).toContainText('Dash Board');
  await expect(firstSale).toContainText(email);
  await expect(firstSale).toContainText(`+$${amount.toFixed(2)}`);
  await page.screenshot({ path: test.info().outputPath('dashboard.png'), fullPage: true });
});

test('the stylist sees their salaries, paid and not paid', async ({ page }) => {
  await signIn(page, demo.stylist, DEMO_PASSWORD, /\/shift-stylist$/);
  await page.getByRole('link', { name: 'Salary' }).click();
  await expect(page).toHaveURL(/\/salary-stylist$/);
  await expect(page).toHaveTitle('Salary For Stylist · HairSalon');
  await expect(page.getByRole('heading', { name: 'Salary For Stylist' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Salary For Stylist' });
  await expect(table.getByText('A list of your recent services')).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Paid', exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Not Paid', exact: true }).first()).toBeVisible();
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow.getByRole('cell').first()).toHaveText(/^\$\d+\.\d{2}$/);
  await expect(firstRow.getByRole('cell').last()).toHaveText(/^\d{2}-\d{2}-\d{4}$/);
  await page.screenshot({ path: test.info().outputPath('salary.png'), fullPage: true });
});

test('staff add one time slot and are told so in the singular', async ({ page }) => {
  const day = unscheduledDay();
  await signIn(page, demo.staff, DEMO_PASSWORD, /\/staff-management$/);
  await page.goto('/schedule-management');
  await page.getByRole('button', { name: 'Create Schedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Schedule' });
  await dialog.getByRole('combobox', { name: /^Stylist/ }).click();
  await page.getByRole('option', { name: 'Minh Nguyen' }).click();
  await pickSalonDay(page, /^Date/, day, dialog);
  await dialog.getByText('9:00 AM', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('1 time slot created.')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('the admin creates a staff account and is told so', async ({ page }) => {
  await signIn(page, demo.admin, DEMO_PASSWORD, /\/dashboard$/);
  await page.goto('/users-management');
  await page.getByRole('button', { name: 'Create Staff' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Staff' });
  await dialog.getByLabel('First name').fill('Lan');
  await dialog.getByLabel('Last name').fill(`Desk${Date.now().toString(36)}`);
  await dialog.getByLabel('Email').fill(uniqueEmail('staff'));
  await dialog.getByLabel('Phone number').fill('912340000');
  await dialog.getByRole('textbox', { name: 'Password' }).fill('salon-pass-1');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(messages.staffOrStylist.staffCreated)).toBeVisible();
  await expect(dialog).toBeHidden();
});
