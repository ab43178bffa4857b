import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router';
import { NOT_FOUND_PATH } from '../features/auth/route-access';
import { DocumentTitle } from '../features/layout/document-title';
import { BRAND } from '../features/layout/page-title';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({ meta: [{ title: BRAND }] }),
  component: RootLayout,
  // Spec §2: any unknown path redirects to /not-found (a path no file route matches).
  notFoundComponent: () => <Navigate to={NOT_FOUND_PATH} replace />,
});

function RootLayout() {
  return (
    <>
      <DocumentTitle />
      <Outlet />
    </>
  );
}
