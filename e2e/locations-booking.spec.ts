import {
  addSalonDays,
  formatSalonDate,
  messages,
  salonDateParts,
  salonDayFromParts,
  salonToday,
  slotStartMs,
  timeSlotById,
  zoneShortName,
} from '@hairsalon/shared';
import { expect, type Page, test } from '@playwright/test';
import {
  chooseOption,
  keepScreenshot,
  pickSalonDay,
  registerCustomer,
  seenBeforeLeaving,
  signIn,
  specDay,
  uniqueEmail,
  waitForPage,
} from './support.js';

/**
 * Issue 24, the customer's side: the demo chain's two salons, Ho Chi Minh City (Asia/Ho_Chi_Minh) and Sydney
 * (Australia/Sydney). A customer starts from the landing page's location choice, books at each location, and sees
 * each booking at its location's wall-clock time with the zone named (slots, payment result, order history), at
 * desktop width and on a 390 px touch phone.
 */

const SYDNEY = 'Australia/Sydney';
const HAIRCUT = /^Haircut & Styling/;
const PASSWORD = 'salon-pass-1';

interface Booked {
  /** DD-MM-YYYY on the location's calendar. */
  day: string;
  /** "3:00 PM (AEDT)": the slot's wall-clock label and the zone named. */
  time: string;
  stylist: string;
}

/** A day `days` ahead on Sydney's calendar: its start there, and the Ho Chi Minh City day of the same date (the picker's). */
function sydneyDayAhead(days: number) {
  const start = addSalonDays(salonToday(Date.now(), SYDNEY), days + test.info().retry * 7, SYDNEY);
  const parts = salonDateParts(start, SYDNEY);
  return { start, sameDate: salonDayFromParts(parts.year, parts.month, parts.day) };
}

/** Books through the open form (the location already chosen), pays on the PayPal emulator and reads the result. */
async function bookAndPay(page: Page, name: string, choice: { stylist: string; pickerDay: number; time: string }, booked: Booked) {
  await expect(page.getByLabel('Email')).not.toHaveValue('');
  // A new account has no phone number yet: the form asks for one.
  const phone = page.getByLabel('Phone number');
  if ((await phone.inputValue()) === '') await phone.fill('912345678');
  await chooseOption(page, /^Stylist/, choice.stylist);
  await pickSalonDay(page, /^Date/, choice.pickerDay);
  await page.getByRole('group', { name: 'Time slots' }).getByRole('button', { name: choice.time, exact: true }).click();
  await chooseOption(page, 'Service 1', HAIRCUT);
  await keepScreenshot(page, `${name}-form`);
  await seenBeforeLeaving(page, messages.booking.success, () => page.getByRole('button', { name: 'Book Now' }).click());
  await expect(page).toHaveURL(/\/checkoutnow\?token=/);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(messages.payment.success)).toBeVisible();
  // The payment result names the booking's local day and time, and the zone.
  await expect(page.getByText(`Your appointment: ${booked.day} ${booked.time} with ${booked.stylist}.`)).toBeVisible();
  await keepScreenshot(page, `${name}-paid`);
}

const layouts = [
  { name: 'desktop', n: 0, use: { viewport: { width: 1280, height: 900 } } },
  { name: 'phone', n: 1, use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
] as const;

for (const layout of layouts) {
  test.describe(`at ${layout.name} width`, () => {
    test.use(layout.use);

    test(`a customer books in Sydney and in Ho Chi Minh City, each at its local time (${layout.name})`, async ({ page }) => {
      const email = uniqueEmail(`locations-${layout.name}`);
      await registerCustomer(page, { firstName: 'Lena', lastName: 'Park', email, password: PASSWORD });
      await expect(page).toHaveURL(/\/login$/);
      await signIn(page, email, PASSWORD, /\/home$/);

      // The landing page starts with the location: one link per salon.
      await page.goto('/');
      await waitForPage(page);
      const choice = page.getByRole('navigation', { name: 'Choose your salon' });
      await expect(choice.getByRole('link')).toHaveCount(2);
      await keepScreenshot(page, `${layout.name}-landing`, false);
      const toSydney = choice.getByRole('link', { name: 'Book at HairSalon Sydney' });
      if (layout.name === 'phone') await toSydney.tap();
      else await toSydney.click();
      await expect(page).toHaveURL(/\/booking\?location=\d+$/);
      const sydneyId = Number(new URL(page.url()).searchParams.get('location'));
      await expect(page.getByRole('radio', { name: /HairSalon Sydney/ })).toBeChecked();
      await expect(page.getByRole('radio', { name: /HairSalon Ho Chi Minh City/ })).not.toBeChecked();

      // Sydney's stylists only.
      await page.getByRole('combobox', { name: /^Stylist/ }).click();
      await expect(page.getByRole('option', { name: 'Olivia Smith' })).toBeVisible();
      await expect(page.getByRole('option', { name: 'Minh Nguyen' })).toHaveCount(0);
      await page.keyboard.press('Escape');

      // 3:00 PM on a day of Sydney's calendar, named in Sydney's zone then (AEST or AEDT).
      const sydneyDay = sydneyDayAhead(30 + layout.n);
      const t7 = timeSlotById('T7');
      if (!t7) throw new Error('no T7 slot');
      const sydneyZone = zoneShortName(slotStartMs(sydneyDay.start, t7, SYDNEY), SYDNEY);
      expect(sydneyZone).toMatch(/^AE[SD]T$/);
      const sydney: Booked = { day: formatSalonDate(sydneyDay.start, SYDNEY), time: `3:00 PM (${sydneyZone})`, stylist: 'Olivia Smith' };
      await expect(page.getByTestId('slot-zone')).toHaveText(`Times are HairSalon Sydney's local time (${sydneyZone}).`);
      await bookAndPay(page, `${layout.name}-sydney`, { stylist: 'Olivia Smith', pickerDay: sydneyDay.sameDate, time: '3:00 PM' }, sydney);

      // The choice is remembered: the form opens in Sydney again; Ho Chi Minh City is one tap away and in the URL.
      await page.goto('/booking');
      await expect(page.getByRole('radio', { name: /HairSalon Sydney/ })).toBeChecked();
      const hcmcCard = page.getByRole('radio', { name: /HairSalon Ho Chi Minh City/ });
      if (layout.name === 'phone') await hcmcCard.tap();
      else await hcmcCard.click();
      await expect(page).toHaveURL(/\/booking\?location=\d+$/);
      expect(Number(new URL(page.url()).searchParams.get('location'))).not.toBe(sydneyId);
      await expect(page.getByTestId('slot-zone')).toHaveText("Times are HairSalon Ho Chi Minh City's local time (GMT+7).");
      const hcmcDay = specDay('locations', layout.n);
      const hcmc: Booked = { day: formatSalonDate(hcmcDay), time: '10:00 AM (GMT+7)', stylist: 'Lan Tran' };
      await bookAndPay(page, `${layout.name}-hcmc`, { stylist: 'Lan Tran', pickerDay: hcmcDay, time: '10:00 AM' }, hcmc);

      // The order history shows each booking on its own location's calendar and clock.
      await page.goto('/order-history');
      await waitForPage(page);
      const entries = page.locator('[data-booking-id]');
      await expect(entries.filter({ hasText: `${sydney.day} ${sydney.time}` }).filter({ hasText: 'Olivia Smith' })).toHaveCount(1);
      await expect(entries.filter({ hasText: `${hcmc.day} ${hcmc.time}` }).filter({ hasText: 'Lan Tran' })).toHaveCount(1);
      await keepScreenshot(page, `${layout.name}-history`);
      const widths = await page.evaluate(() => ({ content: document.documentElement.scrollWidth, screen: window.innerWidth }));
      expect(widths.content, 'no sideways scrolling').toBeLessThanOrEqual(widths.screen);
    });
  });
}
