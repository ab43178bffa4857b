import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalStoragePersister, QUERY_CACHE_STORAGE_KEY } from './query-persister';

const client = (buster: string): PersistedClient => ({
  timestamp: 1,
  buster,
  clientState: { mutations: [], queries: [] },
});

afterEach(() => localStorage.clear());

describe('the persisted query cache', () => {
  it('keeps the cache for the next visit and gives it back', async () => {
    const persister = createLocalStoragePersister();
    await persister.persistClient(client('v1'));
    await expect.poll(() => localStorage.getItem(QUERY_CACHE_STORAGE_KEY)).toContain('v1');
    expect(await persister.restoreClient()).toEqual(client('v1'));
  });

  it('starts empty from a corrupt entry, and removes it', async () => {
    localStorage.setItem(QUERY_CACHE_STORAGE_KEY, '{not json');
    expect(await createLocalStoragePersister().restoreClient()).toBeUndefined();
    expect(localStorage.getItem(QUERY_CACHE_STORAGE_KEY)).toBeNull();
  });

  it('keeps nothing, and breaks nothing, when the storage refuses to save', async () => {
    const full = {
      ...localStorage,
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const persister = createLocalStoragePersister(full);
    await expect(Promise.resolve(persister.persistClient(client('v2')))).resolves.toBeUndefined();
    expect(await persister.restoreClient()).toBeUndefined();
  });

  it('forgets the cache on sign-out', async () => {
    const persister = createLocalStoragePersister();
    localStorage.setItem(QUERY_CACHE_STORAGE_KEY, JSON.stringify(client('v3')));
    await persister.removeClient();
    expect(localStorage.getItem(QUERY_CACHE_STORAGE_KEY)).toBeNull();
  });
});
