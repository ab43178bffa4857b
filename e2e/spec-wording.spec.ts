import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, demo, registerCustomer, signIn, uniqueEmail } from './support.js';

/**
 * What a person sees in each situation is the spec's own text (spec §5 and §8). The texts are typed here as the
 * spec writes them, never taken from `messages`: a reworded message fails here even though the tests that compare
 * with the constant still pass.
 */

/** The form's error texts and toasts, exactly (getByText matches the whole text). */
const shown = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

test('the register form submitted empty shows each field’s spec text, and a registration says so', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  for (const text of [
    'Enter your first name',
    'Enter your last name',
    'Enter your email address',
    'Enter your password',
    'Confirm your password',
  ]) {
    await expect(shown(page, text)).toBeVisible();
  }
  await expect(page).toHaveURL(/\/register$/);

  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('ab12');
  await page.getByLabel('Confirm password').fill('ab13');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(shown(page, 'Invalid email address')).toBeVisible();
  await expect(shown(page, 'Password must be at least 6 characters long')).toBeVisible();
  await expect(shown(page, 'Passwords do not match')).toBeVisible();

  await registerCustomer(page, { firstName: 'Quyen', lastName: 'Mai', email: uniqueEmail('wording'), password: 'salon-pass-1' });
  await expect(shown(page, 'Register Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the login form: empty, an inactive account, a sign-in and a logout show the spec texts', async ({ page, request }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(shown(page, 'Email is required')).toBeVisible();
  await expect(shown(page, 'Password is required')).toBeVisible();

  // An account the admin has deactivated.
  const email = uniqueEmail('inactive-words');
  await registerCustomer(page, { firstName: 'Ina', lastName: 'Active', email, password: 'salon-pass-1' });
  await expect(page).toHaveURL(/\/login$/);
  const login = async (who: string, password: string) =>
    (await (await request.post('/api/login', { data: { email: who, password } })).json()) as { accessToken: string; id: number };
  const admin = await login(demo.admin, DEMO_PASSWORD);
  const customer = await login(email, 'salon-pass-1');
  const changed = await request.put(`/api/change-user-status?id=${customer.id}`, {
    headers: { authorization: `Bearer ${admin.accessToken}` },
  });
  expect(changed.status()).toBe(200);
  await signIn(page, email, 'salon-pass-1');
  await expect(shown(page, 'Your account is inactive. Please contact support.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, demo.customer, DEMO_PASSWORD, /\/home$/);
  await expect(shown(page, 'Login successful')).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(shown(page, 'Logout successful')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a session that cannot be renewed ends with the spec’s expiry text', async ({ page }) => {
  await signIn(page, demo.customer, DEMO_PASSWORD, /\/home$/);
  await page.evaluate(() => {
    localStorage.setItem('hairSalonToken', 'not-a-valid-token');
    localStorage.setItem('hairSalonRefreshToken', 'not-a-valid-refresh-token');
  });
  await page.goto('/profile');
  await expect(shown(page, 'Hết hạn đăng nhập. Vui lòng đăng nhập lại!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
