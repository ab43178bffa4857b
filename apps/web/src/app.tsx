// Mantine's base styles; each component's own arrive with the chunk that uses it (vite.config.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/notifications/styles.css';
import './features/layout/fonts';

import { TOAST_DURATION_MS } from '@hairsalon/shared';
import { Center, Loader, MantineProvider } from '@mantine/core';
import { useIsRestoring } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { createLocalStoragePersister } from './features/api/query-persister';
import { TRPCProvider } from './features/api/trpc';
import { DatesLanguage } from './features/i18n/dates-language';
import { useI18n } from './features/i18n/use-i18n';
import { cssVariablesResolver, themeWithCloseLabels } from './features/layout/theme';
import { ToastContainer } from './features/notifications/toast-container';
import { type AppInstance, createApp } from './router';

const persister = createLocalStoragePersister();

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

/** @param app a prepared instance (tests); the browser build makes its own. */
export function App({ app: given }: { app?: AppInstance }) {
  const [app] = useState(() => given ?? createApp());
  const { ui } = useI18n();
  const theme = useMemo(() => themeWithCloseLabels(ui.pageStates.closeDialog, ui.header.closeMenu, ui.pageStates.closeNotification), [ui]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <DatesLanguage>
        {/* Bottom corner: a toast at the top would cover the header's account menu for its 5 seconds. */}
        <ToastContainer autoClose={TOAST_DURATION_MS} position="bottom-right" />
        <PersistQueryClientProvider
          client={app.queryClient}
          // What was kept from the last visit shows at once but counts as out of date: every screen reads it again as
          // it opens, so a service deleted or changed since then is gone on this load, not after its staleTime.
          onSuccess={() => app.queryClient.invalidateQueries({ refetchType: 'none' })}
          persistOptions={{
            persister,
            maxAge: 24 * 60 * 60 * 1000,
            dehydrateOptions: {
              // Mutations (login, refresh, logout carry passwords and tokens) are never written to storage.
              shouldDehydrateMutation: () => false,
              shouldDehydrateQuery: (query) => query.state.status === 'success',
            },
          }}
        >
          <TRPCProvider trpcClient={app.trpcClient} queryClient={app.queryClient}>
            <RestoredRouter app={app} />
          </TRPCProvider>
        </PersistQueryClientProvider>
      </DatesLanguage>
    </MantineProvider>
  );
}
