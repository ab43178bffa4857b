import { describe, expect, it } from 'vitest';
import { messages } from './messages.js';

describe('message builders', () => {
  it('names the refund of a staff cancellation, and only when there is one', () => {
    expect(messages.booking.cancelledWithRefund(8000)).toBe('Booking cancelled successfully. $80.00 refunded.');
    expect(messages.booking.cancelledWithRefund(0)).toBe('Booking cancelled successfully.');
  });

  it('counts created time slots with the right plural', () => {
    expect(messages.schedule.created(1, 0)).toBe('1 time slot created.');
    expect(messages.schedule.created(3, 0)).toBe('3 time slots created.');
    expect(messages.schedule.created(0, 2)).toBe('0 time slots created, 2 already existed.');
    expect(messages.schedule.created(1, 1)).toBe('1 time slot created, 1 already existed.');
  });
});
