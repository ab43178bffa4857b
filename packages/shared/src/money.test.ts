import { describe, expect, it } from 'vitest';
import { centsToDollars, computeBookingAmount, dollarsToCents, formatPrice, formatUsd } from './money.js';

describe('money', () => {
  it('converts dollars and cents without float drift', () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(centsToDollars(1999)).toBe(19.99);
  });

  it('formats USD with a $ sign and two decimals', () => {
    expect(formatUsd(2500)).toBe('$25.00');
    expect(formatUsd(5)).toBe('$0.05');
    expect(formatUsd(-1250)).toBe('-$12.50');
    expect(formatPrice(1800)).toBe('18.00');
  });
});

describe('booking amount (ARCHITECTURE §4)', () => {
  it('sums the services', () => {
    expect(computeBookingAmount([2500, 1200], 0)).toEqual({ subtotalCents: 3700, discountPercent: 0, discountCents: 0, totalCents: 3700 });
  });

  it('takes one percent off per point', () => {
    expect(computeBookingAmount([2500, 1200], 10).totalCents).toBe(3330);
  });

  it('caps the discount at 30 points', () => {
    const amount = computeBookingAmount([10000], 45);
    expect(amount.discountPercent).toBe(30);
    expect(amount.totalCents).toBe(7000);
  });

  it('rounds the discount to whole cents', () => {
    // 7 % of $12.99 = 90.93 cents → 91
    expect(computeBookingAmount([1299], 7)).toMatchObject({ discountCents: 91, totalCents: 1208 });
  });

  it('never goes below zero and ignores negative points', () => {
    expect(computeBookingAmount([], 30).totalCents).toBe(0);
    expect(computeBookingAmount([1000], -5).totalCents).toBe(1000);
  });
});

describe('money shown to people', () => {
  it('shows nothing owed as $0.00, without a minus sign', () => {
    expect(formatUsd(0)).toBe('$0.00');
  });
});
