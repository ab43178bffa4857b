import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { backOfficeMockDb, resetBackOfficeMockData } from '../../mocks/handlers/back-office';
import { server } from '../../mocks/server';
import { renderWithApi } from '../../test/render-with-api';
import { SalaryPage } from './salary-page';
import { SALARY_CAPTION, SALARY_EMPTY, SalaryTable } from './salary-table';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetBackOfficeMockData();
});
afterAll(() => server.close());

function cellsOf(row: HTMLElement) {
  return within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
}

describe('SalaryPage', () => {
  it("lists the stylist's salaries with $ amounts, Paid / Not Paid and DD-MM-YYYY dates", async () => {
    renderWithApi(<SalaryPage />);
    expect(await screen.findByRole('heading', { name: 'Salary For Stylist' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Salary For Stylist' });
    expect(within(table).getByText(SALARY_CAPTION).tagName).toBe('CAPTION');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['BaseSalary', 'Bonuses', 'Month', 'Year', 'TotalSalary', 'Status', 'Updated At']);
    const rows = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    expect(rows.map(cellsOf)).toEqual([
      ['$500.00', '$0.00', '2', '2026', '$500.00', 'Not Paid', '01-03-2026'],
      ['$500.00', '$50.00', '1', '2026', '$550.00', 'Paid', '05-02-2026'],
    ]);
  });

  it('says No services available when there are no records', async () => {
    backOfficeMockDb.salaries = [];
    renderWithApi(<SalaryPage />);
    expect(await screen.findByText(SALARY_EMPTY)).toBeTruthy();
    expect(screen.getByText(SALARY_CAPTION)).toBeTruthy();
  });
});

describe('SalaryTable fallbacks', () => {
  it("shows 'None' for a missing base salary, 0 for missing bonuses and 'Empty' for a missing month or year", async () => {
    renderWithApi(<SalaryTable rows={[{ id: 9, BaseSalary: null, Bonuses: undefined, Month: null, Year: undefined, PaidOn: null }]} />);
    const row = (await screen.findAllByRole('row'))[1] as HTMLElement;
    const [base, bonuses, month, year, , status] = cellsOf(row);
    expect(base).toBe('None');
    expect(bonuses).toBe('$0.00');
    expect(month).toBe('Empty');
    expect(year).toBe('Empty');
    expect(status).toBe('Not Paid');
  });
});
