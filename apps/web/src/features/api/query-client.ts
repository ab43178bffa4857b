import { QueryClient } from '@tanstack/react-query';
import { isServerUnreachable } from './error-message';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Persisted entries must outlive the persister's maxAge or they are dropped on restore.
        gcTime: 24 * 60 * 60 * 1000,
        // A server answer (401, 403, 404, bad input) will not change on retry; a dropped connection may.
        retry: (failureCount, error) => failureCount < 2 && isServerUnreachable(error),
      },
    },
  });
}
