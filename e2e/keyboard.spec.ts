import { formatSalonDate, messages, salonDateParts, salonToday } from '@hairsalon/shared';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { seenBeforeLeaving, specDay, tabTo, uniqueEmail, waitForPage } from './support.js';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The accessible name Mantine's calendar gives a day, e.g. '5 December 2026'. */
function dayLabel(dayMs: number): string {
  const parts = salonDateParts(dayMs);
  return `${parts.day} ${MONTHS[parts.month - 1]} ${parts.year}`;
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/** Opens a select with the keyboard and moves through its options with the arrow keys until `option` is picked. */
async function chooseWithKeys(page: Page, select: Locator, option: RegExp) {
  await tabTo(page, select);
  await page.keyboard.press('ArrowDown');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  for (let i = 0; i < 20; i++) {
    const highlighted = (await listbox.locator('[data-combobox-selected]').textContent()) ?? '';
    if (option.test(highlighted)) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(listbox).toBeHidden();
}

/** Opens the date picker with the keyboard and walks the calendar with the arrow keys to `dayMs`. */
async function pickDayWithKeys(page: Page, dateButton: Locator, dayMs: number) {
  await tabTo(page, dateButton);
  await page.keyboard.press('Enter');
  const label = dayLabel(dayMs);
  // Into the calendar's days, then day by day (the grid moves to the next month by itself).
  for (let i = 0; i < 20; i++) {
    const name = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    if (/\d{4}$/.test(name)) break;
    await page.keyboard.press('Tab');
  }
  const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
  for (let i = 0; i < 62; i++) {
    const name = await focusedName();
    if (name === label) break;
    await page.keyboard.press('ArrowRight');
    if ((await focusedName()) !== name) continue;
    // The month's last day: back to the calendar's 'next month' control, then into the new month's days.
    for (let j = 0; j < 10 && (await page.evaluate(() => document.activeElement?.getAttribute('data-direction'))) !== 'next'; j++) {
      await page.keyboard.press('Shift+Tab');
    }
    await page.keyboard.press('Enter');
    for (let j = 0; j < 10 && !/\d{4}$/.test(await focusedName()); j++) await page.keyboard.press('Tab');
  }
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(label);
  await page.keyboard.press('Enter');
}

test('a visitor books with the keyboard alone', async ({ page }) => {
  const day = specDay('keyboard');
  const email = uniqueEmail('keyboard');
  await page.goto('/booking');
  await waitForPage(page);
  const form = page.getByRole('form', { name: 'Booking form' });

  await tabTo(page, form.getByLabel('Full name'));
  await page.keyboard.type('Kim Keys');
  await page.keyboard.press('Tab');
  await page.keyboard.type('987650123');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await chooseWithKeys(page, form.getByRole('combobox', { name: /^Stylist/ }), /^Minh Nguyen$/);
  // Issue 23: the calendar opens with the keyboard on today (no day chosen yet), not on its month header.
  await tabTo(page, form.getByRole('button', { name: /^Date/ }));
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(dayLabel(salonToday()));
  await page.keyboard.press('Escape');
  await pickDayWithKeys(page, form.getByRole('button', { name: /^Date/ }), day);
  await expect(form.getByRole('button', { name: /^Date/ })).toContainText(formatSalonDate(day));
  // Issue 23: the keyboard moves on to the day's time slots (not back to the top of the page).
  await expect(form.getByRole('group', { name: 'Time slots' }).getByRole('button').and(page.locator(':focus'))).toHaveCount(1);
  // Opened again, the calendar puts the keyboard on the chosen day.
  await tabTo(page, form.getByRole('button', { name: /^Date/ }));
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(dayLabel(day));
  await page.keyboard.press('Escape');

  const slot = form.getByRole('group', { name: 'Time slots' }).getByRole('button', { name: '3:00 PM', exact: true });
  await tabTo(page, slot);
  await page.keyboard.press('Enter');
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  await chooseWithKeys(page, form.getByRole('combobox', { name: 'Service 1' }), /^Haircut & Styling/);
  await expect(page.getByTestId('booking-total')).toHaveText('$25.00');

  await tabTo(page, form.getByRole('button', { name: 'Book Now' }));
  expect(await focusedText(page)).toBe('Book Now');
  await seenBeforeLeaving(page, messages.booking.success, () => page.keyboard.press('Enter'));
  await expect(page).toHaveURL(/\/checkoutnow\?token=/);
  await tabTo(page, page.getByRole('button', { name: 'Approve' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/payment\/success/);
  await expect(page.getByText(messages.payment.success)).toBeVisible();
});
