import { messages } from '@hairsalon/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mockDb, resetMockData } from '../../mocks/data';
import { inputsOf } from '../../mocks/received-inputs';
import { server } from '../../mocks/server';
import { trpcQuery } from '../../mocks/trpc';
import { renderWithApi } from '../../test/render-with-api';
import { validateServiceForm } from './service-form-modal';
import { ServiceManagement } from './service-management';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockData();
});
afterAll(() => server.close());

describe('ServiceManagement', () => {
  it('lists services with a $ price, a 30-character description and DD-MM-YYYY dates', async () => {
    renderWithApi(<ServiceManagement />);
    const table = await screen.findByRole('table', { name: 'Services' });
    const row = (await within(table).findByText('Haircut & Styling')).closest('tr');
    if (!row) throw new Error('no row');
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells[1]).toBe('$25.00');
    expect(cells[2]).toBe('A consultation, a precision cu...');
    expect(cells[3]).toBe('05-01-2026');
    expect(cells[4]).toBe('10-02-2026');
    expect(cells[5]).toBe('1 hour');
    expect(within(row).getByRole('button', { name: 'Edit Haircut & Styling' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Delete Haircut & Styling' })).toBeTruthy();
  });

  it('shows the empty state when there are no services', async () => {
    server.use(trpcQuery('service.list', () => []));
    renderWithApi(<ServiceManagement />);
    expect(await screen.findByText(messages.service.empty)).toBeTruthy();
  });

  it('Create Service shows every required message, including the image', async () => {
    renderWithApi(<ServiceManagement />);
    fireEvent.click(await screen.findByRole('button', { name: 'Create Service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Service' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(messages.service.nameRequired)).toBeTruthy();
    expect(within(dialog).getByText(messages.service.descriptionRequired)).toBeTruthy();
    expect(within(dialog).getByText(messages.service.priceRequired)).toBeTruthy();
    expect(within(dialog).getByText(messages.service.imageRequired)).toBeTruthy();
  });

  it('refuses a file that is not an image', async () => {
    renderWithApi(<ServiceManagement />);
    fireEvent.click(await screen.findByRole('button', { name: 'Create Service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Service' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Hot Towel Shave' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Description' }), {
      target: { value: 'A classic straight-razor shave.' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Price' }), { target: { value: '15' } });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(messages.service.imageRequired)).toBeTruthy();
    expect(within(dialog).queryByText(messages.service.nameRequired)).toBeNull();
  });

  it('creates a service with an image and refreshes the table', async () => {
    renderWithApi(<ServiceManagement />);
    fireEvent.click(await screen.findByRole('button', { name: 'Create Service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Service' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Hot Towel Shave' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Description' }), {
      target: { value: 'A classic straight-razor shave.' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Price' }), { target: { value: '15' } });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([new Uint8Array([137, 80, 78, 71])], 'shave.png', { type: 'image/png' })] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Hot Towel Shave')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Service' })).toBeNull());
    expect(mockDb.services.find((s) => s.name === 'Hot Towel Shave')?.image).toBe('/uploads/sample.png');
    // What the form sent: the price as the number typed (dollars; the server keeps cents), the uploaded image's path.
    expect(inputsOf('service.create')).toEqual([
      expect.objectContaining({
        name: 'Hot Towel Shave',
        description: 'A classic straight-razor shave.',
        price: 15,
        image: '/uploads/sample.png',
      }),
    ]);
  });

  it('Update Service keeps the image optional and deletes after a confirmation', async () => {
    renderWithApi(<ServiceManagement />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Beard Trim & Shape' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Service' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Beard Sculpt' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Beard Sculpt')).toBeTruthy();
    const [update] = inputsOf('service.update');
    const edited = mockDb.services.find((s) => s.name === 'Beard Sculpt');
    expect(update).toMatchObject({ id: edited?.id, name: 'Beard Sculpt' });
    // No new image chosen: the update does not send one, so the service keeps its own.
    expect(update && 'image' in update ? update.image : undefined).toBeUndefined();

    fireEvent.click(screen.getByRole('button', { name: 'Delete Beard Sculpt' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Service' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Beard Sculpt')).toBeNull());
    expect(inputsOf('service.delete')).toEqual([{ id: edited?.id }]);
  });
});

describe('validateServiceForm', () => {
  const values = {
    name: 'Cut',
    description: 'A cut',
    nameVi: '',
    descriptionVi: '',
    price: 15 as number | string,
    durationMinutes: '60',
    bufferMinutes: 0,
    image: null,
    offers: {},
  };

  it("reads the price a NumberInput holds as text ('15.', '15.50') as the number it is", () => {
    // The shared schema takes numbers only (issue 20): the form converts what its inputs hold.
    for (const price of [15, '15.', '15.50', ' 15 ']) expect(validateServiceForm({ ...values, price }, false)).toEqual({});
    expect(validateServiceForm({ ...values, bufferMinutes: '15' }, false)).toEqual({});
  });

  it('says the price is required when it is empty or no number', () => {
    for (const price of ['', '-', 'abc'])
      expect(validateServiceForm({ ...values, price }, false).price).toBe(messages.service.priceRequired);
  });

  it('in a chain, checks each location’s own price under its field and asks for at least one location', () => {
    const chain = [
      { id: 1, name: 'Ho Chi Minh City' },
      { id: 2, name: 'Sydney' },
    ];
    const offers = { '1': { offered: false, price: '' }, '2': { offered: true, price: 55.5 } };
    expect(validateServiceForm({ ...values, offers }, false, chain)).toEqual({});
    const tooLow = { ...offers, '2': { offered: true, price: 0 } };
    expect(validateServiceForm({ ...values, offers: tooLow }, false, chain)).toEqual({ 'offers.2.price': messages.service.priceInvalid });
    const nowhere = { '1': { offered: false, price: '' }, '2': { offered: false, price: '' } };
    expect(validateServiceForm({ ...values, offers: nowhere }, false, chain).offers).toBe(messages.service.locationsInvalid);
  });
});
