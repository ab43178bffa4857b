// Mantine's base styles; each component's own arrive with the chunk that uses it (vite.config.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/notifications/styles.css';
import './features/layout/fonts';
import './features/layout/touch-targets.css';

import { TOAST_DURATION_MS } from '@hairsalon/shared';
import { Center, Loader, MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider, useIsRestoring } from '@tanstack/react-query';
import {
  type PersistQueryClientOptions,
  PersistQueryClientProvider,
  persistQueryClientRestore,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { type ReactNode, useMemo, useState } from 'react';
import { createLocalStoragePersister } from './features/api/query-persister';
import { TRPCProvider } from './features/api/trpc';
import { DatesLanguage } from './features/i18n/dates-language';
import { useI18n } from './features/i18n/use-i18n';
import { cssVariablesResolver, themeWithCloseLabels } from './features/layout/theme';
import { ToastContainer } from './features/notifications/toast-container';
import { type AppInstance, createApp } from './router';

const persister = createLocalStoragePersister();

/** How the query cache is kept between visits (spec §3/§9). */
function persistOptions(queryClient: QueryClient): PersistQueryClientOptions {
  return {
    queryClient,
    persister,
    maxAge: 24 * 60 * 60 * 1000,
    dehydrateOptions: {
      // Mutations (login, refresh, logout carry passwords and tokens) are never written to storage.
      shouldDehydrateMutation: () => false,
      shouldDehydrateQuery: (query) => query.state.status === 'success',
    },
  };
}

/**
 * What was kept from the last visit shows at once but counts as out of date: every screen reads it again as it
 * opens, so a service deleted or changed since then is gone on this load, not after its staleTime. Only what was
 * kept is: data this page load has already read (a prerendered page's early reads, first-paint/early-reads.ts) is
 * current, and reading it again would send each of the page's reads twice.
 */
export const markRestoredStale = (queryClient: QueryClient, pageStart = pageLoadStart()) =>
  queryClient.invalidateQueries({
    refetchType: 'none',
    predicate: (query) => query.state.dataUpdatedAt > 0 && query.state.dataUpdatedAt < pageStart,
  });

/** When this page load began (epoch ms), the clock TanStack Query stamps its data with. */
function pageLoadStart(): number {
  return typeof performance === 'undefined' ? Date.now() : performance.timeOrigin;
}

/**
 * Restores the kept query cache before the app first renders (main.tsx), and keeps it from then on, so the app's
 * first render can be the page itself rather than the restoring state: render `<App queriesRestored />` afterwards.
 */
export async function restoreQueries(queryClient: QueryClient): Promise<void> {
  await persistQueryClientRestore(persistOptions(queryClient));
  await markRestoredStale(queryClient);
  persistQueryClientSubscribe(persistOptions(queryClient));
}

/** The query cache, restored from the last visit and kept for the next one (here, or already by restoreQueries). */
function PersistedQueries({ queryClient, restored, children }: { queryClient: QueryClient; restored: boolean; children: ReactNode }) {
  if (restored) return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return (
    <PersistQueryClientProvider
      client={queryClient}
      onSuccess={() => markRestoredStale(queryClient)}
      persistOptions={persistOptions(queryClient)}
    >
      {children}
    </PersistQueryClientProvider>
  );
}

/** Spec §9: the persisted store must finish loading before the app appears. */
function RestoredRouter({ app }: { app: AppInstance }) {
  const isRestoring = useIsRestoring();
  const { ui } = useI18n();
  if (isRestoring) {
    return (
      <Center h="100vh">
        <Loader aria-label={ui.common.loading} />
      </Center>
    );
  }
  return <RouterProvider router={app.router} />;
}

/**
 * @param app a prepared instance (tests, main.tsx); made here when absent.
 * @param queriesRestored the kept query cache was restored before rendering (restoreQueries).
 */
export function App({ app: given, queriesRestored = false }: { app?: AppInstance; queriesRestored?: boolean }) {
  const [app] = useState(() => given ?? createApp());
  const { ui } = useI18n();
  const theme = useMemo(() => themeWithCloseLabels(ui.pageStates.closeDialog, ui.header.closeMenu, ui.pageStates.closeNotification), [ui]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <DatesLanguage>
        {/* Bottom corner: a toast at the top would cover the header's account menu for its 5 seconds. */}
        <ToastContainer autoClose={TOAST_DURATION_MS} position="bottom-right" />
        <PersistedQueries queryClient={app.queryClient} restored={queriesRestored}>
          <TRPCProvider trpcClient={app.trpcClient} queryClient={app.queryClient}>
            <RestoredRouter app={app} />
          </TRPCProvider>
        </PersistedQueries>
      </DatesLanguage>
    </MantineProvider>
  );
}
