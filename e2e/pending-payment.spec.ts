import { formatSalonDate, messages } from '@hairsalon/shared';
import { expect, test } from '@playwright/test';
import { bookThroughForm, registerCustomer, signIn, specDay, uniqueEmail } from './support.js';

/**
 * Issue 22 item 3: a customer who left PayPal's page without paying sees the booking waiting for payment in the order
 * history, with the time its hold has left, and pays it through "Pay now": the same order, and the booking is confirmed.
 */
test('a customer who left PayPal without paying pays the pending booking from the order history', async ({ page }) => {
  const day = specDay('pendingPayment');
  const email = uniqueEmail('paylater');
  await registerCustomer(page, { firstName: 'Pham', lastName: 'Later', email, password: 'salon-pass-1' });
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email, 'salon-pass-1', /\/home$/);

  await bookThroughForm(page, { stylist: 'Minh Nguyen', dayMs: day, time: '11:00 AM', services: [/^Haircut & Styling/] });
  // A new account has no phone number on its profile yet.
  await page.getByLabel('Phone number').fill('912345678');
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/checkoutnow\?token=/);
  await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
  const approvalUrl = page.url();

  // Back from PayPal's page without paying.
  await page.goBack();
  await expect(page).toHaveURL(/\/booking/);

  await page.goto('/order-history');
  const row = page.getByRole('row').filter({ hasText: `${formatSalonDate(day)} 11:00 AM` });
  await expect(row).toContainText('Pending');
  await expect(row.getByText(/^Waiting for payment: 1[45] minutes left$/)).toBeVisible();
  await row.getByRole('link', { name: 'Pay now' }).click();

  // The same PayPal order the booking opened.
  await expect(page).toHaveURL(approvalUrl);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/payment\/success/);
  await expect(page.getByText(messages.payment.success)).toBeVisible();

  await page.goto('/order-history');
  await expect(row).toContainText('Confirm');
  await expect(row.getByText(/Waiting for payment/)).toHaveCount(0);
  await expect(row.getByRole('link', { name: 'Pay now' })).toHaveCount(0);
});
