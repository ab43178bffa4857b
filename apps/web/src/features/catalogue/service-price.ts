import { dollarsToCents, formatPrice, formatUsd } from '@hairsalon/shared';

/** "$25.00": the API sends prices in dollars, the shared formatters take cents. */
export function serviceUsd(priceDollars: number): string {
  return formatUsd(dollarsToCents(priceDollars));
}

/** "25.00" for the detail page's 'Price: {price} $'. */
export function servicePrice(priceDollars: number): string {
  return formatPrice(dollarsToCents(priceDollars));
}

/** "2 hours + 30 min clean-up": how long a service takes (docs/decisions/009). */
export function serviceDurationLabel(service: { durationMinutes: number; bufferMinutes: number }): string {
  const hours = service.durationMinutes / 60;
  const time = Number.isInteger(hours) ? `${hours} ${hours === 1 ? 'hour' : 'hours'}` : `${service.durationMinutes} min`;
  return service.bufferMinutes > 0 ? `${time} + ${service.bufferMinutes} min clean-up` : time;
}
