import { dollarsToCents, formatUsd } from '@hairsalon/shared';

/** "$1234.50": the API sends dollars, the shared formatter takes cents. */
export function formatDollars(dollars: number): string {
  return formatUsd(dollarsToCents(dollars));
}

/** "$1.2k" for chart axis ticks, where two decimals would crowd the axis. */
export function formatAxisDollars(dollars: number): string {
  if (Math.abs(dollars) >= 1000) return `$${Number((dollars / 1000).toFixed(1))}k`;
  return `$${Math.round(dollars)}`;
}
