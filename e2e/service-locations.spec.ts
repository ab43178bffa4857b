import { messages } from '@hairsalon/shared';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, demo, signIn, TINY_PNG } from './support.js';

/**
 * Services per location (issue 24): in the demo chain the admin offers a new service at Sydney only, at Sydney's own
 * price; Ho Chi Minh City's customers are not offered it, Sydney's see it at that price.
 */
interface Located {
  id: number;
  name: string;
}

test('the admin offers a service at one location of the chain, at its own price there', async ({ page, request }) => {
  const name = `Sydney Gloss ${Date.now().toString(36)}`;
  await signIn(page, demo.admin, DEMO_PASSWORD, /\/dashboard$/);
  await page.goto('/service-management');
  await page.getByRole('button', { name: 'Create Service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Service' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog.getByRole('textbox', { name: 'Description', exact: true }).fill('A high-gloss finish, at the Sydney salon.');
  await dialog.getByRole('textbox', { name: 'Price', exact: true }).fill('40');
  await dialog.locator('input[type="file"]').setInputFiles(TINY_PNG);

  // Every location is ticked to start with; unticking them all is refused.
  const hcmc = dialog.getByRole('checkbox', { name: 'Offered at HairSalon Ho Chi Minh City' });
  const sydney = dialog.getByRole('checkbox', { name: 'Offered at HairSalon Sydney' });
  await expect(hcmc).toBeChecked();
  await expect(sydney).toBeChecked();
  await hcmc.uncheck();
  await sydney.uncheck();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: messages.service.locationsInvalid })).toBeVisible();
  await sydney.check();
  await dialog.getByRole('textbox', { name: 'Price at HairSalon Sydney' }).fill('55.5');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(messages.service.created)).toBeVisible();
  await expect(dialog).toBeHidden();

  // Opened again, the form shows where it is offered.
  await page.getByRole('row').filter({ hasText: name }).getByRole('button', { name: /^Edit/ }).click();
  const edit = page.getByRole('dialog', { name: 'Update Service' });
  await expect(edit.getByRole('checkbox', { name: 'Offered at HairSalon Ho Chi Minh City' })).not.toBeChecked();
  await expect(edit.getByRole('checkbox', { name: 'Offered at HairSalon Sydney' })).toBeChecked();
  await expect(edit.getByRole('textbox', { name: 'Price at HairSalon Sydney' })).toHaveValue('$55.5');
  await page.keyboard.press('Escape');

  // What each location's customers are offered (the spec's REST path with its optional locationId).
  const locations = ((await (await request.get('/trpc/location.list')).json()) as { result: { data: Located[] } }).result.data;
  const idOf = (label: string) => locations.find((l) => l.name === label)?.id;
  const offered = async (locationId: number | undefined) =>
    (await (await request.get(`/api/get-all-services?locationId=${locationId}`)).json()) as { name: string; price: number }[];
  expect((await offered(idOf('HairSalon Ho Chi Minh City'))).map((s) => s.name)).not.toContain(name);
  expect((await offered(idOf('HairSalon Sydney'))).find((s) => s.name === name)?.price).toBe(55.5);

  // Leave the demo chain as it was: the new service goes.
  await page
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('button', { name: /^Delete/ })
    .click();
  await page.getByRole('dialog', { name: 'Delete Service' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(messages.service.deleted)).toBeVisible();
});
