import type { AppRouter } from '@hairsalon/api';
import { Loader, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { createTRPCClient, httpLink } from '@trpc/client';
import { type ReactNode, Suspense } from 'react';
import { languageHeader } from '../features/api/api-client';
import { TRPCProvider } from '../features/api/trpc';

// Mantine's Textarea listens to document.fonts, which happy-dom does not provide.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {} }, configurable: true });
}

export const TEST_API_URL = 'http://localhost/trpc';

/**
 * Renders a component with Mantine, React Query, the tRPC client and a router (for links), against the
 * msw handlers in src/mocks, the way its route would (the route's loader is replaced by a first suspending read). One procedure per request (httpLink), so each msw handler answers its own call; the reader's language goes with it, as the app's client sends it.
 */
export function renderWithApi(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const trpcClient = createTRPCClient<AppRouter>({ links: [httpLink({ url: TEST_API_URL, headers: languageHeader })] });
  // Screens read their route's data with useSuspenseQuery; here the first read suspends until msw answers.
  const rootRoute = createRootRoute({ component: () => <Suspense fallback={<Loader aria-label="Loading" />}>{ui}</Suspense> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  const result = render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <RouterProvider router={router} />
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, queryClient };
}
