import { messages } from '@hairsalon/shared';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, demo, signIn, signOut } from './support.js';

/**
 * The chain's locations (issue 24): the admin finds the demo chain (Ho Chi Minh City and Sydney, each in its zone),
 * adds a location in a zone picked from the list, edits it and archives it; at phone width the page fits the screen.
 * Sydney's staff login (demo data) signs in to the staff area. Leaves the demo chain as it found it.
 */
const PAGE_SHOWN = { timeout: 30_000 };

const card = (page: Page, name: string) => page.getByRole('listitem', { name });

async function openLocations(page: Page) {
  await signIn(page, demo.admin, DEMO_PASSWORD, /\/dashboard$/);
  await page.goto('/locations');
  await expect(page.getByRole('heading', { name: 'Locations', level: 1 })).toBeVisible(PAGE_SHOWN);
}

test('the admin sees the demo chain in its zones, then adds, edits and archives a location', async ({ page }) => {
  await openLocations(page);
  const hcmc = card(page, 'HairSalon Ho Chi Minh City');
  await expect(hcmc).toContainText('123 Le Loi, District 1, Ho Chi Minh City');
  await expect(hcmc).toContainText('Main location');
  await expect(hcmc).toContainText(/Local time now: \d{1,2}:\d{2} (AM|PM) \(GMT\+7\)/);
  const sydney = card(page, 'HairSalon Sydney');
  await expect(sydney).toContainText('Time zone: Australia/Sydney');
  await expect(sydney).toContainText(/\((AEST|AEDT)\)/);

  const name = `HairSalon Osaka ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Add location' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a location' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog.getByRole('textbox', { name: 'Address', exact: true }).fill('1-1 Umeda, Kita-ku, Osaka');
  await dialog.getByRole('textbox', { name: 'Phone', exact: true }).fill('+81 6 1234 5678');
  // The zone list is searchable: typing narrows some four hundred zones to the one wanted.
  const zone = dialog.getByRole('combobox', { name: 'Time zone' });
  await zone.click();
  await zone.fill('Asia/Tok');
  await page.getByRole('option', { name: 'Asia/Tokyo' }).click();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText(messages.location.created)).toBeVisible();
  const osaka = card(page, name);
  await expect(osaka).toContainText('Time zone: Asia/Tokyo');
  await expect(osaka).toContainText('+81 6 1234 5678');

  // A second location of the same name is refused, with the reason at the field.
  await page.getByRole('button', { name: 'Add location' }).click();
  const again = page.getByRole('dialog', { name: 'Add a location' });
  await again.getByRole('textbox', { name: 'Name', exact: true }).fill(name.toUpperCase());
  await again.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(again.getByText(messages.location.nameTaken)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(again).toBeHidden();

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit location' });
  await expect(edit.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Asia/Tokyo');
  await edit.getByRole('textbox', { name: 'Address', exact: true }).fill('2-2 Namba, Chuo-ku, Osaka');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(messages.location.saved)).toBeVisible();
  await expect(osaka).toContainText('2-2 Namba, Chuo-ku, Osaka');

  // Still there after a reload: it was saved, not only drawn.
  await page.reload();
  await expect(card(page, name)).toContainText('2-2 Namba, Chuo-ku, Osaka', PAGE_SHOWN);

  await page.getByRole('button', { name: `Archive ${name}` }).click();
  const archive = page.getByRole('dialog', { name: 'Archive location' });
  await archive.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText(messages.location.archived)).toBeVisible();
  await expect(card(page, name)).toHaveCount(0);
  await expect(card(page, 'HairSalon Sydney')).toBeVisible();

  // Sydney's staff have stylists there: the location cannot be archived yet, and says why.
  await page.getByRole('button', { name: 'Archive HairSalon Sydney' }).click();
  await page.getByRole('dialog', { name: 'Archive location' }).getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText(messages.location.hasPeople)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(card(page, 'HairSalon Sydney')).toBeVisible();
});

test("Sydney's staff login of the demo chain signs in to the staff area", async ({ page }) => {
  await signIn(page, 'staff.sydney@hairsalon.local', DEMO_PASSWORD, /\/staff-management$/);
  await signOut(page);
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the locations page fits a 390 px screen with every card’s buttons in reach', async ({ page }) => {
    await openLocations(page);
    const sydney = card(page, 'HairSalon Sydney');
    await expect(sydney).toBeVisible();
    const widths = await page.evaluate(() => {
      const root = document.scrollingElement ?? document.documentElement;
      return { content: root.scrollWidth, screen: root.clientWidth };
    });
    expect(widths.content).toBeLessThanOrEqual(widths.screen);
    for (const button of [
      sydney.getByRole('button', { name: 'Edit HairSalon Sydney' }),
      sydney.getByRole('button', { name: 'Archive HairSalon Sydney' }),
    ]) {
      await expect(button).toBeInViewport({ ratio: 0 });
      const box = await button.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44 - 0.5);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    }
    await page.screenshot({ path: '/tmp/shots-locations-390-list.png', fullPage: true });
    await page.getByRole('button', { name: 'Add location' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a location' });
    await expect(dialog.getByRole('button', { name: 'Add', exact: true })).toBeVisible();
    const dialogBox = await dialog.boundingBox();
    expect((dialogBox?.x ?? 0) + (dialogBox?.width ?? 0)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: '/tmp/shots-locations-390.png', fullPage: true });
  });
});
