import { MONTH_LABELS } from '@hairsalon/shared';
import { type ProcedureOutput, trpcQuery } from '../trpc';

/** Sample dashboard numbers and salary records for the admin dashboard's and the stylist salary screen's tests. */
export type MockDashboardTotals = ProcedureOutput<'dashboard.totals'>;
export type MockMonthlyRevenue = ProcedureOutput<'dashboard.monthlyRevenue'>;
export type MockRecentSales = ProcedureOutput<'dashboard.recentSales'>;
export type MockSalaryRecord = ProcedureOutput<'salary.listForStylist'>[number];

export const sampleDashboardTotals: MockDashboardTotals = {
  totalUsers: 128,
  totalRevenue: 15231.89,
  totalBookings: 342,
  totalFeedback: 57,
};

/** Revenue in dollars per month; Jan–Mar earned, the rest of the year still ahead. */
export const sampleMonthlyRevenue: MockMonthlyRevenue = MONTH_LABELS.map((month, i) => ({
  month,
  total: [4200.5, 5120, 5911.39][i] ?? 0,
}));

export const sampleRecentSales: MockRecentSales = {
  sales: [
    {
      id: 905,
      bookingId: 605,
      customerName: 'Olivia Martin',
      email: 'olivia.martin@email.com',
      amount: 60,
      capturedAt: '2026-03-20T05:00:00.000Z',
    },
    {
      id: 904,
      bookingId: 604,
      customerName: 'Jackson Lee',
      email: 'jackson.lee@email.com',
      amount: 37,
      capturedAt: '2026-03-19T05:00:00.000Z',
    },
    {
      id: 903,
      bookingId: 603,
      customerName: 'Isabella Nguyen',
      email: 'isabella.nguyen@email.com',
      amount: 25,
      capturedAt: '2026-03-18T05:00:00.000Z',
    },
    { id: 902, bookingId: 602, customerName: 'William Kim', email: 'will@email.com', amount: 12, capturedAt: '2026-03-17T05:00:00.000Z' },
    {
      id: 901,
      bookingId: 601,
      customerName: 'Sofia Davis',
      email: 'sofia.davis@email.com',
      amount: 35,
      capturedAt: '2026-03-16T05:00:00.000Z',
    },
  ],
  salesThisMonth: 23,
};

/** Stylist 11's salaries, newest month first: February unpaid, January paid. */
export const sampleSalaries: MockSalaryRecord[] = [
  {
    id: 2,
    SalaryId: 2,
    stylistId: 11,
    BaseSalary: 500,
    Bonuses: 0,
    Month: 2,
    Year: 2026,
    TotalSalary: 500,
    PaidOn: null,
    updatedAt: '2026-03-01T03:00:00.000Z',
    completedBookings: 8,
  },
  {
    id: 1,
    SalaryId: 1,
    stylistId: 11,
    BaseSalary: 500,
    Bonuses: 50,
    Month: 1,
    Year: 2026,
    TotalSalary: 550,
    PaidOn: '2026-02-05T03:00:00.000Z',
    updatedAt: '2026-02-05T03:00:00.000Z',
    completedBookings: 12,
  },
];

/** The mutable store these handlers read; `resetBackOfficeMockData()` puts the samples back. */
export const backOfficeMockDb = {
  totals: sampleDashboardTotals,
  monthly: sampleMonthlyRevenue,
  recentSales: sampleRecentSales,
  salaries: [] as MockSalaryRecord[],
};

export function resetBackOfficeMockData(): void {
  backOfficeMockDb.totals = { ...sampleDashboardTotals };
  backOfficeMockDb.monthly = sampleMonthlyRevenue.map((m) => ({ ...m }));
  backOfficeMockDb.recentSales = { ...sampleRecentSales, sales: sampleRecentSales.sales.map((s) => ({ ...s })) };
  backOfficeMockDb.salaries = sampleSalaries.map((s) => ({ ...s }));
}

resetBackOfficeMockData();

export const backOfficeHandlers = [
  trpcQuery('dashboard.totals', () => backOfficeMockDb.totals),
  trpcQuery('dashboard.monthlyRevenue', () => backOfficeMockDb.monthly),
  trpcQuery('dashboard.recentSales', () => backOfficeMockDb.recentSales),
  trpcQuery('salary.listForStylist', () => backOfficeMockDb.salaries),
];
