/** PayPal carries money as decimal strings ("12.34"); we carry integer cents. Converted as text, never through floats. */
const PAYPAL_VALUE = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

export function centsToPayPalValue(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Amount must be a non-negative whole number of cents, got ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** undefined when PayPal sent something that is not a plain two-decimal amount. */
export function payPalValueToCents(value: string): number | undefined {
  const match = PAYPAL_VALUE.exec(value);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
