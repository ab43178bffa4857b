import { formatSalonDate, messages } from '@hairsalon/shared';
import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import {
  bookThroughForm,
  chooseOption,
  demo,
  pickSalonDay,
  registerCustomer,
  restSuccessData,
  seenBeforeLeaving,
  signIn,
  specDay,
  uniqueEmail,
} from './support';

// Each flow registers, books, pays and reads email: longer than one page's worth of steps, on a shared machine.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

/** A fresh customer, signed in (their history holds only what the test does). */
async function newCustomer(page: Page, lastName: string) {
  const email = uniqueEmail(lastName.toLowerCase());
  await registerCustomer(page, { firstName: 'Thu', lastName, email, password: 'salon-pass-1' });
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email, 'salon-pass-1', /\/home$/);
  return email;
}

async function submitAndApprove(page: Page) {
  await seenBeforeLeaving(page, messages.booking.success, () => page.getByRole('button', { name: 'Book Now' }).click());
  await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(messages.payment.success)).toBeVisible();
}

async function mailsTo(request: APIRequestContext, email: string) {
  return (await (await request.get(`/e2e/mail?to=${encodeURIComponent(email)}`)).json()) as {
    subject: string;
    html: string;
    text: string;
  }[];
}

test('a customer reschedules a paid booking to another stylist, and both sides are emailed', async ({ page, request }) => {
  const day = specDay('reschedule');
  const email = await newCustomer(page, 'Mover');
  await bookThroughForm(page, { stylist: 'Lan Tran', dayMs: day, time: '9:00 AM', services: [/^Haircut & Styling/] });
  await page.getByLabel('Phone number').fill('912345670');
  await submitAndApprove(page);

  await page.goto('/order-history');
  const row = page.getByRole('row').filter({ hasText: `${formatSalonDate(day)} 9:00 AM` });
  await expect(row).toContainText('Confirm');
  await row.getByRole('button', { name: 'Reschedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reschedule Booking' });
  await chooseOption(page, 'Stylist', 'Huy Pham');
  await dialog.getByRole('group', { name: 'New time' }).getByRole('button', { name: '2:00 PM', exact: true }).click();
  await dialog.getByRole('button', { name: 'Move Booking' }).click();
  await expect(page.getByText(messages.booking.rescheduled)).toBeVisible();

  const moved = page.getByRole('row').filter({ hasText: `${formatSalonDate(day)} 2:00 PM` });
  await expect(moved).toContainText('Huy Pham');
  await expect(moved).toContainText('Confirm');
  await expect(page.getByRole('row').filter({ hasText: `${formatSalonDate(day)} 9:00 AM` })).toHaveCount(0);
  await expect.poll(async () => (await mailsTo(request, email)).filter((m) => /moved to/.test(m.subject)).length).toBe(1);
  await expect
    .poll(async () => (await mailsTo(request, 'huy.pham@hairsalon.local')).filter((m) => /moved to/.test(m.subject)).length)
    .toBe(1);
});

test('a waitlisted customer is emailed when a range frees up and books it', async ({ page, request }) => {
  const day = specDay('reschedule', 1);
  // Mai Le's day fills up with guests' one-hour bookings.
  const stylists = await restSuccessData<{ id: number; firstName: string }[]>(await request.get('/api/get-all-stylist'), 'stylists');
  const services = await restSuccessData<{ id: number; name: string }[]>(await request.get('/api/get-all-services'), 'services');
  const mai = stylists.find((s) => s.firstName === 'Mai');
  const haircut = services.find((s) => s.name === 'Haircut & Styling');
  if (!mai || !haircut) throw new Error('demo salon');
  const held: number[] = [];
  for (const timeType of ['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'T8']) {
    const form = new URLSearchParams({
      phone: '912000111',
      fullName: 'Walk In',
      email: uniqueEmail('filler'),
      stylistId: String(mai.id),
      date: String(day),
      timeType,
      'serviceIds[]': String(haircut.id),
    });
    const res = await request.post('/api/customer-book-appointment', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: form.toString(),
    });
    held.push((await restSuccessData<{ bookingId: number }>(res, `booking ${timeType}`)).bookingId);
  }

  const email = await newCustomer(page, 'Waiter');
  await page.goto('/booking');
  await chooseOption(page, /^Stylist/, 'Mai Le');
  await pickSalonDay(page, /^Date/, day);
  await chooseOption(page, 'Service 1', /^Haircut & Styling/);
  await page.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(page.getByText(messages.waitlist.joined)).toBeVisible();
  // Issue 23: the form knows: it says the customer waits already and offers to leave, not to join (a 409).
  const state = page.getByTestId('waitlist-state');
  await expect(state).toContainText(messages.waitlist.alreadyWaiting);
  await expect(state.getByRole('button', { name: 'Join the waitlist' })).toHaveCount(0);
  // So does the form opened again; leaving and joining again work from it.
  await page.goto('/booking');
  await chooseOption(page, /^Stylist/, 'Mai Le');
  await pickSalonDay(page, /^Date/, day);
  await chooseOption(page, 'Service 1', /^Haircut & Styling/);
  await expect(state).toContainText(messages.waitlist.alreadyWaiting);
  await expect(state).toContainText('Waiting for: Mai Le');
  await state.getByRole('button', { name: 'Leave the waitlist' }).click();
  await expect(page.getByText(messages.waitlist.left)).toBeVisible();
  await state.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(page.getByText(messages.waitlist.joined).last()).toBeVisible();
  await expect(state.getByRole('button', { name: 'Leave the waitlist' })).toBeVisible();
  await page.goto('/order-history');
  const entry = page
    .getByRole('table', { name: 'Waitlist' })
    .getByRole('row')
    .filter({ hasText: formatSalonDate(day) });
  await expect(entry).toContainText('Mai Le');

  // Staff cancel the 3:00 PM booking: the waiting customer gets a link to it.
  const login = (await (await request.post('/api/login', { data: { email: demo.staff, password: 'hairsalon123' } })).json()) as {
    accessToken: string;
  };
  const token = login.accessToken;
  await restSuccessData(
    await request.post('/api/cancel-booking-for-staff', { headers: { authorization: `Bearer ${token}` }, data: { bookingId: held[5] } }),
    'staff cancel',
  );
  let link = '';
  await expect
    .poll(async () => {
      const mail = (await mailsTo(request, email)).find((m) => /time is free/i.test(m.subject));
      link = /\/booking\?[^\s"<]+/.exec(mail?.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  expect((await mailsTo(request, email)).find((m) => /time is free/i.test(m.subject))?.text).toContain('3:00 PM');

  await page.goto(link);
  // The link opens the form with Mai Le, the day and the service chosen: only the freed 3:00 PM is offered.
  await expect(page.getByRole('combobox', { name: /^Stylist/ })).toHaveValue('Mai Le');
  const slots = page.getByRole('group', { name: 'Time slots' });
  await expect(slots.getByRole('button', { name: '3:00 PM', exact: true })).toBeEnabled();
  await expect(slots.getByRole('button', { name: '2:00 PM', exact: true })).toBeDisabled();
  await slots.getByRole('button', { name: '3:00 PM', exact: true }).click();
  await page.getByLabel('Phone number').fill('912345671');
  await submitAndApprove(page);

  await page.goto('/order-history');
  await expect(page.getByRole('row').filter({ hasText: `${formatSalonDate(day)} 3:00 PM` })).toContainText('Confirm');
  await expect(page.getByText(messages.waitlist.empty)).toBeVisible();
});
