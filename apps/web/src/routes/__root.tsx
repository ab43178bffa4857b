import { createRootRouteWithContext, HeadContent, Navigate, Outlet } from '@tanstack/react-router';
import { NOT_FOUND_PATH } from '../features/auth/route-access';
import { titleSalonName } from '../features/layout/page-title';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({ meta: [{ title: titleSalonName() }] }),
  component: RootLayout,
  // Spec §2: any unknown path redirects to /not-found (a path no file route matches).
  notFoundComponent: () => <Navigate to={NOT_FOUND_PATH} replace />,
});

function RootLayout() {
  return (
    <>
      <HeadContent />
      <Outlet />
    </>
  );
}
