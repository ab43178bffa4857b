import { messagesVi } from '@hairsalon/shared';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, demo, expectNoSeriousA11yViolations, signIn, uniqueEmail } from './support.js';

/**
 * Issue 13, the back office in Vietnamese: the sidebar's switch turns the staff, admin and stylist areas' menus, headings,
 * table headers, page titles and toasts into Vietnamese. Books nothing (no SPEC_DAYS); the only data it leaves is
 * one new staff account with a unique email.
 */
test.use({ viewport: { width: 1280, height: 800 } });

/** Switches the area's sidebar to a language and waits until the choice is saved on the signed-in profile. */
async function switchSidebar(page: Page, area: 'admin' | 'staff' | 'stylist', code: 'EN' | 'VI') {
  const saved = page.waitForResponse((response) => response.url().includes('user.setLanguage'));
  await page.getByTestId(`${area}-sidebar`).getByRole('button', { name: code, exact: true }).click();
  await saved;
}

// The switch is saved on the demo account's profile: put English back so the other specs sign in to English.
test.afterEach(async ({ page }) => {
  const english = page.getByRole('button', { name: 'EN', exact: true });
  if ((await english.count()) > 0 && (await english.first().getAttribute('aria-pressed')) === 'false') {
    // A dialog a failed test left open would cover the switch.
    await page.keyboard.press('Escape');
    const saved = page.waitForResponse((response) => response.url().includes('user.setLanguage'));
    await english.first().click();
    await saved;
  }
});

test('staff switch the back office to Vietnamese: menu, headings, table headers, validation and titles', async ({ page }) => {
  await signIn(page, demo.staff, DEMO_PASSWORD, /\/staff-management$/);
  await expect(page.getByRole('heading', { name: 'Booking Management', level: 1 })).toBeVisible();
  await switchSidebar(page, 'staff', 'VI');

  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  const sidebar = page.getByTestId('staff-sidebar');
  await expect(sidebar.getByText('NHÂN VIÊN')).toBeVisible();
  for (const link of ['Lịch hẹn', 'Lịch làm việc', 'Lịch tổng', 'Nghỉ phép']) {
    await expect(sidebar.getByRole('link', { name: link })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Quản lý lịch hẹn', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Quản lý lịch hẹn · HairSalon');
  const bookings = page.getByRole('table', { name: 'Lịch hẹn' });
  for (const header of ['Khách hàng', 'Số điện thoại', 'Dịch vụ', 'Số tiền', 'Trạng thái', 'Thao tác']) {
    await expect(bookings.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }

  await sidebar.getByRole('link', { name: 'Nghỉ phép' }).click();
  await expect(page.getByRole('heading', { name: 'Nghỉ phép', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Nghỉ phép · HairSalon');
  // The shared validator's message, in Vietnamese; nothing is saved.
  await page.getByRole('button', { name: 'Lưu ngày nghỉ' }).click();
  await expect(page.getByText(messagesVi.timeOff.stylistRequired)).toBeVisible();

  await sidebar.getByRole('link', { name: 'Lịch tổng' }).click();
  await expect(page.getByRole('heading', { name: 'Lịch tổng', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Lịch theo ngày' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Tuần' })).toBeAttached();
  await expectNoSeriousA11yViolations(page, '/front-desk as staff in Vietnamese');
});

test('an admin works in Vietnamese: dashboard, tables, a create dialog and its toast', async ({ page }) => {
  await signIn(page, demo.admin, DEMO_PASSWORD, /\/dashboard$/);
  await switchSidebar(page, 'admin', 'VI');

  const sidebar = page.getByTestId('admin-sidebar');
  await expect(sidebar.getByText('QUẢN TRỊ')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bảng điều khiển', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Bảng điều khiển · HairSalon');
  await expect(page.getByRole('tab', { name: 'Tổng quan' })).toBeVisible();
  await expect(page.getByText('Tổng doanh thu')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Giao dịch gần đây' })).toBeVisible();

  await sidebar.getByRole('link', { name: 'Người dùng' }).click();
  await expect(page.getByRole('heading', { name: 'Quản lý người dùng', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Quản lý người dùng · HairSalon');
  const users = page.getByRole('table', { name: 'Người dùng' });
  for (const header of ['Tên', 'Họ', 'Giới tính', 'Vai trò', 'Thao tác']) {
    await expect(users.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }

  await page.getByRole('button', { name: 'Tạo nhân viên' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tạo nhân viên' });
  await dialog.getByRole('button', { name: 'Tạo', exact: true }).click();
  await expect(dialog.getByText(messagesVi.staffOrStylist.firstNameRequired)).toBeVisible();
  await dialog.getByLabel('Tên').fill('Thu');
  await dialog.getByLabel('Họ').fill('Pham');
  await dialog.getByLabel('Email').fill(uniqueEmail('nhan-vien'));
  await dialog.getByLabel('Số điện thoại').fill('912345222');
  await dialog.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill('Saigon-2026!');
  await dialog.getByRole('button', { name: 'Tạo', exact: true }).click();
  await expect(page.getByText(messagesVi.staffOrStylist.staffCreated)).toBeVisible();
  await expect(dialog).toBeHidden();

  await sidebar.getByRole('link', { name: 'Dịch vụ' }).click();
  await expect(page.getByRole('heading', { name: 'Quản lý dịch vụ', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Dịch vụ' }).getByRole('columnheader', { name: 'Thời lượng' })).toBeVisible();
});

test("a stylist's shift and salary pages in Vietnamese", async ({ page }) => {
  await signIn(page, demo.stylist, DEMO_PASSWORD, /\/shift-stylist$/);
  await switchSidebar(page, 'stylist', 'VI');

  const sidebar = page.getByTestId('stylist-sidebar');
  await expect(sidebar.getByRole('link', { name: 'Ca làm' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lịch của tôi', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Lịch của tôi · HairSalon');
  await expect(page.getByRole('table', { name: 'Lịch hẹn' }).getByRole('columnheader', { name: 'Tên khách hàng' })).toBeVisible();

  await sidebar.getByRole('link', { name: 'Lương' }).click();
  await expect(page.getByRole('heading', { name: 'Lương của stylist', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Lương của stylist · HairSalon');
  await expect(page.getByRole('columnheader', { name: 'Lương cơ bản' })).toBeVisible();
});
