import type { AppRouter } from '@hairsalon/api';
import { INACTIVE_LOGOUT_DELAY_MS, messages } from '@hairsalon/shared';
import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { TRPCClient } from '@trpc/client';
import { createTRPCOptionsProxy, type TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { createApiClient } from './features/api/api-client';
import { createQueryClient } from './features/api/query-client';
import { clearAccountInactive, isAccountMarkedInactive, markAccountInactive } from './features/auth/account-inactive';
import { clearSession } from './features/auth/session-storage';
import { PageError, PagePending } from './features/layout/route-states';
import { toastError } from './features/notifications/toast';
import { APP_API_URL, seedEarlyReads } from './first-paint/early-reads';
import { routeTree } from './routeTree.gen';

export interface RouterContext {
  queryClient: QueryClient;
  /** Query options for loaders (`ensureQueryData(trpc.x.queryOptions())`), the same ones components use. */
  trpc: TRPCOptionsProxy<AppRouter>;
  /** For the one loader that calls a mutation (the payment return). */
  trpcClient: TRPCClient<AppRouter>;
}

export interface AppInstance {
  router: ReturnType<typeof createAppRouter>;
  queryClient: QueryClient;
  trpcClient: TRPCClient<AppRouter>;
  trpc: TRPCOptionsProxy<AppRouter>;
}

export interface AppOptions {
  /** tRPC endpoint; tests pass an absolute URL. */
  apiUrl?: string;
  fetch?: typeof fetch;
  /** Browser history by default; tests pass a memory history. */
  history?: RouterHistory;
  /** False sends one request a call: mock mode and tests, whose msw handlers answer one procedure each. */
  batch?: boolean;
}

function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    history,
    defaultPreload: 'intent',
    // Loaders read through React Query, which decides freshness: the router always asks it.
    defaultPreloadStaleTime: 0,
    // A page loading or failing shows in its place, inside its area's frame (each layout renders the <Outlet />).
    defaultPendingComponent: PagePending,
    defaultErrorComponent: PageError,
    scrollRestoration: true,
  });
}

export function createApp(options: AppOptions = {}): AppInstance {
  const queryClient = createQueryClient();
  let router: ReturnType<typeof createAppRouter> | null = null;
  const trpcClient = createApiClient({
    url: options.apiUrl ?? APP_API_URL,
    fetch: options.fetch,
    batch: options.batch,
    onSessionExpired: () => {
      // The refresher has already cleared the stored session; drop cached private data too.
      queryClient.clear();
      toastError(messages.session.expired);
      void router?.navigate({ to: '/login' });
    },
    onAccountInactive: () => {
      // The one path for a deactivated account, however many calls are refused (spec §4, §8): say so once,
      // block what the account may not do (screens read the mark), and log out once after 1 second.
      if (isAccountMarkedInactive()) return;
      markAccountInactive();
      toastError(messages.booking.inactiveLogout, { id: 'account-inactive' });
      setTimeout(() => {
        clearSession();
        queryClient.clear();
        clearAccountInactive();
        void router?.navigate({ to: '/login' });
      }, INACTIVE_LOGOUT_DELAY_MS);
    },
  });
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
  // A prerendered page's data, already asked for by its first-paint script (first-paint/early-reads.ts).
  seedEarlyReads(queryClient, trpc);
  router = createAppRouter({ queryClient, trpc, trpcClient }, options.history);
  return { router, queryClient, trpcClient, trpc };
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
