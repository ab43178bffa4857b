import { expect, type Page } from '@playwright/test';

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
