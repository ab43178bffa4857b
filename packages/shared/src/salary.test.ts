import { describe, expect, it } from 'vitest';
import { MONTH_LABELS, salaryFor } from './salary.js';

describe('salaryFor', () => {
  it('pays the base of the position', () => {
    expect(salaryFor('P0', 0)).toEqual({ baseSalaryCents: 30_000, bonusCents: 0, totalSalaryCents: 30_000 });
    expect(salaryFor('P1', 0).baseSalaryCents).toBe(40_000);
    expect(salaryFor('P2', 0).baseSalaryCents).toBe(50_000);
  });

  it('adds the 50 bonus only above 10 completed bookings', () => {
    expect(salaryFor('P1', 10)).toEqual({ baseSalaryCents: 40_000, bonusCents: 0, totalSalaryCents: 40_000 });
    expect(salaryFor('P1', 11)).toEqual({ baseSalaryCents: 40_000, bonusCents: 5_000, totalSalaryCents: 45_000 });
    expect(salaryFor('P2', 30).totalSalaryCents).toBe(55_000);
  });

  it('labels twelve months', () => {
    expect(MONTH_LABELS).toHaveLength(12);
    expect(MONTH_LABELS[0]).toBe('Jan');
    expect(MONTH_LABELS[11]).toBe('Dec');
  });
});
