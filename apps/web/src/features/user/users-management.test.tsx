import { messages } from '@hairsalon/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mockDb, resetMockData } from '../../mocks/data';
import { server } from '../../mocks/server';
import { renderWithApi } from '../../test/render-with-api';
import { UsersManagement } from './users-management';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockData();
});
afterAll(() => server.close());

const bodyRows = async () => {
  const table = await screen.findByRole('table', { name: 'Users' });
  return within(table).getAllByRole('row').slice(1);
};

describe('UsersManagement', () => {
  it('shows 10 users per page and pages on the server', async () => {
    renderWithApi(<UsersManagement />);
    await screen.findByText('14 users');
    expect(await bodyRows()).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(4));
  });

  it('searches by full name after a pause and starts again at page 1', async () => {
    renderWithApi(<UsersManagement />);
    await screen.findByText('14 users');
    fireEvent.change(screen.getByRole('textbox', { name: 'Search by name' }), { target: { value: 'chi hoang' } });
    await screen.findByText('1 user');
    const [row] = await bodyRows();
    expect(row && within(row).getByText('Chi')).toBeTruthy();
  });

  it('offers Deactivate for an active user and Activate for an inactive one, behind a confirmation, with the status as a badge', async () => {
    renderWithApi(<UsersManagement />);
    const rows = await bodyRows();
    const first = rows[0];
    const second = rows[1];
    if (!first || !second) throw new Error('rows missing');
    expect(within(first).getByTestId('user-status').textContent).toBe('Active');
    expect(within(second).getByTestId('user-status').textContent).toBe('Inactive');
    expect(within(second).getByRole('button', { name: 'Activate' })).toBeTruthy();
    fireEvent.click(within(first).getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(messages.userStatus.confirm)).toBeTruthy();
    expect(within(dialog).getByText(messages.userStatus.irreversible)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(messages.userStatus.updated)).toBeTruthy();
    await waitFor(async () => {
      const [row] = await bodyRows();
      expect(row && within(row).getByRole('button', { name: 'Activate' })).toBeTruthy();
      expect(row && within(row).getByTestId('user-status').textContent).toBe('Inactive');
    });
    expect(mockDb.users[0]?.status).toBe('Inactive');
  });

  it('Create Staff reads a pasted phone number as its 9 digits, prefix and spaces dropped (issue 23)', async () => {
    renderWithApi(<UsersManagement />);
    fireEvent.click(await screen.findByRole('button', { name: 'Create Staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Staff' });
    const phone = within(dialog).getByLabelText('Phone number', { exact: false }) as HTMLInputElement;
    for (const pasted of ['+84 912 345 678', '0912 345 678', '912-345-678']) {
      fireEvent.change(phone, { target: { value: '' } });
      fireEvent.change(phone, { target: { value: pasted } });
      expect(phone.value, pasted).toBe('912345678');
    }
  });

  it('Create Staff validates with the spec messages', async () => {
    renderWithApi(<UsersManagement />);
    fireEvent.click(await screen.findByRole('button', { name: 'Create Staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Staff' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(messages.staffOrStylist.firstNameRequired)).toBeTruthy();
    expect(within(dialog).getByText(messages.staffOrStylist.lastNameRequired)).toBeTruthy();
    expect(within(dialog).getByText(messages.staffOrStylist.phoneRequired)).toBeTruthy();
    expect(within(dialog).getByText(messages.staffOrStylist.passwordRequired)).toBeTruthy();
  });

  it("Create Staff refuses a password too easy to guess, the person's own name included, and creates nobody", async () => {
    renderWithApi(<UsersManagement />);
    fireEvent.click(await screen.findByRole('button', { name: 'Create Staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Staff' });
    const users = mockDb.users.length;
    fireEvent.input(within(dialog).getByLabelText('First name', { exact: false }), { target: { value: 'Thuy' } });
    fireEvent.input(within(dialog).getByLabelText('Last name', { exact: false }), { target: { value: 'Hoang' } });
    fireEvent.input(within(dialog).getByLabelText('Email', { exact: false }), { target: { value: 'thuy.hoang@hairsalon.local' } });
    fireEvent.input(within(dialog).getByLabelText('Phone number', { exact: false }), { target: { value: '912345678' } });
    const password = within(dialog).getByLabelText('Password', { exact: false, selector: 'input' });
    for (const weak of ['password123', 'ThuyHoang88']) {
      fireEvent.input(password, { target: { value: weak } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
      expect(await within(dialog).findByText(messages.password.tooWeak)).toBeTruthy();
    }
    expect(mockDb.users).toHaveLength(users);
    fireEvent.input(password, { target: { value: 'blue-river-lantern' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(mockDb.users).toHaveLength(users + 1));
  });
});

describe('UsersManagement in a chain (issue 24)', () => {
  it('shows where staff and stylists work, and the admin moves one to another location', async () => {
    renderWithApi(<UsersManagement />);
    await screen.findByText('14 users');
    const staff = mockDb.users.find((u) => u.roleId === 'R1');
    if (!staff) throw new Error('no mock staff');
    const picker = await screen.findByRole('combobox', { name: `Location of ${staff.firstName} ${staff.lastName}` });
    expect((picker as HTMLInputElement).value).toBe('HairSalon Ho Chi Minh City');
    // Customers work nowhere: no picker on their rows.
    expect(screen.getAllByRole('combobox', { name: /^Location of / })).toHaveLength(2);
    fireEvent.click(picker);
    const listbox = await waitFor(() => {
      const list = document.getElementById(picker.getAttribute('aria-controls') ?? '');
      if (!list) throw new Error('the picker has not opened');
      return list;
    });
    fireEvent.click(within(listbox).getByRole('option', { name: 'HairSalon Sydney', hidden: true }));
    expect(await screen.findByText(messages.location.moved)).toBeTruthy();
    expect(mockDb.users.find((u) => u.id === staff.id)?.locationId).toBe(2);
  });
});
