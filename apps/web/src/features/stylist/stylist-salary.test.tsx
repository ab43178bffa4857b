import { formatSalonDate, messages } from '@hairsalon/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mockDb, resetMockData } from '../../mocks/data';
import { resetFeedbackSalaryMockData } from '../../mocks/handlers/feedback-salary';
import { server } from '../../mocks/server';
import { renderWithApi } from '../../test/render-with-api';
import { CREATE_SALARY_TITLE, currentSalaryPeriod, PAY_SALARY_TITLE } from '../salary/salary-dialogs';
import { StylistManagement } from './stylist-management';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockData();
  resetFeedbackSalaryMockData();
});
afterAll(() => server.close());

/** The table row of a stylist, by last name (Nguyen: paid January; Tran: unpaid February; Pham and Le: none). */
async function rowOf(lastName: string): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name: 'Stylists' });
  const row = within(table)
    .getAllByRole('row')
    .find((r) => within(r).queryByRole('cell', { name: lastName }));
  if (!row) throw new Error(`no row for ${lastName}`);
  return row;
}

/** Create salary, Pay and Paid on: the last three cells. */
const salaryCells = (row: HTMLElement) => within(row).getAllByRole('cell').slice(-3) as [HTMLElement, HTMLElement, HTMLElement];

async function openCreateSalary(lastName: string) {
  fireEvent.click(within(await rowOf(lastName)).getByRole('button', { name: 'Create Salary' }));
  return screen.findByRole('dialog', { name: CREATE_SALARY_TITLE });
}

function fillPeriod(dialog: HTMLElement, month: string, year: string) {
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Month/ }), { target: { value: month } });
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Year/ }), { target: { value: year } });
}

describe('Stylist management salary actions', () => {
  it('offers Create Salary on every row, Pay only for an unpaid record, and the paid-on date once paid', async () => {
    renderWithApi(<StylistManagement />);
    const [paidCreate, paidPay, paidOn] = salaryCells(await rowOf('Nguyen'));
    expect(within(paidCreate).getByRole('button', { name: 'Create Salary' })).toBeTruthy();
    expect(within(paidPay).queryByRole('button', { name: 'Pay' })).toBeNull();
    expect(paidOn.textContent).toBe('01-02-2026');

    const [unpaidCreate, unpaidPay, unpaidOn] = salaryCells(await rowOf('Tran'));
    expect(within(unpaidCreate).getByRole('button', { name: 'Create Salary' })).toBeTruthy();
    expect(within(unpaidPay).getByRole('button', { name: 'Pay' })).toBeTruthy();
    expect(unpaidOn.textContent).toBe('—');

    const [noneCreate, nonePay, noneOn] = salaryCells(await rowOf('Pham'));
    expect(within(noneCreate).getByRole('button', { name: 'Create Salary' })).toBeTruthy();
    expect(within(nonePay).queryByRole('button', { name: 'Pay' })).toBeNull();
    expect(noneOn.textContent).toBe('—');
  });

  it('pays after the transfer confirmation and then shows the paid-on date', async () => {
    renderWithApi(<StylistManagement />);
    fireEvent.click(within(await rowOf('Tran')).getByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog', { name: PAY_SALARY_TITLE });
    expect(within(dialog).getByText('Transfer $400.00 to Lan Tran?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText(messages.salary.paid)).toBeTruthy();
    await waitFor(async () => {
      const [, pay, paidOn] = salaryCells(await rowOf('Tran'));
      expect(within(pay).queryByRole('button', { name: 'Pay' })).toBeNull();
      expect(paidOn.textContent).toBe(formatSalonDate(Date.now()));
    });
    expect(mockDb.stylists.find((s) => s.lastName === 'Tran')?.salaryData?.PaidOn).toBeTruthy();
  });

  it('keeps the salary unpaid when the transfer is not confirmed', async () => {
    renderWithApi(<StylistManagement />);
    fireEvent.click(within(await rowOf('Tran')).getByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog', { name: PAY_SALARY_TITLE });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: PAY_SALARY_TITLE })).toBeNull());
    expect(mockDb.stylists.find((s) => s.lastName === 'Tran')?.salaryData?.PaidOn).toBeNull();
  });

  it('Create Salary for Stylist defaults to the current month and validates with the spec messages', async () => {
    renderWithApi(<StylistManagement />);
    const dialog = await openCreateSalary('Pham');
    const { month, year } = currentSalaryPeriod();
    expect((within(dialog).getByRole('textbox', { name: /Month/ }) as HTMLInputElement).value).toBe(month);
    expect((within(dialog).getByRole('textbox', { name: /Year/ }) as HTMLInputElement).value).toBe(year);

    fillPeriod(dialog, '', '');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Salary' }));
    expect(await within(dialog).findByText(messages.salary.monthInvalid)).toBeTruthy();
    expect(within(dialog).getByText(messages.salary.yearInvalid)).toBeTruthy();

    fillPeriod(dialog, '13', '2126');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Salary' }));
    expect(await within(dialog).findByText(messages.salary.monthInvalid)).toBeTruthy();
    expect(within(dialog).getByText(messages.salary.yearInvalid)).toBeTruthy();
  });

  it('creates a salary for a stylist without one, who can then be paid', async () => {
    renderWithApi(<StylistManagement />);
    const dialog = await openCreateSalary('Pham');
    fillPeriod(dialog, '03', '2026');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Salary' }));
    expect(await screen.findByText(messages.salary.created)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: CREATE_SALARY_TITLE })).toBeNull());
    await waitFor(async () => {
      const row = await rowOf('Pham');
      expect(within(row).getByRole('button', { name: 'Pay' })).toBeTruthy();
      // Huy Pham is P1: a $400.00 base, no bonus.
      expect(within(row).getAllByText('$400.00').length).toBeGreaterThan(0);
      expect(within(row).getByText('03/2026')).toBeTruthy();
    });
  });

  it("toasts the server's refusal for a paid month, and 'Server Error' when the server cannot be reached", async () => {
    renderWithApi(<StylistManagement />);
    let dialog = await openCreateSalary('Nguyen');
    fillPeriod(dialog, '1', '2026');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Salary' }));
    expect(await screen.findByText(messages.salary.alreadyPaid)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: CREATE_SALARY_TITLE })).toBeNull());

    server.use(http.post('*/trpc/salary.calculate', () => HttpResponse.error()));
    dialog = await openCreateSalary('Le');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Salary' }));
    expect(await screen.findByText(messages.generic.serverError)).toBeTruthy();
  });
});
