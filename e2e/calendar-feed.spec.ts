import { messages } from '@hairsalon/shared';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, demo, keepScreenshot, signIn } from './support.js';

/**
 * Issue 23's private calendar links, as the staff and a stylist use them: made on the page, read as a calendar app
 * reads them (the URL alone, no sign-in), and retired by a new link. With locations (docs/decisions/021), the front
 * desk's salon link is the staff member's location's.
 */

/** What a calendar app subscribed to the link gets: status, type and text. */
async function subscribe(page: Page, link: string) {
  const res = await page.request.get(new URL(link).pathname);
  return { status: res.status(), type: res.headers()['content-type'] ?? '', text: res.status() === 200 ? await res.text() : '' };
}

const linkOf = (page: Page) => page.getByRole('region', { name: 'Calendar feed' }).getByLabel('Private calendar link');

test('staff make the salon’s calendar link at the front desk, a calendar app reads the bookings from it, and a new link retires it', async ({
  page,
}) => {
  await signIn(page, demo.staff, DEMO_PASSWORD, /\/staff-management$/);
  await page.goto('/front-desk');
  const panel = page.getByRole('region', { name: 'Calendar feed' });
  await expect(panel.getByRole('combobox', { name: 'Calendar of' })).toHaveValue('The whole salon');
  await panel.getByRole('button', { name: 'Make a calendar link' }).click();
  await expect(page.getByText('Your calendar link is ready. Copy it into your calendar app.')).toBeVisible();
  await expect(linkOf(page)).toHaveValue(/\/calendar\/\d+-[A-Za-z0-9_-]{43}\.ics$/);
  const link = await linkOf(page).inputValue();
  await panel.scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'desktop-front-desk-calendar-feed');

  const feed = await subscribe(page, link);
  expect(feed.status).toBe(200);
  expect(feed.type).toContain('text/calendar');
  expect(feed.text).toContain('BEGIN:VCALENDAR');
  // The demo salon's bookings, each with its stylist named (a salon feed holds every stylist's).
  expect(feed.text).toMatch(/BEGIN:VEVENT[\s\S]*SUMMARY:[^\n]* \([^)\n]+\)/);

  await panel.getByRole('button', { name: 'New link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make a new link?' });
  await dialog.getByRole('button', { name: 'New link' }).click();
  await expect(page.getByText('A new link was made. The old one no longer works.')).toBeVisible();
  await expect(linkOf(page)).not.toHaveValue(link);
  expect((await subscribe(page, link)).status).toBe(404);
  expect((await subscribe(page, await linkOf(page).inputValue())).status).toBe(200);
});

test('a stylist makes their own calendar link on the shift page and stops sharing it', async ({ page }) => {
  await signIn(page, demo.stylist, DEMO_PASSWORD, /\/shift-stylist$/);
  const panel = page.getByRole('region', { name: 'Calendar feed' });
  await panel.getByRole('button', { name: 'Make my calendar link' }).click();
  await expect(linkOf(page)).toHaveValue(/\.ics$/);
  const link = await linkOf(page).inputValue();
  const feed = await subscribe(page, link);
  expect(feed.status).toBe(200);
  // Their own bookings only: no event names another stylist.
  expect(feed.text).not.toMatch(/SUMMARY:[^\n]* \([^)\n]+\)/);

  await panel.getByRole('button', { name: 'Stop sharing' }).click();
  await page.getByRole('dialog', { name: 'Stop sharing this calendar?' }).getByRole('button', { name: 'Stop sharing' }).click();
  await expect(page.getByText('The link no longer works.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Make my calendar link' })).toBeVisible();
  expect((await subscribe(page, link)).status).toBe(404);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the stylist’s calendar link fits the screen: the link, its copy button and the actions, nothing sideways', async ({ page }) => {
    await signIn(page, demo.stylist, DEMO_PASSWORD, /\/shift-stylist$/);
    const panel = page.getByRole('region', { name: 'Calendar feed' });
    await panel.getByRole('button', { name: 'Make my calendar link' }).click();
    await expect(linkOf(page)).toHaveValue(/\.ics$/);
    for (const control of [
      linkOf(page),
      panel.getByRole('button', { name: 'Copy link' }),
      panel.getByRole('button', { name: 'New link' }),
    ]) {
      const box = await control.boundingBox();
      expect(box, 'on screen').not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    }
    // Touch targets of at least 44 px (issue 23).
    expect((await panel.getByRole('button', { name: 'Copy link' }).boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    const widths = await page.evaluate(() => ({ content: document.documentElement.scrollWidth, screen: window.innerWidth }));
    expect(widths.content, 'page width').toBeLessThanOrEqual(widths.screen);
    await panel.scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'phone-shift-stylist-calendar-feed', false);
    // On a phone the toasts sit over the panel's last row of buttons until they close (a pointer resting on one keeps
    // it open, as Mantine's do): tap once they have gone, as a person would.
    await page.mouse.move(0, 0);
    await expect(page.getByText('Your calendar link is ready. Copy it into your calendar app.')).toBeHidden();
    await expect(page.getByText(messages.login.success)).toBeHidden();
    await panel.getByRole('button', { name: 'Stop sharing' }).click();
    await page.getByRole('dialog', { name: 'Stop sharing this calendar?' }).getByRole('button', { name: 'Stop sharing' }).click();
    await expect(panel.getByRole('button', { name: 'Make my calendar link' })).toBeVisible();
  });
});
