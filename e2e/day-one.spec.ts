import { messages } from '@hairsalon/shared';
import { expect, test } from '@playwright/test';
import { emptySalonPort } from './empty-salon';
import {
  bookAndPay,
  bookThroughForm,
  pickSalonDay,
  registerCustomer,
  salonDayAhead,
  signIn,
  signOut,
  TINY_PNG,
  uniqueEmail,
} from './support';

/**
 * A salon's first day (issue 25), on the instance e2e/server.ts starts on an empty production database (no demo
 * seed): the setup link the server printed → the owner's admin account → the salon's details → a service with an
 * image → a stylist, and staff who give the stylist a schedule → a customer books and pays.
 */
const emptyBase = `http://127.0.0.1:${emptySalonPort(Number(process.env.E2E_PORT))}`;
test.use({ baseURL: emptyBase });

const PASSWORD = 'salon-pass-1';

test('from an empty database to a bookable salon: setup link, admin, details, service, stylist with a schedule, a paid booking', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { link } = (await (await request.get(`${emptyBase}/e2e/setup-link`)).json()) as { link: string | null };
  expect(link, 'an empty database prints a setup link').toMatch(/\/setup\?token=/);
  const setupUrl = new URL(link ?? '');

  // Before any details, the site calls itself by the product's name.
  await page.goto('/');
  await expect(page).toHaveTitle(/HairSalon$/);

  // The owner makes the admin account through the link; the link is dead afterwards.
  const owner = uniqueEmail('owner');
  await page.goto(`${setupUrl.pathname}${setupUrl.search}`);
  await page.getByLabel('First name').fill('Mai');
  await page.getByLabel('Last name').fill('Nguyen');
  await page.getByLabel('Email').fill(owner);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create administrator' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const reused = await request.post(`${emptyBase}/trpc/setup.createAdmin`, {
    data: {
      firstName: 'X',
      lastName: 'Y',
      email: uniqueEmail('late'),
      password: PASSWORD,
      confirmPassword: PASSWORD,
      token: setupUrl.searchParams.get('token'),
    },
  });
  expect(JSON.stringify(await reused.json())).toContain(messages.setup.linkInvalid);

  // The dashboard lists what the salon lacks, each to its screen.
  await signIn(page, owner, PASSWORD, /\/dashboard$/);
  const checklist = page.getByRole('list', { name: 'Before you go live' });
  await expect(checklist).toContainText('Set the PayPal credentials');
  await checklist.getByRole('link', { name: 'Enter the salon’s name, address, phone and email' }).click();

  // The salon's details.
  await expect(page).toHaveURL(/\/salon-settings$/);
  await page.getByLabel('Salon name').fill('Salon Hoa');
  await page.getByLabel('Address (English)').fill('9 Hai Ba Trung, District 3');
  await page.getByLabel('Address (Vietnamese)').fill('9 Hai Bà Trưng, Quận 3');
  await page.getByLabel('Phone', { exact: true }).fill('+84 28 1111 2222');
  await page.getByLabel('Email', { exact: true }).fill('hi@salonhoa.example');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText(messages.salon.saved)).toBeVisible();
  await page.goto('/dashboard');
  await expect(checklist).toBeVisible();
  await expect(checklist).not.toContainText('Enter the salon’s name');

  // A service with an image.
  await page.goto('/service-management');
  await page.getByRole('button', { name: 'Create Service' }).click();
  const serviceDialog = page.getByRole('dialog', { name: 'Create Service' });
  await serviceDialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Signature Cut');
  await serviceDialog.getByRole('textbox', { name: 'Description', exact: true }).fill('A consultation, a precision cut and a finish.');
  await serviceDialog.getByLabel('Price').fill('25');
  await serviceDialog.locator('input[type="file"]').setInputFiles(TINY_PNG);
  await serviceDialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(messages.service.created)).toBeVisible();

  // A stylist, and a staff member who gives the stylist a schedule.
  await page.goto('/stylist-management');
  await page.getByRole('button', { name: 'Create Stylist' }).click();
  const stylistDialog = page.getByRole('dialog', { name: 'Create Stylist' });
  await stylistDialog.getByLabel('First name').fill('Lan');
  await stylistDialog.getByLabel('Last name').fill('Tran');
  await stylistDialog.getByLabel('Email').fill(uniqueEmail('stylist'));
  await stylistDialog.getByLabel('Phone number').fill('987654321');
  await stylistDialog.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await stylistDialog.getByLabel('Position').click();
  await page.getByRole('option', { name: 'Barber', exact: true }).click();
  await stylistDialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(messages.staffOrStylist.stylistCreated)).toBeVisible();

  const staff = uniqueEmail('staff');
  await page.goto('/users-management');
  await page.getByRole('button', { name: 'Create Staff' }).click();
  const staffDialog = page.getByRole('dialog', { name: 'Create Staff' });
  await staffDialog.getByLabel('First name').fill('Quang');
  await staffDialog.getByLabel('Last name').fill('Desk');
  await staffDialog.getByLabel('Email').fill(staff);
  await staffDialog.getByLabel('Phone number').fill('912340000');
  await staffDialog.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await staffDialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(messages.staffOrStylist.staffCreated)).toBeVisible();
  await signOut(page);

  const day = salonDayAhead(2);
  await signIn(page, staff, PASSWORD, /\/staff-management$/);
  await page.goto('/schedule-management');
  await page.getByRole('button', { name: 'Create Schedule' }).click();
  const scheduleDialog = page.getByRole('dialog', { name: 'Create Schedule' });
  await scheduleDialog.getByRole('combobox', { name: /^Stylist/ }).click();
  await page.getByRole('option', { name: 'Lan Tran' }).click();
  await pickSalonDay(page, /^Date/, day, scheduleDialog);
  await scheduleDialog.getByText('10:00 AM', { exact: true }).click();
  await scheduleDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('1 time slot created.')).toBeVisible();
  await signOut(page);

  // The first pages are served with the salon's details, not the build's.
  const firstPage = await (await request.get(`${emptyBase}/`)).text();
  expect(firstPage).toContain('Salon Hoa');
  expect(firstPage).not.toContain('xsalonx');

  // A customer registers, books and pays.
  const customer = { firstName: 'An', lastName: 'Vo', email: uniqueEmail('customer'), password: PASSWORD };
  await registerCustomer(page, customer);
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, customer.email, PASSWORD, /\/home$/);
  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect(page.locator('footer')).toContainText('9 Hai Ba Trung, District 3');
  await expect(page).toHaveTitle(/Salon Hoa$/);
  await bookThroughForm(page, { stylist: 'Lan Tran', dayMs: day, time: '10:00 AM', services: [/Signature Cut/] });
  // A new account has no phone number on its profile yet: the form asks for one.
  await page.getByLabel('Phone number').fill('912345678');
  await bookAndPay(page);
  await expect(page.getByText('Your booking is confirmed. We have emailed you the details.')).toBeVisible();
  await signOut(page);

  // The checklist now has the service and the stylist's schedule.
  await signIn(page, owner, PASSWORD, /\/dashboard$/);
  await expect(checklist).toContainText('Set the PayPal credentials');
  await expect(checklist).not.toContainText('Add a service with an image');
  await expect(checklist).not.toContainText('Add a stylist with a schedule');
});
