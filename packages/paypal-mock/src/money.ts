/** PayPal amounts are decimal strings ("12.34"); the emulator compares them as integer cents to avoid float drift. */
const VALUE_PATTERN = /^(\d{1,10})(?:\.(\d{1,2}))?$/;

export function valueToCents(value: string): number | undefined {
  const match = VALUE_PATTERN.exec(value);
  if (!match) return undefined;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
}

export function centsToValue(cents: number): string {
  const whole = Math.floor(cents / 100);
  const fraction = String(cents % 100).padStart(2, '0');
  return `${whole}.${fraction}`;
}
