import { type LocationView, Role, type RoleId } from '@hairsalon/shared';

/**
 * The back office's location filter (issue 24, docs/decisions/021): which location a back-office page is about, and
 * what it sends the server. Pure rules here; the remembered choice and the hook are in use-office-location.ts.
 *
 * - One open location: nothing changes. No picker, no zone named, nothing sent (the server answers the first).
 * - The admin with several: a picker on every per-location page, the choice remembered across pages; the first open
 *   location until they choose, and again when the one they chose is archived. The dashboard also offers the whole
 *   chain; a page without a chain view shows the first location while the dashboard's choice stays the chain.
 * - Staff and stylists: their own location, never a picker (the server holds staff to theirs anyway).
 */

/** The admin's choice: a location's id, or the whole chain (the dashboard). */
export type OfficeChoice = number | 'chain';

/** What a page's reads send: a location, the chain, or nothing (a single salon). */
export interface OfficeInput {
  locationId?: number;
  chain?: true;
}

export interface OfficeScope {
  /** The location the page shows; null for the whole chain. */
  location: LocationView | null;
  input: OfficeInput;
  /** True when the admin may choose (several open locations). */
  pickable: boolean;
  /** True when times name their zone and the header names a person's location (several open locations). */
  several: boolean;
}

export interface OfficeScopeFacts {
  roleId: RoleId | null | undefined;
  /** The open locations, oldest first (location.list). */
  locations: readonly LocationView[];
  /** Where a staff member or stylist works (auth.me), when known. */
  ownLocationId?: number | null;
  /** The admin's remembered choice, if any. */
  remembered: OfficeChoice | null;
  /** Whether this page has a whole-chain view (the dashboard). */
  chainAllowed?: boolean;
}

export function officeScope({ roleId, locations, ownLocationId, remembered, chainAllowed = false }: OfficeScopeFacts): OfficeScope {
  const first = locations[0] ?? null;
  if (locations.length <= 1) return { location: first, input: {}, pickable: false, several: false };
  if (roleId === Role.Admin) {
    if (remembered === 'chain' && chainAllowed) return { location: null, input: { chain: true }, pickable: true, several: true };
    const chosen = locations.find((l) => l.id === remembered) ?? first;
    return { location: chosen, input: chosen ? { locationId: chosen.id } : {}, pickable: true, several: true };
  }
  const own = locations.find((l) => l.id === ownLocationId);
  return { location: own ?? first, input: own ? { locationId: own.id } : {}, pickable: false, several: true };
}

/** The picker's value for a choice, and back: a location's id as text, or 'chain'. */
export const choiceValue = (choice: OfficeChoice): string => String(choice);
export function choiceFromValue(value: string | null): OfficeChoice | null {
  if (value === 'chain') return 'chain';
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Whether this visitor's pages are about one location of theirs (the server holds staff to it; a stylist works there). */
export const worksAtOneLocation = (roleId: RoleId | null | undefined) => roleId === Role.Staff || roleId === Role.Stylist;
