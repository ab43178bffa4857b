import { formatSalonDate, messages, TIME_SLOTS } from '@hairsalon/shared';
import { expect, type Page, test } from '@playwright/test';
import { chooseOption, DEMO_PASSWORD, demo, mutationSent, pickSalonDay, salonDayAhead, signIn, specDay, trpcInputOf } from './support.js';

/** Issue 12: the front desk's calendar (walk-ins, no-shows) and stylists' time off, as the demo staff member. */

async function openCalendarOn(page: Page, dayMs: number) {
  await page.goto('/front-desk');
  await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
  await pickSalonDay(page, /^Date/, dayMs);
  await expect(page.getByTestId('calendar-title')).toContainText(formatSalonDate(dayMs));
}

test.beforeEach(async ({ page }) => {
  await signIn(page, demo.staff, DEMO_PASSWORD, /\/staff-management$/);
});

test('the calendar shows today marked, with bookings of several statuses', async ({ page }) => {
  await page.getByRole('link', { name: 'Calendar' }).click();
  await expect(page).toHaveURL(/\/front-desk$/);
  await expect(page.getByTestId('calendar-title')).toContainText('Today');
  await expect(page.getByRole('table', { name: 'Day calendar' })).toBeVisible();
  const statuses = await page.getByTestId('calendar-booking').evaluateAll((blocks) => blocks.map((b) => b.getAttribute('data-status')));
  expect(new Set(statuses).size).toBeGreaterThanOrEqual(3);
  await page.getByText('Week', { exact: true }).click();
  const week = page.getByRole('table', { name: 'Week calendar' });
  await expect(week).toBeVisible();
  await expect(week.locator('th[data-today]').first()).toContainText('Today');
});

test('the front desk books a walk-in on a free slot of the calendar', async ({ page }) => {
  const day = specDay('frontDesk');
  const guest = `Walk In ${Date.now().toString(36)}`;
  await openCalendarOn(page, day);
  await page
    .getByRole('button', { name: /Book Lan Tran, / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'New booking at the desk' });
  await expect(dialog).toContainText(formatSalonDate(day));
  await dialog.getByLabel('Full name').fill(guest);
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('917555666');
  await dialog.getByRole('combobox', { name: 'Services' }).click();
  await page.getByRole('option', { name: /Haircut/ }).click();
  await page.keyboard.press('Escape');
  await expect(dialog.getByText('Total: $25.00')).toBeVisible();
  await dialog.getByRole('button', { name: 'Book' }).click();
  await expect(page.getByText(messages.frontDesk.booked)).toBeVisible();
  await expect(dialog).toBeHidden();
  const block = page.getByRole('button', { name: new RegExp(`^${guest} Confirm · Walk-in ?, Lan Tran, `) });
  await expect(block).toBeVisible();
  await block.click();
  const details = page.getByRole('dialog', { name: /^Booking #/ });
  await expect(details).toContainText('Walk-in');
  await expect(details.getByText('At salon', { exact: true })).toBeVisible();
  // Its time has not come: it can be cancelled, not marked no-show.
  await expect(details.getByRole('button', { name: 'Cancel booking' })).toBeVisible();
  await expect(details.getByRole('button', { name: 'Mark no-show' })).toHaveCount(0);
});

test('the front desk marks yesterday’s confirmed booking as a no-show', async ({ page }) => {
  await page.goto('/front-desk');
  await page.getByRole('button', { name: 'Previous day' }).click();
  await expect(page.getByTestId('calendar-title')).toContainText(formatSalonDate(salonDayAhead(-1)));
  const block = page.getByRole('button', { name: /^Giang Dang Confirm ?, Mai Le, .*11:00 AM$/ });
  await block.click();
  const details = page.getByRole('dialog', { name: /^Booking #/ });
  await details.getByRole('button', { name: 'Mark no-show' }).click();
  await details.getByRole('button', { name: 'Confirm no-show' }).click();
  await expect(page.getByText(messages.frontDesk.noShowMarked)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Giang Dang No-show ?, Mai Le, .*11:00 AM$/ })).toBeVisible();
  // The spec's booking list shows the new status by its label.
  await page.getByRole('link', { name: 'Booking' }).click();
  await pickSalonDay(page, /^Date/, salonDayAhead(-1));
  await expect(page.getByRole('row').filter({ hasText: 'giang.dang@example.com' }).filter({ hasText: '11:00 AM' })).toContainText(
    'No-show',
  );
});

test('the front desk marks time off and the booking form refuses that time', async ({ page }) => {
  // Three pages and two date pickers on a shared 2-core machine.
  test.slow();
  await page.goto('/time-off');
  // The demo's entry lists the booking that still has to be moved.
  const seeded = page.getByTestId('time-off-entry').filter({ hasText: 'Mai Le' });
  await expect(seeded).toContainText('1 booking to move');

  const day = specDay('frontDesk', 1);
  await chooseOption(page, /^Stylist/, 'Huy Pham');
  await pickSalonDay(page, /^From$/, day);
  await pickSalonDay(page, /^To$/, day);
  await page.getByRole('switch', { name: 'Only some hours' }).check();
  await chooseOption(page, 'From time', '9:00 AM');
  await chooseOption(page, 'To time', '12:00 PM');
  await page.getByLabel('Reason (optional)').fill('Dentist');
  await page.getByRole('button', { name: 'Save time off' }).click();
  await expect(page.getByText(messages.timeOff.saved(0))).toBeVisible();
  await expect(page.getByTestId('time-off-entry').filter({ hasText: 'Dentist' })).toContainText(
    `${formatSalonDate(day)} 9:00 AM – ${formatSalonDate(day)} 12:00 PM`,
  );

  // The booking form: 9, 10 and 11 o'clock are refused, 1 PM is still open.
  await page.goto('/booking');
  await chooseOption(page, /^Stylist/, 'Huy Pham');
  await pickSalonDay(page, /^Date/, day);
  const slots = page.getByRole('group', { name: 'Time slots' });
  for (const time of ['9:00 AM', '10:00 AM', '11:00 AM'])
    await expect(slots.getByRole('button', { name: time, exact: true })).toBeDisabled();
  await expect(slots.getByRole('button', { name: '1:00 PM', exact: true })).toBeEnabled();

  // The calendar shows it too.
  await openCalendarOn(page, day);
  await expect(page.getByRole('table', { name: 'Day calendar' }).getByText('Time off')).toHaveCount(3);
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the calendar scrolls sideways and its bookings and time off still open', async ({ page }) => {
    await page.goto('/front-desk');
    // Under 768 px the navigation is a drawer behind the burger, closed on arrival: the calendar has the screen.
    const calendar = page.getByRole('region', { name: 'Calendar, scrolls sideways' });
    await expect(calendar).toBeVisible();
    // The page itself does not scroll sideways: only the calendar does.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByTestId('calendar-booking').first().click();
    const details = page.getByRole('dialog', { name: /^Booking #/ });
    await expect(details).toBeVisible();
    const box = await details.boundingBox();
    expect(box?.width ?? 999).toBeLessThanOrEqual(390);
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Time off' }).click();
    await expect(page.getByRole('button', { name: 'Save time off' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the desk books a walk-in by taps, the dialog keeping its size while the services list is open', async ({ page }) => {
    const day = specDay('frontDesk');
    const guest = `Phone Walk In ${Date.now().toString(36)}`;
    await openCalendarOn(page, day);
    await page
      .getByRole('button', { name: /Book Minh Nguyen, / })
      .first()
      .tap();
    const dialog = page.getByRole('dialog', { name: 'New booking at the desk' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Full name').fill(guest);
    await dialog.getByRole('textbox', { name: 'Phone' }).fill('917555777');
    await dialog.getByRole('combobox', { name: 'Services' }).tap();
    await page.getByRole('option', { name: /Haircut/ }).tap();
    await expect(dialog.getByText('Total: $25.00')).toBeVisible();

    // The dialog's box, frame by frame for 2 s with the list open: one size and place throughout, none wider than the screen.
    const frames = await dialog.evaluate(
      (el) =>
        new Promise<{ box: string; pageWidth: number }[]>((resolve) => {
          const seen: { box: string; pageWidth: number }[] = [];
          const start = performance.now();
          const sample = () => {
            const r = el.getBoundingClientRect();
            seen.push({ box: `${r.x},${r.y} ${r.width}×${r.height}`, pageWidth: document.documentElement.scrollWidth });
            if (performance.now() - start < 2_000) requestAnimationFrame(sample);
            else resolve(seen);
          };
          requestAnimationFrame(sample);
        }),
    );
    expect(frames.length).toBeGreaterThan(10);
    expect(new Set(frames.map((f) => f.box)), 'the dialog’s boxes over 2 s').toEqual(new Set([frames[0]?.box]));
    expect(Math.max(...frames.map((f) => f.pageWidth)), 'page width').toBeLessThanOrEqual(390);
    // The list stays under the finger where it was opened, within the screen.
    const list = await page.getByRole('listbox').boundingBox();
    expect(list && list.x >= 0 && list.x + list.width <= 390).toBe(true);

    // A tap on the dialog's own text closes the list; the dialog, with what was typed, stays.
    await dialog.getByText('Total: $25.00').tap();
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(dialog.getByLabel('Full name')).toHaveValue(guest);
    await dialog.getByRole('button', { name: 'Book' }).tap();
    await expect(page.getByText(messages.frontDesk.booked)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: new RegExp(`^${guest} Confirm · Walk-in ?, Minh Nguyen, `) })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

/** The desk's browser east and west of the salon: a walk-in is sent for the salon day and time of the slot clicked. */
for (const [timezoneId, stylist] of [
  ['America/Los_Angeles', 'Minh Nguyen'],
  ['Australia/Sydney', 'Lan Tran'],
] as const) {
  test.describe(`with the browser in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('a walk-in is sent for the salon day and time of the slot clicked', async ({ page }) => {
      const day = specDay('frontDesk', 1);
      await openCalendarOn(page, day);
      const free = page.getByRole('button', { name: new RegExp(`Book ${stylist}, `) }).first();
      // Its name ends with the slot's time: 'Free: Book Lan Tran, Tue 10/03/2026, 9:00 AM'.
      const time = ((await free.textContent()) ?? '').split(', ').at(-1)?.trim() ?? '';
      await free.click();
      const dialog = page.getByRole('dialog', { name: 'New booking at the desk' });
      await expect(dialog).toContainText(formatSalonDate(day));
      await expect(dialog).toContainText(time);
      await dialog.getByLabel('Full name').fill(`Zone Walk In ${timezoneId}`);
      await dialog.getByRole('textbox', { name: 'Phone' }).fill(timezoneId.startsWith('America') ? '917555801' : '917555802');
      await dialog.getByRole('combobox', { name: 'Services' }).click();
      await page.getByRole('option', { name: /Haircut/ }).click();
      await page.keyboard.press('Escape');
      const sent = mutationSent(page, 'booking.createAtDesk');
      await dialog.getByRole('button', { name: 'Book' }).click();
      const input = trpcInputOf(await sent);
      expect(input.date, `sent day ${new Date(Number(input.date)).toISOString()}`).toBe(day);
      expect(input.timeType).toBe(TIME_SLOTS.find((s) => s.valueEn === time)?.keyMap);
      await expect(page.getByText(messages.frontDesk.booked)).toBeVisible();
    });
  });
}
