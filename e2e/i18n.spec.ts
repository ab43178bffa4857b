import { formatSalonDate, messagesVi, salonDateParts } from '@hairsalon/shared';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  bookThroughForm,
  chooseOption,
  demo,
  expectNoSeriousA11yViolations,
  restSuccessData,
  seenBeforeLeaving,
  specDay,
  uniqueEmail,
} from './support.js';

/** Opens the booking form's date picker (labelled in Vietnamese) and picks `dayMs`: its days read "21 tháng 11 2026". */
async function pickSalonDayVi(page: Page, dayMs: number) {
  await page.getByRole('button', { name: /^Ngày/ }).click();
  const parts = salonDateParts(dayMs);
  const day = page.getByRole('button', { name: `${parts.day} tháng ${parts.month} ${parts.year}`, exact: true });
  const next = page.locator('button[data-direction="next"]').last();
  await next.waitFor({ state: 'visible' });
  for (let months = 0; months < 3 && !(await day.isVisible()); months++) {
    const shown = await next.evaluate((b) => b.parentElement?.textContent ?? '');
    await next.click();
    await expect(next.locator('..')).not.toHaveText(shown);
  }
  await day.click();
}

/** Registers a customer through the API and signs them in on a page already switched to Vietnamese. */
async function signInInVietnamese(page: Page, request: APIRequestContext, label: string) {
  const email = uniqueEmail(label);
  const password = 'Saigon-2026!';
  await restSuccessData(
    await request.post('/api/register', { data: { firstName: 'Mai', lastName: 'Le', email, password, confirmPassword: password } }),
    'register',
  );
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).last().click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(messagesVi.login.success)).toBeVisible();
  return email;
}

/** Picks stylist, day, time and service on the Vietnamese booking form and books; the browser leaves for PayPal. */
async function bookInVietnamese(page: Page, dayMs: number, time: string) {
  await expect(page).toHaveTitle('Đặt lịch · HairSalon');
  await expect(page.getByRole('heading', { name: 'Thông tin của bạn' })).toBeVisible();
  await expect(page.getByLabel('Email')).not.toHaveValue('');
  await expect(page.getByText('Chọn stylist và ngày để xem các giờ còn trống.')).toBeVisible();
  await chooseOption(page, /^Stylist/, 'Minh Nguyen');
  await pickSalonDayVi(page, dayMs);
  await page.getByRole('group', { name: 'Các khung giờ' }).getByRole('button', { name: time, exact: true }).click();
  await chooseOption(page, 'Dịch vụ 1', /^Cắt & tạo kiểu tóc/);
  await expect(page.getByRole('heading', { name: 'Điểm thưởng' })).toBeVisible();
  await expect(page.getByText('Tổng cộng')).toBeVisible();
  // A new account has no phone number yet: the form says so in Vietnamese, then books once it is given.
  await page.getByRole('button', { name: 'Đặt lịch ngay' }).click();
  await expect(page.getByText(messagesVi.booking.phoneRequired)).toBeVisible();
  await page.getByLabel('Số điện thoại').fill('912345222');
  await seenBeforeLeaving(page, messagesVi.booking.success, () => page.getByRole('button', { name: 'Đặt lịch ngay' }).click());
  await expect(page).toHaveURL(/\/checkoutnow\?token=/);
}

/** Issue 13, the login page as the pilot: the EN/VI switch, Vietnamese labels, validation, toasts, and a kept choice. */
test('a visitor switches the login page to Vietnamese and the choice survives a reload', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'VI' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByRole('heading', { name: 'Đăng nhập' })).toBeVisible();
  await expect(page).toHaveTitle('Đăng nhập · HairSalon');
  await expect(header.getByRole('link', { name: 'Dịch vụ' })).toBeVisible();

  // The shared validator's messages, in Vietnamese.
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).last().click();
  await expect(page.getByText(messagesVi.login.emailRequired)).toBeVisible();
  await expect(page.getByText(messagesVi.login.passwordRequired)).toBeVisible();

  // The server's refusal, asked for in Vietnamese, in the error toast.
  await page.getByLabel('Email').fill(demo.customer);
  await page.getByLabel('Mật khẩu', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).last().click();
  await expect(page.getByText(messagesVi.login.invalidCredentials)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'login in Vietnamese');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByRole('heading', { name: 'Đăng nhập' })).toBeVisible();
  await expect(page.getByLabel('Mật khẩu', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hiện hoặc ẩn mật khẩu' })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'EN' }).click();
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a customer who chose Vietnamese signs in and is welcomed in Vietnamese', async ({ page, request }) => {
  const email = uniqueEmail('vi-customer');
  const password = 'Saigon-2026!';
  await restSuccessData(
    await request.post('/api/register', { data: { firstName: 'Lan', lastName: 'Tran', email, password, confirmPassword: password } }),
    'register',
  );
  await page.goto('/login');
  await page.getByRole('banner').getByRole('button', { name: 'VI' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).last().click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(messagesVi.login.success)).toBeVisible();
  await expect(page.getByText('Xin chào, Tran')).toBeVisible();
});

test('a guest books in Vietnamese: Vietnamese toasts and Vietnamese emails', async ({ page, request }) => {
  // Two emails through the job queue and SMTP: slower than one page on a busy machine.
  test.setTimeout(180_000);
  const email = uniqueEmail('khach');
  // Filled in English (the shared helper), then booked after switching to Vietnamese.
  await bookThroughForm(page, {
    stylist: 'Minh Nguyen',
    dayMs: specDay('i18n'),
    time: '5:00 PM',
    services: [/^Haircut & Styling/],
    guest: { fullName: 'Khach Hang', phone: '912345111', email },
  });
  await page.getByRole('banner').getByRole('button', { name: 'VI' }).click();
  await seenBeforeLeaving(page, messagesVi.booking.success, () => page.getByRole('button', { name: 'Đặt lịch ngay' }).click());
  await expect(page).toHaveURL(/\/checkoutnow\?token=/);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/payment\/success/);

  const mails = async () =>
    (await (await request.get(`/e2e/mail?to=${encodeURIComponent(email)}`)).json()) as { subject: string; text: string }[];
  await expect
    .poll(async () => (await mails()).map((m) => m.subject).sort(), { timeout: 120_000 })
    .toEqual([
      expect.stringMatching(/^Chúng tôi đã nhận lịch hẹn ngày \d{2}-\d{2}-\d{4} của bạn$/),
      expect.stringMatching(/^Lịch hẹn ngày \d{2}-\d{2}-\d{4} của bạn đã được xác nhận$/),
    ]);
  const confirmed = (await mails()).find((m) => m.subject.startsWith('Lịch hẹn'));
  expect(confirmed?.text).toContain('Xin chào Khach Hang,');
  // The demo is a chain of two locations, so the time names its zone (Ho Chi Minh City's, UTC+7).
  expect(confirmed?.text).toContain('Thời gian: 17:00 (GMT+7), ');
});

test('a customer walks services, booking and order history in Vietnamese', async ({ page, request }) => {
  test.setTimeout(120_000);
  const dayMs = specDay('i18n');
  await page.goto('/login');
  await page.getByRole('banner').getByRole('button', { name: 'VI' }).click();
  await signInInVietnamese(page, request, 'vi-walk');
  await expect(page).toHaveTitle('Trang chủ · HairSalon');
  await expect(page.getByRole('heading', { name: 'Dịch vụ của chúng tôi' })).toBeVisible();
  await expect(page.locator('footer').getByText('Khám phá')).toBeVisible();
  // The stylists' carousel, below the fold, speaks Vietnamese to a screen reader too (issue 23 item 10).
  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect(page.getByRole('tab', { name: 'Đến stylist 1', exact: true })).toBeAttached();
  await expect(page.getByRole('group', { name: /^Stylist thứ 1 trong \d+$/ })).toBeAttached();
  await expect(page.getByRole('tab', { name: /Go to slide/ })).toHaveCount(0);

  await page.getByRole('banner').getByRole('link', { name: 'Dịch vụ' }).click();
  await expect(page).toHaveTitle('Dịch vụ · HairSalon');
  await expect(page.getByRole('heading', { level: 1, name: 'Dịch vụ' })).toBeVisible();
  // The demo salon's services have Vietnamese names and descriptions.
  await expect(page.getByTestId('service-card').filter({ hasText: 'Nhuộm màu' })).toContainText('thuốc nhuộm không amoniac');
  await expect(page.getByText('Haircut & Styling')).toHaveCount(0);
  await page
    .getByRole('link', { name: /^Cắt & tạo kiểu tóc/ })
    .last()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cắt & tạo kiểu tóc' })).toBeVisible();
  await expect(page).toHaveTitle('Chi tiết dịch vụ · HairSalon');
  await expect(page.getByText(/^Giá: \d+\.\d{2} \$$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Đánh giá của khách hàng' })).toBeVisible();
  await page.getByRole('link', { name: 'Đặt lịch ngay' }).click();

  await bookInVietnamese(page, dayMs, '14:00');

  // Back from PayPal without paying: the booking waits for its payment in the order history.
  await page.goto('/order-history');
  await expect(page).toHaveTitle('Lịch sử đặt lịch · HairSalon');
  await expect(page.getByRole('heading', { level: 1, name: 'Lịch sử đặt lịch' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Ngày hẹn' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: `${formatSalonDate(dayMs)} 14:00` });
  await expect(row.getByText('Chờ thanh toán')).toBeVisible();
  await expect(row.getByRole('link', { name: 'Thanh toán ngay' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Danh sách chờ' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'order history in Vietnamese');

  // Cancelled in Vietnamese: the dialog, the toast and the badge (and the slot is free again for the next run).
  await row.getByRole('button', { name: 'Hủy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hủy lịch hẹn' });
  // The demo is a chain: times name their zone.
  await expect(dialog.getByText(`Bạn có chắc muốn hủy lịch hẹn lúc 14:00 (GMT+7) ngày ${formatSalonDate(dayMs)}?`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Hủy lịch hẹn' }).click();
  await expect(page.getByText(messagesVi.booking.cancelled)).toBeVisible();
  await expect(row.getByText('Đã hủy')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the burger drawer holds the language switch', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: 'VI' }).click();
    await expect(drawer.getByRole('link', { name: 'Dịch vụ' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Đăng nhập' })).toBeVisible();
  });
  test('a customer books and opens the order history in Vietnamese', async ({ page, request }) => {
    test.setTimeout(120_000);
    const dayMs = specDay('i18n');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'VI' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Đóng menu' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await signInInVietnamese(page, request, 'vi-phone');

    await page.getByRole('button', { name: 'Mở menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Dịch vụ' }).click();
    await expect(page).toHaveTitle('Dịch vụ · HairSalon');
    await page.getByRole('link', { name: 'Đặt lịch', exact: true }).click();
    await bookInVietnamese(page, dayMs, '11:00');

    await page.goto('/order-history');
    await expect(page).toHaveTitle('Lịch sử đặt lịch · HairSalon');
    // A phone shows a card per booking, in Vietnamese.
    const card = page.getByRole('listitem').filter({ hasText: `${formatSalonDate(dayMs)} 11:00` });
    await expect(card.getByText('Chờ thanh toán')).toBeVisible();
    await expect(card.getByText('Stylist')).toBeVisible();
    await card.getByRole('button', { name: 'Đổi lịch' }).click();
    const dialog = page.getByRole('dialog', { name: 'Đổi lịch hẹn' });
    await expect(dialog.getByRole('group', { name: 'Giờ mới' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Giữ lịch hẹn' }).click();
    await expect(dialog).toBeHidden();
    await expectNoSeriousA11yViolations(page, 'order history on a phone in Vietnamese');

    await card.getByRole('button', { name: 'Hủy' }).click();
    await page.getByRole('dialog', { name: 'Hủy lịch hẹn' }).getByRole('button', { name: 'Hủy lịch hẹn' }).click();
    await expect(page.getByText(messagesVi.booking.cancelled)).toBeVisible();
    await expect(card.getByText('Đã hủy')).toBeVisible();
  });
});
