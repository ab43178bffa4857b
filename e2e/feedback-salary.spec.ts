import { formatSalonDate, messages, salonDateParts, slotStartMs } from '@hairsalon/shared';
import { expect, test } from '@playwright/test';
import {
  bookAndPay,
  bookThroughForm,
  completeOnShift,
  DEMO_PASSWORD,
  demo,
  registerCustomer,
  restData,
  setServerClock,
  signIn,
  signOut,
  specDay,
  uniqueEmail,
} from './support.js';

const STYLIST = 'Minh Nguyen';
const HAIRCUT = 'Haircut & Styling';
const FEEDBACK_TIME = '1:00 PM';

test('a customer leaves feedback on a completed booking and sees it first on the service page', async ({ page, request, browser }) => {
  const day = specDay('feedback');
  const customer = { firstName: 'Phuong', lastName: 'Dinh', email: uniqueEmail('feedback'), password: 'salon-pass-1' };
  const comment = `Lovely cut, thank you! (${Date.now().toString(36)})`;

  // A fresh customer books a haircut and pays on the PayPal emulator.
  await registerCustomer(page, customer);
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, customer.email, customer.password, /\/home$/);
  await bookThroughForm(page, { stylist: STYLIST, dayMs: day, time: FEEDBACK_TIME, services: [/^Haircut & Styling/] });
  await page.getByLabel('Phone number').fill('987651234');
  await bookAndPay(page);
  await expect(page.getByText(messages.payment.success)).toBeVisible();

  // Confirmed, not yet completed: no feedback offered.
  await page.goto('/order-history');
  const row = page.getByRole('row').filter({ hasText: `${formatSalonDate(day)} ${FEEDBACK_TIME}` });
  await expect(row).toContainText('Confirm');
  await expect(row.getByRole('button', { name: 'Feedback' })).toHaveCount(0);
  await signOut(page);

  // The stylist completes it on their shift once it has started (a minute in), in a browser and on a server whose
  // clocks are at that time; the customer's own browser keeps the real time.
  const started = slotStartMs(day, { startMinutes: 13 * 60 }) + 60_000;
  const shift = await browser.newContext();
  const stylistPage = await shift.newPage();
  await stylistPage.clock.setFixedTime(started);
  await setServerClock(request, started);
  try {
    await signIn(stylistPage, demo.stylist, DEMO_PASSWORD, /\/shift-stylist$/);
    await completeOnShift(stylistPage, day, customer.email, FEEDBACK_TIME);
  } finally {
    await setServerClock(request, null);
    await shift.close();
  }

  // The customer reviews the service.
  await signIn(page, customer.email, customer.password, /\/home$/);
  await page.goto('/order-history');
  await expect(row).toContainText('Complete');
  await row.getByRole('button', { name: 'Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave Feedback' });
  await expect(dialog).toContainText(HAIRCUT);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText(messages.feedback.ratingRequired)).toBeVisible();
  await expect(dialog.getByText(messages.feedback.commentRequired)).toBeVisible();
  // The star's label sets the rating (the radio input itself is visually hidden).
  const fiveStars = dialog.getByRole('radio', { name: '5 stars' });
  await dialog.locator(`label[for="${await fiveStars.getAttribute('id')}"]`).click();
  await dialog.getByLabel('Comment').fill(comment);
  await page.screenshot({ path: test.info().outputPath('feedback-dialog.png') });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(messages.feedback.created)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Feedback sent');
  await expect(row.getByRole('button', { name: 'Feedback' })).toHaveCount(0);

  // The service page lists it first, newest first.
  const services = await restData<Array<{ id: number; name: string }>>(request, '/api/get-all-services');
  const haircut = services.find((s) => s.name === HAIRCUT);
  if (!haircut) throw new Error('The demo salon has no haircut service');
  await page.goto(`/services/${haircut.id}`);
  const first = page.getByTestId('feedback-item').first();
  await expect(first).toContainText(comment);
  await expect(first).toContainText(`${customer.firstName} ${customer.lastName}`);
  await expect(first.getByLabel('5 out of 5 stars')).toBeVisible();
});

test('the admin creates and pays a salary for a month without one, and the stylist sees it as Paid', async ({ page }) => {
  // The demo salon has salaries for the two months before this one: this month has none yet.
  const { month, year } = salonDateParts(Date.now());
  const mm = String(month).padStart(2, '0');

  await signIn(page, demo.admin, DEMO_PASSWORD, /\/dashboard$/);
  await page.goto('/stylist-management');
  const row = page.getByRole('table', { name: 'Stylists' }).getByRole('row').filter({ hasText: demo.stylist });
  await expect(row).toContainText('Minh');
  await expect(row).not.toContainText(`${mm}/${year}`);

  await row.getByRole('button', { name: 'Create Salary' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Salary for Stylist' });
  await dialog.getByLabel('Month').fill('13');
  await dialog.getByLabel('Year').fill('3026');
  await dialog.getByRole('button', { name: 'Create Salary' }).click();
  await expect(dialog.getByText(messages.salary.monthInvalid)).toBeVisible();
  await expect(dialog.getByText(messages.salary.yearInvalid)).toBeVisible();
  await dialog.getByLabel('Month').fill(mm);
  await dialog.getByLabel('Year').fill(String(year));
  await dialog.getByRole('button', { name: 'Create Salary' }).click();
  await expect(page.getByText(messages.salary.created)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(`${mm}/${year}`);

  await row.getByRole('button', { name: 'Pay' }).click();
  const confirm = page.getByRole('dialog', { name: 'Transfer Salary' });
  await expect(confirm).toContainText(/Transfer \$\d+\.\d{2} to Minh Nguyen\?/);
  await confirm.getByRole('button', { name: 'Transfer' }).click();
  await expect(page.getByText('Salary paid successfully')).toBeVisible();
  await expect(row.getByRole('cell').last()).toHaveText(formatSalonDate(Date.now()));
  await expect(row.getByRole('button', { name: 'Pay' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('stylist-table.png'), fullPage: true });
  await signOut(page);

  await signIn(page, demo.stylist, DEMO_PASSWORD, /\/shift-stylist$/);
  await page.goto('/salary-stylist');
  const salary = page
    .getByRole('table', { name: 'Salary For Stylist' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: String(month), exact: true }) })
    .filter({ has: page.getByRole('cell', { name: String(year), exact: true }) });
  await expect(salary).toHaveCount(1);
  await expect(salary.getByRole('cell', { name: 'Paid', exact: true })).toBeVisible();
});
