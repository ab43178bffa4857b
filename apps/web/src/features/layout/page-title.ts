import { PRODUCT_NAME } from '@hairsalon/shared';

/**
 * Every page's <title> ends with the salon's name (its settings; the product's name until it has one), e.g.
 * "Sign In · HairSalon". The name is set once the salon's details load (features/salon/use-salon-details.ts).
 */
let salonTitleName: string = PRODUCT_NAME;

export function setTitleSalonName(name: string): void {
  salonTitleName = name;
}

export function titleSalonName(): string {
  return salonTitleName;
}

export function documentTitle(page: string): string {
  return `${page} · ${salonTitleName}`;
}

/** Route `head` option that sets the document title. */
export function titleHead(page: string) {
  return () => ({ meta: [{ title: documentTitle(page) }] });
}
