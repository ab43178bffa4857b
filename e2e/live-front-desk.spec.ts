import { formatSalonDate } from '@hairsalon/shared';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { baseURL } from '../playwright.config.js';
import { DEMO_PASSWORD, demo, pickSalonDay, signIn, specDay } from './support.js';

/**
 * Issue 23 item 3: a booking made anywhere appears in an open front-desk calendar within 2 seconds, without a
 * reload, as one block over the rows it covers; and the calendar fits a phone.
 */

/** A tRPC call over HTTP as another program would make it (a query as GET, a mutation as POST), as the demo staff. */
async function staffApi(request: APIRequestContext) {
  const login = await request.post('/api/login', { data: { email: demo.staff, password: DEMO_PASSWORD } });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  return {
    async query<T>(path: string): Promise<T> {
      const res = await request.get(`/trpc/${path}`, { headers });
      expect(res.status(), path).toBe(200);
      return ((await res.json()) as { result: { data: T } }).result.data;
    },
    async mutate<T>(path: string, input: unknown): Promise<T> {
      const res = await request.post(`/trpc/${path}`, { headers, data: input });
      expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
      return ((await res.json()) as { result: { data: T } }).result.data;
    },
  };
}

async function openCalendarOn(page: Page, dayMs: number) {
  await page.goto('/front-desk');
  await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible({ timeout: 30_000 });
  await pickSalonDay(page, /^Date/, dayMs);
  await expect(page.getByTestId('calendar-title')).toContainText(formatSalonDate(dayMs));
}

test('a booking made through the API appears in the open calendar within 2 s, spanning its rows, and its cancellation too', async ({
  page,
  playwright,
}) => {
  // Many steps before the one timed (sign in, pick a day weeks ahead): the 2 s are asserted on their own below.
  test.slow();
  await signIn(page, demo.staff, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/staff-management$/, { timeout: 30_000 });
  const day = specDay('liveDesk');
  await openCalendarOn(page, day);
  await expect(page.getByRole('button', { name: /Book Lan Tran, .*9:00 AM$/ })).toBeVisible({ timeout: 30_000 });
  // Set on this page's window: still there at the end means the page was never reloaded.
  await page.evaluate(() => {
    (window as unknown as { stillThisPage: boolean }).stillThisPage = true;
  });

  // Another program (another desk, another instance behind the load balancer) books a two-hour colour.
  const request = await playwright.request.newContext({ baseURL });
  const api = await staffApi(request);
  const stylists = await api.query<{ id: number; firstName: string; lastName: string }[]>('stylist.list');
  const services = await api.query<{ id: number; name: string; durationMinutes: number }[]>('service.list');
  const lan = stylists.find((s) => s.firstName === 'Lan' && s.lastName === 'Tran');
  const colour = services.find((s) => s.durationMinutes === 120);
  if (!lan || !colour) throw new Error('the demo salon has Lan Tran and a two-hour service');
  const guest = `Live Guest ${Date.now().toString(36)}`;
  const made = await api.mutate<{ bookingId: number }>('booking.createAtDesk', {
    source: 'phone',
    fullName: guest,
    phone: '917000111',
    email: '',
    stylistId: lan.id,
    date: day,
    timeType: 'T1',
    serviceIds: [colour.id],
  });
  const madeAt = Date.now();

  const block = page.getByRole('button', { name: new RegExp(`^${guest} Confirm · Phone · 9:00 AM–11:00 AM ?, Lan Tran, `) });
  await expect(block).toBeVisible({ timeout: 2_000 });
  expect(Date.now() - madeAt).toBeLessThan(2_000);
  // One block over the two rows, no "Continued" cell below it.
  await expect(block).toHaveAttribute('data-rows', '2');
  await expect(page.getByRole('button', { name: new RegExp(`^${guest} `) })).toHaveCount(1);
  await expect(page.getByRole('button', { name: /Book Lan Tran, .*9:00 AM$/ })).toHaveCount(0);

  await api.mutate('booking.cancelByStaff', { bookingId: made.bookingId });
  const cancelledAt = Date.now();
  await expect(page.getByRole('button', { name: new RegExp(`^${guest} Cancel`) })).toBeVisible({ timeout: 2_000 });
  expect(Date.now() - cancelledAt).toBeLessThan(2_000);
  await expect(page.getByRole('button', { name: /Book Lan Tran, .*9:00 AM$/ })).toBeVisible({ timeout: 2_000 });
  expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
  await request.dispose();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the calendar shows one stylist at a time with a picker, and the page never scrolls sideways', async ({ page }) => {
    await signIn(page, demo.staff, DEMO_PASSWORD, /\/staff-management$/);
    await page.goto('/front-desk');
    const calendar = page.getByRole('table', { name: 'Day calendar' });
    await expect(calendar).toBeVisible({ timeout: 30_000 });
    // Room for the page: the shared sidebar as it was before the back office's phone layout (issue 23 item 1, another
    // change) opens on arrival; with the drawer there is no open sidebar to close.
    const openSidebar = page.getByRole('button', { name: 'Toggle sidebar', expanded: true });
    if ((await openSidebar.count()) > 0) await openSidebar.click();
    const picker = page.getByRole('combobox', { name: 'Stylist' });
    await expect(picker).toBeVisible();
    // The time column and one stylist's.
    await expect(calendar.locator('thead th')).toHaveCount(2);
    const first = (await calendar.locator('thead th').nth(1).textContent()) ?? '';
    const other = await picker.locator('option').nth(1).textContent();
    await picker.selectOption({ index: 1 });
    await expect(calendar.locator('thead th').nth(1)).toHaveText(other ?? '');
    expect(other).not.toBe(first);
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    const region = await page.getByRole('region', { name: 'Calendar, scrolls sideways' }).evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(region).toBeLessThanOrEqual(0);
    const box = await calendar.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  });
});
