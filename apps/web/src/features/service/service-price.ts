import { dollarsToCents, formatPrice, formatUsd } from '@hairsalon/shared';

/** "$25.00": the API sends prices in dollars, the shared formatters take cents. */
export function serviceUsd(priceDollars: number): string {
  return formatUsd(dollarsToCents(priceDollars));
}

/** "25.00" for the detail page's 'Price: {price} $'. */
export function servicePrice(priceDollars: number): string {
  return formatPrice(dollarsToCents(priceDollars));
}
