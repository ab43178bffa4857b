import { BookingStatus } from '@hairsalon/shared';
import { describe, expect, it } from 'vitest';
import { canTransition, transitions } from './booking.rules.js';

const { Pending, Confirmed, Completed, Cancelled } = BookingStatus;

describe('booking status transitions (ARCHITECTURE §4)', () => {
  it.each([
    ['cancelByCustomer', [Pending]],
    ['cancelByStaff', [Pending, Confirmed]],
    ['complete', [Confirmed]],
    ['confirm', [Pending]],
    ['expire', [Pending]],
  ] as const)('%s is allowed only from %j', (action, from) => {
    for (const status of [Pending, Confirmed, Completed, Cancelled]) {
      expect(canTransition(action, status), `${action} from ${status}`).toBe((from as readonly string[]).includes(status));
    }
  });

  it('never leaves a completed or cancelled booking', () => {
    for (const action of Object.keys(transitions) as (keyof typeof transitions)[]) {
      expect(canTransition(action, Completed)).toBe(false);
      expect(canTransition(action, Cancelled)).toBe(false);
    }
  });
});
