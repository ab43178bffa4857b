import { type LocationView, Role } from '@hairsalon/shared';
import { type QueryClient, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { type Trpc, useTRPC } from '../api/trpc';
import { accountQueries } from '../auth/account-queries';
import { readSignedInUser } from '../auth/session-storage';
import { useSignedInUser } from '../auth/use-session';
import { choiceFromValue, type OfficeChoice, type OfficeScope, officeScope, worksAtOneLocation } from './office-location';

/** Where the admin's choice is kept, so every back-office page (and the next visit) opens on the same location. */
const STORAGE_KEY = 'hairSalonOfficeLocation';
const listeners = new Set<() => void>();

export function readRememberedLocation(): OfficeChoice | null {
  try {
    return choiceFromValue(localStorage.getItem(STORAGE_KEY));
  } catch {
    return null;
  }
}

export function rememberLocation(choice: OfficeChoice): void {
  try {
    localStorage.setItem(STORAGE_KEY, String(choice));
  } catch {
    // Private modes may refuse storage: the choice then lasts until the page reloads.
  }
  for (const listener of listeners) listener();
}

function subscribeRemembered(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The open locations: public, and the same answer the Locations page and the customer pages read. */
export const locationQueries = {
  list: (trpc: Trpc) => trpc.location.list.queryOptions(),
};

/**
 * A back-office route loader's scope: the open locations and, for staff and stylists, their own location (auth.me),
 * read first so the page's reads go out with the location the page will show.
 */
export async function loadOfficeScope(queryClient: QueryClient, trpc: Trpc, options: { chain?: boolean } = {}): Promise<OfficeScope> {
  const user = readSignedInUser();
  const locations = await queryClient.ensureQueryData(locationQueries.list(trpc));
  // A single salon reads nothing more; a chain's staff member or stylist, where they work.
  const me = locations.length > 1 && worksAtOneLocation(user?.roleId) ? await queryClient.ensureQueryData(accountQueries.me(trpc)) : null;
  return officeScope({
    roleId: user?.roleId,
    locations,
    ownLocationId: me?.locationId,
    remembered: readRememberedLocation(),
    chainAllowed: options.chain,
  });
}

/** The location a back-office page is about (office-location.ts's rules), kept current as the admin chooses. */
export function useOfficeLocation(options: { chain?: boolean } = {}): OfficeScope & { locations: readonly LocationView[] } {
  const trpc = useTRPC();
  const user = useSignedInUser();
  const { data: locations } = useSuspenseQuery(locationQueries.list(trpc));
  const held = worksAtOneLocation(user?.roleId) && locations.length > 1;
  const me = useQuery({ ...accountQueries.me(trpc), enabled: held });
  const remembered = useSyncExternalStore(subscribeRemembered, readRememberedLocation, () => null);
  const scope = officeScope({
    roleId: user?.roleId ?? Role.Customer,
    locations,
    ownLocationId: me.data?.locationId,
    remembered,
    chainAllowed: options.chain,
  });
  return { ...scope, locations };
}
