import { PERSIST_RESTORE_TIMEOUT_MS } from '@hairsalon/shared';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { Persister } from '@tanstack/react-query-persist-client';

export const QUERY_CACHE_STORAGE_KEY = 'hairSalonQueryCache';

/**
 * Spec §3/§9: client state is persisted locally and must finish loading (at most 5 s) before the app appears.
 * TanStack's own storage persister keeps it (a full storage or one that is switched off keeps nothing, a corrupt
 * entry restores as none); a restore that takes longer than the spec allows starts with an empty cache instead.
 */
export function createLocalStoragePersister(storage: Storage = localStorage, key = QUERY_CACHE_STORAGE_KEY): Persister {
  const persister = createSyncStoragePersister({ storage, key, throttleTime: 0 });
  return {
    ...persister,
    restoreClient() {
      const read = Promise.resolve()
        .then(() => persister.restoreClient())
        .catch(() => {
          storage.removeItem(key);
          return undefined;
        });
      const timeout = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), PERSIST_RESTORE_TIMEOUT_MS));
      return Promise.race([read, timeout]);
    },
  };
}
