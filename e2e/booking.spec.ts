import { formatSalonDate, messages, TIME_SLOTS } from '@hairsalon/shared';
import { expect, type Page, test } from '@playwright/test';
import {
  bookThroughForm,
  DEMO_PASSWORD,
  demo,
  mutationSent,
  pickSalonDay,
  registerCustomer,
  restData,
  restSuccessData,
  seenBeforeLeaving,
  signIn,
  signOut,
  specDay,
  trpcInputOf,
  uniqueEmail,
} from './support.js';

const STYLIST = 'Minh Nguyen';
const HAIRCUT = /^Haircut & Styling/;
const BEARD = /^Beard Trim & Shape/;

async function pointsShown(page: Page): Promise<number> {
  const badge = page.getByTestId('points-badge');
  await expect(badge).toContainText(/\d+ points/);
  return Number(/(\d+) points/.exec((await badge.textContent()) ?? '')?.[1]);
}

async function submitAndReachPayPal(page: Page) {
  // The success toast is on our page before the browser leaves for the PayPal emulator's approval page.
  await seenBeforeLeaving(page, messages.booking.success, () => page.getByRole('button', { name: 'Book Now' }).click());
  await expect(page).toHaveURL(/\/checkoutnow\?token=/);
  await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
}

test('a customer books two services with points and pays; the stylist may complete it only once it has started', async ({ page }) => {
  const day = specDay('booking');
  await signIn(page, demo.customer, DEMO_PASSWORD, /\/home$/);
  const before = await pointsShown(page);

  // Two one-hour services take 1:00 PM and 2:00 PM (docs/decisions/009).
  await bookThroughForm(page, { stylist: STYLIST, dayMs: day, time: '1:00 PM', services: [HAIRCUT, BEARD], points: 10 });
  // Typing more than 30 says why and puts 30 back in the field (spec §5), in the field the customer sees.
  const points = page.getByLabel('Points to use');
  await points.fill('');
  await points.pressSequentially('35');
  await expect(points).toHaveValue('30');
  await expect(page.getByText(messages.booking.pointsMax).first()).toBeVisible();
  await points.fill('10');
  // Emptying the field turned the discount off (no points to apply): switch it on again.
  await page.getByRole('switch', { name: 'Apply Points' }).check();
  // $25 + $12 = $37, less 10 % = $33.30.
  await expect(page.getByTestId('booking-total')).toHaveText('$33.30');
  await submitAndReachPayPal(page);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(messages.payment.success)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
  await expect.poll(() => pointsShown(page)).toBe(before - 10);

  await page.goto('/order-history');
  const rows = page.getByRole('row').filter({ hasText: `${formatSalonDate(day)} 1:00 PM` });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Haircut & Styling' })).toContainText('Confirm');
  await expect(rows.filter({ hasText: 'Beard Trim & Shape' })).toContainText('Confirm');

  await signOut(page);
  await signIn(page, demo.stylist, DEMO_PASSWORD, /\/shift-stylist$/);
  await pickSalonDay(page, /^Date/, day);
  await expect(page.getByText(`Bookings for ${formatSalonDate(day)}`)).toBeVisible();
  const booking = page.getByRole('row').filter({ hasText: demo.customer }).filter({ hasText: '1:00 PM' });
  // Its time has not come: Complete is there, switched off, saying from when (the server refuses it too; completing
  // and the points it earns are covered by the API's tests, whose clock can move).
  await expect(booking.getByRole('button', { name: 'Complete' })).toBeDisabled();
  await expect(booking).toContainText('Can be completed from 1:00 PM');
});

test('a visitor books as a guest and cancels on the payment page', async ({ page }) => {
  await bookThroughForm(page, {
    stylist: STYLIST,
    dayMs: specDay('booking', 1),
    time: '2:00 PM',
    services: [HAIRCUT],
    guest: { fullName: 'Guest Visitor', phone: '987654321', email: uniqueEmail('guest') },
  });
  await expect(page.getByLabel('Points to use')).toHaveCount(0);
  await expect(page.getByTestId('booking-total')).toHaveText('$25.00');
  await submitAndReachPayPal(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/payment\/cancel\?/);
  await expect(page.getByText(messages.payment.cancelled)).toBeVisible();
});

test('staff cancel a paid booking and it is refunded', async ({ page }) => {
  const day = specDay('booking', 2);
  const email = uniqueEmail('paid-guest');
  await bookThroughForm(page, {
    stylist: STYLIST,
    dayMs: day,
    time: '3:00 PM',
    services: [BEARD],
    guest: { fullName: 'Paid Guest', phone: '987650000', email },
  });
  await submitAndReachPayPal(page);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(messages.payment.success)).toBeVisible();
  const paymentReturn = page.url();

  // The guest's link opened by a signed-in customer: confirmed, but not in their account.
  await signIn(page, demo.customer, DEMO_PASSWORD, /\/home$/);
  await page.goto(paymentReturn);
  await expect(page.getByText(messages.payment.notYourBooking)).toBeVisible();
  await signOut(page);

  await signIn(page, demo.staff, DEMO_PASSWORD, /\/staff-management$/);
  await pickSalonDay(page, /^Date/, day);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Confirm');
  await row.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Booking' });
  await expect(dialog).toContainText('$12.00 will be refunded');
  await dialog.getByRole('button', { name: 'Cancel Booking' }).click();
  await expect(page.getByText('Booking cancelled successfully. $12.00 refunded.')).toBeVisible();
  await expect(row).toContainText('Cancel');
  await expect(row.getByRole('button', { name: 'Cancel' })).toHaveCount(0);

  // The payment link again, after the refund: it says so, not that verification failed.
  await signOut(page);
  await page.goto(paymentReturn);
  await expect(page.getByRole('heading', { name: 'Booking cancelled' })).toBeVisible();
  await expect(page.getByText(messages.payment.refunded)).toBeVisible();
});

test('the payment page without PayPal’s values says the information is missing', async ({ page }) => {
  await page.goto('/payment/success');
  await expect(page.getByText(messages.payment.detailsMissing)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
});

test('an inactive customer opening /booking gets the two spec messages and one logout', async ({ page, request }) => {
  const email = uniqueEmail('deactivated');
  await registerCustomer(page, { firstName: 'Ina', lastName: 'Active', email, password: 'salon-pass-1' });
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email, 'salon-pass-1', /\/home$/);
  const login = async (who: string, password: string) =>
    (await (await request.post('/api/login', { data: { email: who, password } })).json()) as { accessToken: string; id: number };
  const admin = await login(demo.admin, DEMO_PASSWORD);
  const customer = await login(email, 'salon-pass-1');
  const changed = await request.put(`/api/change-user-status?id=${customer.id}`, {
    headers: { authorization: `Bearer ${admin.accessToken}` },
  });
  expect(changed.status()).toBe(200);

  await page.goto('/booking');
  const toasts = page.locator('.mantine-Notification-root');
  await expect(toasts.filter({ hasText: messages.booking.inactiveLogout })).toHaveCount(1);
  await expect(toasts.filter({ hasText: messages.booking.inactiveBlocked })).toHaveCount(1);
  await expect(page).toHaveURL(/\/login$/);
  // Exactly those two, once each: no 'session expired', no second logout.
  await expect(toasts).toHaveCount(2);
  expect(await page.evaluate(() => localStorage.getItem('hairSalonToken'))).toBeNull();
});

test('a customer cancels a pending booking on the order history', async ({ page }) => {
  const day = specDay('booking', 3);
  await signIn(page, demo.customer, DEMO_PASSWORD, /\/home$/);
  await bookThroughForm(page, { stylist: STYLIST, dayMs: day, time: '4:00 PM', services: [HAIRCUT] });
  await submitAndReachPayPal(page);
  // Leave the payment page without paying: the booking stays pending.
  await page.goto('/order-history');
  const row = page.getByRole('row').filter({ hasText: `${formatSalonDate(day)} 4:00 PM` });
  await expect(row).toContainText('Pending');
  await expect(row.getByRole('link', { name: 'Pay now' })).toBeVisible();
  await row.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog', { name: 'Cancel Booking' }).getByRole('button', { name: 'Cancel Booking' }).click();
  await expect(page.getByText(messages.booking.cancelled)).toBeVisible();
  await expect(row).toContainText('Cancel');
  await expect(row.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
});

test('a customer with more bookings than a page sees the newest first and loads the rest', async ({ page, request }) => {
  const email = uniqueEmail('regular');
  await registerCustomer(page, { firstName: 'Rey', lastName: 'Gular', email, password: 'salon-pass-1' });
  await expect(page).toHaveURL(/\/login$/);
  const login = (await (await request.post('/api/login', { data: { email, password: 'salon-pass-1' } })).json()) as { accessToken: string };
  const stylists = await restData<Array<{ id: number }>>(request, '/api/get-all-stylist');
  const services = await restData<Array<{ id: number; name: string }>>(request, '/api/get-all-services');
  const haircut = services.find((s) => HAIRCUT.test(s.name));
  if (!haircut) throw new Error('the demo salon has no haircut');
  // Eleven bookings (the page holds ten), one hour each, every one on a slot of its own.
  const slots = [0, 1].flatMap((n) =>
    stylists.flatMap((stylist) => ['T1', 'T2'].map((timeType) => ({ stylist, timeType, day: specDay('orderHistory', n) }))),
  );
  for (const slot of slots.slice(0, 11)) {
    const form = new URLSearchParams([
      ['fullName', 'Rey Gular'],
      ['email', email],
      ['phone', '912345670'],
      ['stylistId', String(slot.stylist.id)],
      ['date', String(slot.day)],
      ['timeType', slot.timeType],
      ['serviceIds[]', String(haircut.id)],
    ]);
    const res = await request.post('/api/customer-book-appointment', {
      headers: { authorization: `Bearer ${login.accessToken}`, 'content-type': 'application/x-www-form-urlencoded' },
      data: form.toString(),
    });
    await restSuccessData(res, `booking ${slot.timeType} with stylist ${slot.stylist.id}`);
  }
  const last = slots[10];
  if (!last) throw new Error('fewer than eleven slots');

  await signIn(page, email, 'salon-pass-1', /\/home$/);
  await page.goto('/order-history');
  const rows = page.getByRole('row').filter({ hasText: 'Haircut & Styling' });
  await expect(rows).toHaveCount(10);
  // Newest first: the booking made last heads the list.
  await expect(rows.first()).toContainText(`${formatSalonDate(last.day)} ${last.timeType === 'T1' ? '9:00 AM' : '10:00 AM'}`);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(rows).toHaveCount(11);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});

/**
 * The browser east and west of the salon (Sydney, a day ahead of Los Angeles most hours): the form shows the salon's
 * days and times, and sends the salon day picked (its midnight in Ho Chi Minh City) and the slot picked.
 */
for (const [timezoneId, time, phone] of [
  ['America/Los_Angeles', '9:00 AM', '987650001'],
  ['Australia/Sydney', '10:00 AM', '987650002'],
] as const) {
  test.describe(`with the browser in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('the booking form sends the salon day and time chosen on screen', async ({ page }) => {
      const day = specDay('booking', 1);
      await bookThroughForm(page, {
        stylist: 'Lan Tran',
        dayMs: day,
        time,
        services: [HAIRCUT],
        guest: { fullName: 'Zone Visitor', phone, email: uniqueEmail('zone') },
      });
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(timezoneId);
      const sent = mutationSent(page, 'booking.create');
      await page.getByRole('button', { name: 'Book Now' }).click();
      const input = trpcInputOf(await sent);
      expect(input.date, `sent day ${new Date(Number(input.date)).toISOString()}`).toBe(day);
      expect(input.timeType).toBe(TIME_SLOTS.find((s) => s.valueEn === time)?.keyMap);
      await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
    });
  });
}
