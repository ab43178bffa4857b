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
    fireEvent.input(screen.getByRole('textbox', { name: 'Search by name' }), { target: { value: 'chi hoang' } });
    await screen.findByText('1 user');
    const [row] = await bodyRows();
    expect(row && within(row).getByText('Chi')).toBeTruthy();
  });

  it('offers InActive for an active user and Active for an inactive one, behind a confirmation', async () => {
    renderWithApi(<UsersManagement />);
    const rows = await bodyRows();
    const first = rows[0];
    const second = rows[1];
    if (!first || !second) throw new Error('rows missing');
    expect(within(second).getByRole('button', { name: 'Active' })).toBeTruthy();
    fireEvent.click(within(first).getByRole('button', { name: 'InActive' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(messages.userStatus.confirm)).toBeTruthy();
    expect(within(dialog).getByText(messages.userStatus.irreversible)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(messages.userStatus.updated)).toBeTruthy();
    await waitFor(async () => {
      const [row] = await bodyRows();
      expect(row && within(row).getByRole('button', { name: 'Active' })).toBeTruthy();
    });
    expect(mockDb.users[0]?.status).toBe('Inactive');
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
});
