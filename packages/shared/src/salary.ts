import type { PositionId } from './codes.js';
import { BASE_SALARY_BY_POSITION, SALARY_BONUS, SALARY_BONUS_MIN_COMPLETED_EXCLUSIVE } from './constants.js';

export interface SalaryAmount {
  baseSalaryCents: number;
  bonusCents: number;
  totalSalaryCents: number;
}

/**
 * ARCHITECTURE §7: base by position (P0 300, P1 400, P2 500 USD), plus 50 when the stylist completed more than
 * 10 bookings in the month; total = base + bonus. In cents, as stored.
 */
export function salaryFor(positionId: PositionId, completedBookings: number): SalaryAmount {
  const baseSalaryCents = BASE_SALARY_BY_POSITION[positionId] * 100;
  const bonusCents = completedBookings > SALARY_BONUS_MIN_COMPLETED_EXCLUSIVE ? SALARY_BONUS * 100 : 0;
  return { baseSalaryCents, bonusCents, totalSalaryCents: baseSalaryCents + bonusCents };
}

/** Short month labels of the revenue chart (index 0 = January). */
export const MONTH_LABELS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
export type MonthLabel = (typeof MONTH_LABELS)[number];
