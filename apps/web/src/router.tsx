import type { AppRouter } from '@hairsalon/api';
import { INACTIVE_LOGOUT_DELAY_MS, messages } from '@hairsalon/shared';
import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { TRPCClient } from '@trpc/client';
import { createTRPCOptionsProxy, type TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { createApiClient } from './features/api/api-client';
import { createQueryClient } from './features/api/query-client';
import { clearSession } from './features/auth/session-storage';
import { toastError } from './features/notifications/toast';
import { routeTree } from './routeTree.gen';

export interface RouterContext {
  queryClient: QueryClient;
  trpc: TRPCOptionsProxy<AppRouter>;
}

export interface AppInstance {
  router: ReturnType<typeof createAppRouter>;
  queryClient: QueryClient;
  trpcClient: TRPCClient<AppRouter>;
}

export interface AppOptions {
  /** tRPC endpoint; tests pass an absolute URL. */
  apiUrl?: string;
  fetch?: typeof fetch;
  /** Browser history by default; tests pass a memory history. */
  history?: RouterHistory;
}

function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    history,
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

export function createApp(options: AppOptions = {}): AppInstance {
  const queryClient = createQueryClient();
  let router: ReturnType<typeof createAppRouter> | null = null;
  let inactiveLogoutPending = false;
  const trpcClient = createApiClient({
    url: options.apiUrl ?? '/trpc',
    fetch: options.fetch,
    onSessionExpired: () => {
      // The refresher has already cleared the stored session; drop cached private data too.
      queryClient.clear();
      toastError(messages.session.expired);
      void router?.navigate({ to: '/login' });
    },
    onAccountInactive: () => {
      // Spec §4: an inactive account is told so and logged out after INACTIVE_LOGOUT_DELAY_MS (once, however many calls fail).
      if (inactiveLogoutPending) return;
      inactiveLogoutPending = true;
      toastError(messages.login.inactive);
      setTimeout(() => {
        inactiveLogoutPending = false;
        clearSession();
        queryClient.clear();
        void router?.navigate({ to: '/login' });
      }, INACTIVE_LOGOUT_DELAY_MS);
    },
  });
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
  router = createAppRouter({ queryClient, trpc }, options.history);
  return { router, queryClient, trpcClient };
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
