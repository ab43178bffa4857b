import type { Trpc } from '../api/trpc';

/*
 * The customer's location (issue 24, docs/decisions/021): with more than one open location, the landing page and the
 * booking form start with the location. The choice is in the booking page's URL (`/booking?location=<id>`) and
 * remembered in this browser for the next visit. With one open location none of this shows: no picker, same URLs,
 * and no `locationId` is sent (the server's default is the first open location). Kept small: the landing page
 * imports it.
 */

/** Where the browser remembers the location chosen last. */
export const LOCATION_STORAGE_KEY = 'hairSalonLocation';

/** The open locations, oldest first (public, cached on the server; they change rarely). */
export const locationQueries = {
  list: (trpc: Trpc) => trpc.location.list.queryOptions(undefined, { staleTime: 5 * 60_000 }),
};

/**
 * A location id as the URL carries it (`?location=2`, which the router reads as the number 2): a positive whole
 * number, else left out (the route's `validateSearch`).
 */
export function locationParam(value: unknown): number | undefined {
  const text = typeof value === 'number' || typeof value === 'string' ? String(value).trim() : '';
  return /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : undefined;
}

/** The location this browser chose last, if any (and if storage can be read). */
export function readRememberedLocation(): number | null {
  try {
    return locationParam(globalThis.localStorage?.getItem(LOCATION_STORAGE_KEY)) ?? null;
  } catch {
    return null;
  }
}

/** Remembers the location chosen for the next visit (a full or switched-off storage keeps nothing). */
export function rememberLocation(id: number): void {
  try {
    globalThis.localStorage?.setItem(LOCATION_STORAGE_KEY, String(id));
  } catch {
    // Nothing remembered: the next visit starts at the first location again.
  }
}

/**
 * Which location the page is about: the URL's when it names an open location, else the one remembered when it is
 * still open, else the first (an unknown or archived id falls back quietly). Undefined only without locations.
 */
export function chosenLocation<L extends { id: number }>(
  locations: readonly L[],
  fromUrl: number | undefined,
  remembered: number | null = readRememberedLocation(),
): L | undefined {
  const byId = (id: number | null) => (id === null ? undefined : locations.find((l) => l.id === id));
  return byId(fromUrl ?? null) ?? byId(remembered) ?? locations[0];
}

/**
 * What procedures that take a location are sent: the location's id, except for the first open location, which is
 * what the server answers without one (docs/decisions/021). So a single salon makes the same calls as before
 * locations existed, and the first location's reads are the ones the first-paint script made early (the same keys).
 */
export function locationInput(locations: readonly { id: number }[], location: { id: number } | undefined): { locationId?: number } {
  return location && locations.length > 1 && location.id !== locations[0]?.id ? { locationId: location.id } : {};
}
