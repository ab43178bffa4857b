import { describe, expect, it } from 'vitest';
import { messageReason } from './error-reasons.js';
import { messages } from './messages.js';

describe('refusal reason codes', () => {
  it('name a message by its path in messages', () => {
    expect(messageReason(messages.payment.refunded)).toBe('payment.refunded');
    expect(messageReason(messages.payment.refundPending)).toBe('payment.refundPending');
    expect(messageReason(messages.booking.slotTaken)).toBe('booking.slotTaken');
  });

  it('name messages built from values', () => {
    expect(messageReason(messages.booking.tooManyHolds(2))).toBe('booking.tooManyHolds');
    expect(messageReason(messages.booking.pointsNotEnough(12))).toBe('booking.pointsNotEnough');
  });

  it('are null for any other text', () => {
    expect(messageReason('Something else')).toBeNull();
  });
});
