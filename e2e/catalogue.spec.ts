import { messages } from '@hairsalon/shared';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, demo, registerCustomer, signIn, signOut, TINY_PNG, uniqueEmail } from './support.js';

const feedbackItems = (page: Page) => page.getByTestId('feedback-item');

test('a visitor browses the landing page, the services and a service with paged feedback', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Book now' })).toHaveAttribute('href', '/booking');
  await expect(page.getByText('Hair Styling', { exact: true })).toBeVisible();
  await expect(page.getByText('Body Treatment', { exact: true })).toBeVisible();
  // The stylists' carousel loads as the visitor scrolls towards it.
  await page.getByRole('heading', { name: 'HairSalon', exact: true }).scrollIntoViewIfNeeded();
  await expect(page.getByTestId('stylist-card').first()).toBeVisible();
  await expect(page.getByText('Master Barber').first()).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole('link', { name: 'Booking' })).toHaveAttribute('href', '/booking');
  const card = page.getByTestId('service-card').filter({ hasText: 'Haircut & Styling' });
  await expect(card).toContainText('$25.00');
  await card.getByRole('link', { name: 'Haircut & Styling' }).last().click();

  await expect(page).toHaveURL(/\/services\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Haircut & Styling', level: 1 })).toBeVisible();
  await expect(page.getByText('Price: 25.00 $')).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
  await expect(breadcrumb.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/services');
  await expect(page.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/booking');

  // The seed gives this service nine reviews: pages of 4, 4 and 1, dates as DD-MM-YYYY.
  await expect(feedbackItems(page)).toHaveCount(4);
  await expect(feedbackItems(page).first()).toContainText(/\d{2}-\d{2}-\d{4}/);
  const firstOnPage1 = (await feedbackItems(page).first().textContent()) ?? '';
  await page.getByRole('button', { name: '2', exact: true }).click();
  await expect(feedbackItems(page).first()).not.toHaveText(firstOnPage1);
  await expect(feedbackItems(page)).toHaveCount(4);
  await page.getByRole('button', { name: '3', exact: true }).click();
  await expect(feedbackItems(page)).toHaveCount(1);

  await page.goto('/services/abc');
  await expect(page.getByText(messages.service.notFound)).toBeVisible();
  await page.goto('/services/99999');
  await expect(page.getByText(messages.service.notFound)).toBeVisible();
});

test('about and contact pages show their content', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'About Us', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('About Us');
  await page.goto('/contact');
  await expect(page.getByText('123 Le Loi, District 1, Ho Chi Minh City').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Instagram' })).toBeVisible();
});

test('the admin creates, edits and deletes a service, and the public grid follows', async ({ page, browser }) => {
  const name = `Hot Towel Shave ${Date.now().toString(36)}`;
  await signIn(page, demo.admin, DEMO_PASSWORD, /\/dashboard$/);
  await page.goto('/service-management');
  await page.getByRole('button', { name: 'Create Service' }).click();
  let dialog = page.getByRole('dialog', { name: 'Create Service' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText(messages.service.nameRequired)).toBeVisible();
  await expect(dialog.getByText(messages.service.imageRequired)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('A classic straight-razor shave with hot towels and a cooling balm.');
  await dialog.getByRole('textbox', { name: 'Price', exact: true }).fill('18');
  await dialog.locator('input[type="file"]').setInputFiles(TINY_PNG);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(messages.service.created)).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('$18.00');
  await expect(row).toContainText('A classic straight-razor shave...');

  await page.goto('/services');
  await expect(page.getByTestId('service-card').filter({ hasText: name })).toContainText('$18.00');
  // A visitor in another browser has the grid (and its kept copy) with the new service.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/services');
  await expect(visitor.getByTestId('service-card').filter({ hasText: name })).toContainText('$18.00');

  await page.goto('/service-management');
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  dialog = page.getByRole('dialog', { name: 'Update Service' });
  await dialog.getByRole('textbox', { name: 'Price', exact: true }).fill('20');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(messages.service.updated)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('$20.00');

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog', { name: 'Delete Service' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(messages.service.deleted)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  await page.goto('/services');
  await expect(page.getByTestId('service-card').first()).toBeVisible();
  await expect(page.getByTestId('service-card').filter({ hasText: name })).toHaveCount(0);

  // The visitor's next load shows the grid without it, kept copy or not.
  await visitor.reload();
  await expect(visitor.getByTestId('service-card').first()).toBeVisible();
  await expect(visitor.getByTestId('service-card').filter({ hasText: name })).toHaveCount(0);
  await visitor.context().close();
});

test('the admin creates a stylist who then appears in the landing carousel', async ({ page }) => {
  const lastName = `Carousel${Date.now().toString(36)}`;
  await signIn(page, demo.admin, DEMO_PASSWORD, /\/dashboard$/);
  await page.goto('/stylist-management');
  await expect(page.getByRole('row').filter({ hasText: 'lan.tran@hairsalon.local' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Stylist' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Stylist' });
  await dialog.getByLabel('First name').fill('Thu');
  await dialog.getByLabel('Last name').fill(lastName);
  await dialog.getByLabel('Email').fill(uniqueEmail('stylist'));
  await dialog.getByLabel('Phone number').fill('987654321');
  await dialog.getByRole('textbox', { name: 'Password' }).fill('salon-pass-1');
  await dialog.getByLabel('Position').click();
  await page.getByRole('option', { name: 'Barber', exact: true }).click();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(messages.staffOrStylist.stylistCreated)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: lastName })).toBeVisible();

  await page.goto('/');
  await page.getByRole('heading', { name: 'HairSalon', exact: true }).scrollIntoViewIfNeeded();
  const card = page.getByTestId('stylist-card').filter({ hasText: `Thu ${lastName}` });
  await expect(card).toBeAttached();
  await expect(card).toContainText('Barber');
});

test('the admin deactivates a customer, who can then no longer sign in', async ({ page }) => {
  const email = uniqueEmail('inactive');
  const lastName = `Gone${Date.now().toString(36)}`;
  await registerCustomer(page, { firstName: 'Hoa', lastName, email, password: 'salon-pass-1' });
  await expect(page.getByText(messages.register.success)).toBeVisible();

  await signIn(page, demo.admin, DEMO_PASSWORD, /\/dashboard$/);
  await page.goto('/users-management');
  await page.getByLabel('Search by name').fill(`hoa ${lastName.toLowerCase()}`);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(page.getByText('1 user', { exact: true })).toBeVisible();
  await expect(row.getByTestId('user-status')).toHaveText('Active');
  await row.getByRole('button', { name: 'Deactivate' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(messages.userStatus.confirm)).toBeVisible();
  await expect(dialog.getByText(messages.userStatus.irreversible)).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(messages.userStatus.updated)).toBeVisible();
  await expect(row.getByRole('button', { name: 'Activate', exact: true })).toBeVisible();
  await expect(row.getByTestId('user-status')).toHaveText('Inactive');
  await signOut(page);

  await signIn(page, email, 'salon-pass-1');
  await expect(page.getByText(messages.login.inactive)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a customer edits their profile and avatar, and the header follows', async ({ page }) => {
  const email = uniqueEmail('profile');
  await registerCustomer(page, { firstName: 'Tam', lastName: 'Before', email, password: 'salon-pass-1' });
  await expect(page.getByText(messages.register.success)).toBeVisible();
  await signIn(page, email, 'salon-pass-1', /\/home$/);
  await expect(page.getByText('Hello, Before')).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByTestId('profile-points')).toContainText('0 points');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Last name').fill('After');
  await page.getByLabel('Phone number').fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(messages.profile.phoneRequired)).toBeVisible();
  await page.getByLabel('Phone number').pressSequentially('90-123-4567');
  await expect(page.getByLabel('Phone number')).toHaveValue('901234567');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Change Avatar' }).click();
  await (await chooser).setFiles(TINY_PNG);
  await page.getByRole('button', { name: 'Save Changes' }).click();

  await expect(page.getByText(messages.profile.saved)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByText('+84 901234567')).toBeVisible();
  await expect(page.getByText('Hello, After')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Avatar' })).toHaveAttribute('src', /\/uploads\//);

  // Cancel returns to view mode without saving.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Last name').fill('Discarded');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Hello, After')).toBeVisible();
  await expect(page.getByText('Discarded')).toHaveCount(0);
});

test('a stylist sees the stylist variant of the profile: back link, no header, no points', async ({ page }) => {
  await signIn(page, demo.stylist, DEMO_PASSWORD, /\/shift-stylist$/);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(page.getByText('Minh Nguyen')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Shift Stylist' })).toHaveAttribute('href', '/shift-stylist');
  await expect(page.getByTestId('points-badge')).toHaveCount(0);
  await expect(page.getByTestId('profile-points')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to Shift Stylist' }).click();
  await expect(page).toHaveURL(/\/shift-stylist$/);
});
