import { messages } from '@hairsalon/shared';
import { expect, test } from '@playwright/test';
import { SignJWT } from 'jose';
import { DEMO_PASSWORD, demo, registerCustomer, signIn, uniqueEmail } from './support.js';

test('a visitor registers, signs in and is greeted on /home', async ({ page }) => {
  const email = uniqueEmail('newcomer');
  await registerCustomer(page, { firstName: 'Khanh', lastName: 'Ly', email, password: 'salon-pass-1' });
  await expect(page.getByText(messages.register.success)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, email, 'salon-pass-1', /\/home$/);
  await expect(page.getByText(messages.login.success)).toBeVisible();
  await expect(page.getByText('Hello, Ly')).toBeVisible();
  await expect(page.getByTestId('points-badge')).toContainText('0');
});

test('register shows the spec messages and keeps the visitor on /register', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText(messages.register.firstNameRequired)).toBeVisible();
  await expect(page.getByText(messages.register.lastNameRequired)).toBeVisible();
  await expect(page.getByText(messages.register.emailRequired)).toBeVisible();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('123');
  await page.getByLabel('Confirm password').fill('124');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText(messages.register.emailInvalid)).toBeVisible();
  await expect(page.getByText(messages.register.passwordMin)).toBeVisible();
  await expect(page.getByText(messages.register.passwordsMismatch)).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test('register refuses a password too easy to guess in the browser, with the estimator downloaded only then', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/register');
  await page.getByLabel('First name').fill('Khanh');
  await page.getByLabel('Last name').fill('Ly');
  await page.getByLabel('Email').fill(uniqueEmail('weak'));
  await page.waitForLoadState('networkidle');
  const beforeSubmit = requested.length;
  await page.getByLabel('Password', { exact: true }).fill('password123');
  await page.getByLabel('Confirm password').fill('password123');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText(messages.password.tooWeak)).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
  // The form judged it: the estimator's chunks came with the submit, and nothing went to the server.
  const afterSubmit = requested.slice(beforeSubmit);
  expect(afterSubmit.filter((path) => path.startsWith('/assets/') && path.endsWith('.js')).length).toBeGreaterThan(0);
  expect(requested.some((path) => path.startsWith('/trpc/auth.register'))).toBe(false);
});

test('a wrong password shows an error and stays on /login', async ({ page }) => {
  await signIn(page, demo.customer, 'wrong-password');
  await expect(page.getByText(messages.login.invalidCredentials)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

const landings = [
  { email: demo.admin, url: /\/dashboard$/, shell: 'ADMIN' },
  { email: demo.staff, url: /\/staff-management$/, shell: 'STAFF' },
  { email: demo.stylist, url: /\/shift-stylist$/, shell: 'Stylist' },
  { email: demo.customer, url: /\/home$/, shell: 'Hello, Vo' },
];

for (const { email, url, shell } of landings) {
  test(`${email} lands on their area with its shell`, async ({ page }) => {
    await signIn(page, email, DEMO_PASSWORD, url);
    await expect(page.getByText(shell, { exact: true }).filter({ visible: true }).first()).toBeVisible();
  });
}

test('the admin sidebar collapses and links back to the website', async ({ page }) => {
  await signIn(page, demo.admin, DEMO_PASSWORD, /\/dashboard$/);
  const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
  await toggle.click();
  const nav = page.getByTestId('admin-sidebar');
  await expect.poll(async () => (await nav.boundingBox())?.width).toBe(64);
  await toggle.click();
  await page.getByRole('link', { name: 'Back to the website' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a customer cannot open admin pages and a visitor cannot open the profile', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, demo.customer, DEMO_PASSWORD, /\/home$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/home$/);
});

test('an unknown path shows the not-found page with Go Home', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page).toHaveURL(/\/not-found$/);
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('an expired access token is refreshed silently', async ({ page }) => {
  await signIn(page, demo.customer, DEMO_PASSWORD, /\/home$/);
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('hairSalonToken'),
    refresh: localStorage.getItem('hairSalonRefreshToken'),
  }));
  expect(stored.token).toBeTruthy();
  // Replace the access token with one for the same user that expired a minute ago.
  const [, payload] = String(stored.token).split('.');
  const claims = JSON.parse(Buffer.from(String(payload), 'base64url').toString());
  const past = Math.floor(Date.now() / 1000) - 3600;
  const expired = await new SignJWT({ role: claims.role })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuedAt(past)
    .setExpirationTime(past + 60)
    .sign(new TextEncoder().encode('e2e-secret-e2e-secret-e2e-secret-0123456789'));
  await page.evaluate((t) => localStorage.setItem('hairSalonToken', t), expired);
  await page.reload();
  await expect(page.getByText('Hello, Vo')).toBeVisible();
  await expect(page.getByTestId('points-badge')).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('hairSalonToken'))).not.toBe(expired);
  expect(await page.evaluate(() => localStorage.getItem('hairSalonRefreshToken'))).not.toBe(stored.refresh);
  await expect(page).toHaveURL(/\/home$/);
});

test('a session whose refresh token is gone ends with the expiry message', async ({ page }) => {
  await signIn(page, demo.customer, DEMO_PASSWORD, /\/home$/);
  await page.evaluate(() => {
    localStorage.setItem('hairSalonToken', 'not-a-valid-token');
    localStorage.setItem('hairSalonRefreshToken', 'not-a-valid-refresh-token');
  });
  await page.goto('/profile');
  await expect(page.getByText(messages.session.expired)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('logout clears the session', async ({ page }) => {
  await signIn(page, demo.customer, DEMO_PASSWORD, /\/home$/);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText(messages.session.logout)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(
    await page.evaluate(() => [
      localStorage.getItem('hairSalonToken'),
      localStorage.getItem('hairSalonRefreshToken'),
      localStorage.getItem('user'),
    ]),
  ).toEqual([null, null, null]);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
});

test('forgot password emails a link that resets the password', async ({ page, request }) => {
  const email = uniqueEmail('forgetful');
  await registerCustomer(page, { firstName: 'Tam', lastName: 'Ho', email, password: 'salon-pass-1' });
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText(messages.forgotPassword.sent)).toBeVisible();

  let link = '';
  await expect
    .poll(async () => {
      const mails = (await (await request.get(`/e2e/mail?to=${encodeURIComponent(email)}`)).json()) as { html: string }[];
      link = /\/reset-password\/[A-Za-z0-9_-]+/.exec(mails[0]?.html ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  await page.goto(link);
  await page.getByLabel('New Password', { exact: true }).fill('brand-new-1');
  await page.getByLabel('Confirm New Password').fill('brand-new-1');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(messages.resetPassword.success)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email, 'brand-new-1', /\/home$/);
});
