import { PERSIST_RESTORE_TIMEOUT_MS } from '@hairsalon/shared';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';

export const QUERY_CACHE_STORAGE_KEY = 'hairSalonQueryCache';

/**
 * Spec §3/§9: client state is persisted locally and must finish loading (at most 5 s) before the
 * app appears. A restore that takes longer, or a corrupt entry, starts with an empty cache instead.
 */
export function createLocalStoragePersister(storage: Storage = localStorage, key = QUERY_CACHE_STORAGE_KEY): Persister {
  return {
    persistClient(client: PersistedClient) {
      try {
        storage.setItem(key, JSON.stringify(client));
      } catch {
        // Quota exceeded or storage disabled: the cache simply is not kept for the next visit.
      }
    },
    restoreClient() {
      const read = new Promise<PersistedClient | undefined>((resolve) => {
        try {
          const raw = storage.getItem(key);
          resolve(raw ? (JSON.parse(raw) as PersistedClient) : undefined);
        } catch {
          storage.removeItem(key);
          resolve(undefined);
        }
      });
      const timeout = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), PERSIST_RESTORE_TIMEOUT_MS));
      return Promise.race([read, timeout]);
    },
    removeClient() {
      storage.removeItem(key);
    },
  };
}
