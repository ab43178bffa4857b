import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { markRestoredStale } from './app';

describe('what the last visit kept', () => {
  it('is read again as its screen opens, while what this page load already read is not', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    const pageStart = Date.now();
    // Kept from yesterday's visit (restored from storage with its own time), and an early read of this load.
    queryClient.setQueryData(['kept'], ['yesterday'], { updatedAt: pageStart - 86_400_000 });
    queryClient.setQueryData(['early'], ['now'], { updatedAt: pageStart + 5 });

    await markRestoredStale(queryClient, pageStart);

    expect(queryClient.getQueryState(['kept'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['early'])?.isInvalidated).toBe(false);
  });
});
