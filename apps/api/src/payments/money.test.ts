import { describe, expect, it } from 'vitest';
import { centsToPayPalValue, payPalValueToCents } from './money.js';

describe('PayPal amounts', () => {
  it('writes cents as two-decimal strings without float drift', () => {
    expect(centsToPayPalValue(0)).toBe('0.00');
    expect(centsToPayPalValue(5)).toBe('0.05');
    expect(centsToPayPalValue(1234)).toBe('12.34');
    expect(centsToPayPalValue(1010)).toBe('10.10');
    expect(centsToPayPalValue(999_999_999)).toBe('9999999.99');
  });

  it('reads PayPal strings back to cents exactly', () => {
    expect(payPalValueToCents('12.34')).toBe(1234);
    expect(payPalValueToCents('0.29')).toBe(29);
    expect(payPalValueToCents('4.1')).toBe(410);
    expect(payPalValueToCents('100')).toBe(10000);
    expect(payPalValueToCents('1.005')).toBeUndefined();
    expect(payPalValueToCents('-1.00')).toBeUndefined();
    expect(payPalValueToCents('abc')).toBeUndefined();
  });

  it('refuses fractional or negative cents', () => {
    expect(() => centsToPayPalValue(12.5)).toThrow(new RangeError('Amount must be a non-negative whole number of cents, got 12.5'));
    expect(() => centsToPayPalValue(-1)).toThrow(new RangeError('Amount must be a non-negative whole number of cents, got -1'));
    expect(() => centsToPayPalValue(Number.NaN)).toThrow(RangeError);
  });
});
