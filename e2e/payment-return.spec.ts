import { messages } from '@hairsalon/shared';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, demo, restData, restSuccessData, signIn, specDay } from './support.js';

/**
 * Issue 11 item 11: the payment provider sends a signed-in user back to /payment/success, and it verifies; every
 * role may open the return pages. Issue 8 item 9: the built app runs under the Content-Security-Policy with no
 * violation (every page of this file is watched).
 */

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
});

/** What the page's CSP blocked since it loaded. */
async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => window.cspViolations ?? []);
}

/** The first open slot of a demo stylist on this spec's days (SPEC_DAYS). */
async function freeSlot(request: APIRequestContext) {
  const stylists = await restData<{ id: number }[]>(request, '/api/get-all-stylist');
  for (const { id: stylistId } of stylists) {
    for (let n = 0; n < 3; n++) {
      const date = specDay('paymentReturn', n);
      const slots = await restData<{ timeType: string; statusTime: string }[]>(
        request,
        `/api/get-schedule-stylist-by-date?stylistId=${stylistId}&date=${date}`,
      );
      const open = slots.find((s) => s.statusTime === 'enable');
      if (open) return { stylistId, date, timeType: open.timeType };
    }
  }
  throw new Error('No open slot on the days of this spec');
}

test('a signed-in customer returns from the payment provider to /payment/success, and the booking is confirmed', async ({
  page,
  request,
}) => {
  await signIn(page, demo.customer, DEMO_PASSWORD, /\/home$/);
  const token = await page.evaluate(() => localStorage.getItem('hairSalonToken'));
  expect(token).toBeTruthy();
  const authorization = { authorization: `Bearer ${token}` };

  // Booked through the REST path a spec client uses, with the customer's session.
  const slot = await freeSlot(request);
  const services = await restData<{ id: number }[]>(request, '/api/get-all-services');
  const booked = await request.post('/api/customer-book-appointment', {
    headers: authorization,
    form: {
      phone: '912345678',
      fullName: 'Signed In Customer',
      email: demo.customer,
      stylistId: String(slot.stylistId),
      date: String(slot.date),
      timeType: slot.timeType,
      'serviceIds[]': String(services[0]?.id),
      pointsToUse: '0',
      usePoints: 'false',
    },
  });
  const booking = await restSuccessData<{ bookingId: number; approvalUrl: string }>(booked, 'the booking');

  await page.goto(booking.approvalUrl);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/payment\/success\?/);
  await expect(page.getByText(messages.payment.success)).toBeVisible();
  // Still signed in, still on the return page (not sent to the role's landing page).
  await expect(page).toHaveURL(/\/payment\/success\?/);
  expect(await page.evaluate(() => localStorage.getItem('hairSalonToken'))).toBeTruthy();

  const bookings = await restData<{ id: number; statusId: string }[]>(request, '/api/get-booking-by-id', token ?? undefined);
  expect(bookings.find((b) => b.id === booking.bookingId)?.statusId).toBe('S2');
  expect(await cspViolations(page)).toEqual([]);
});

for (const [role, email, landing] of [
  ['admin', demo.admin, /\/dashboard$/],
  ['staff', demo.staff, /\/staff-management$/],
  ['stylist', demo.stylist, /\/shift-stylist$/],
  ['customer', demo.customer, /\/home$/],
] as const) {
  test(`a signed-in ${role} can open the payment return pages`, async ({ page }) => {
    await signIn(page, email, DEMO_PASSWORD, landing);
    // A return for a payment that is not theirs: the page opens and answers it, rather than redirecting away.
    await page.goto('/payment/success?token=NOT-AN-ORDER&paymentId=999999&PayerID=PAYER&stylistId=1');
    await expect(page.getByRole('alert')).toContainText('Verification failed:');
    await expect(page).toHaveURL(/\/payment\/success\?/);
    await page.goto('/payment/cancel?token=NOT-AN-ORDER');
    await expect(page.getByText(messages.payment.cancelled)).toBeVisible();
    await expect(page).toHaveURL(/\/payment\/cancel\?/);
    expect(await cspViolations(page)).toEqual([]);
  });
}

test('the built app runs under its Content-Security-Policy without a violation', async ({ page }) => {
  const home = await page.goto('/');
  const csp = home?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(home?.headers()['x-content-type-options']).toBe('nosniff');
  await expect(page.getByRole('link', { name: /book now/i }).first()).toBeVisible();
  for (const path of ['/services', '/about', '/contact', '/booking', '/login', '/register']) {
    await page.goto(path);
    await expect(page.locator('#root')).not.toBeEmpty();
    expect(await cspViolations(page), path).toEqual([]);
  }
  // Mantine's injected styles apply (style-src allows them): the primary button is not unstyled.
  await page.goto('/login');
  const signInButton = page.getByRole('button', { name: 'Sign In' });
  expect(await signInButton.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');

  await signIn(page, demo.admin, DEMO_PASSWORD, /\/dashboard$/);
  await expect(page.getByText('Total Revenue')).toBeVisible();
  for (const path of ['/dashboard', '/service-management', '/stylist-management', '/users-management', '/profile']) {
    await page.goto(path);
    await expect(page.locator('#root')).not.toBeEmpty();
    expect(await cspViolations(page), path).toEqual([]);
  }
});
