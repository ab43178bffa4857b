import { createRootRouteWithContext, HeadContent, Navigate, Outlet, redirect } from '@tanstack/react-router';
import { decideRouteAccess, NOT_FOUND_PATH } from '../features/auth/route-access';
import { readSignedInUser } from '../features/auth/session-storage';
import { BRAND } from '../features/layout/page-title';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Runs on every navigation: the one place the client decides who may open which page (spec §2).
  beforeLoad: ({ location }) => {
    const access = decideRouteAccess(location.pathname, readSignedInUser()?.roleId ?? null);
    if (!access.allowed) throw redirect({ href: access.redirectTo, replace: true });
  },
  head: () => ({ meta: [{ title: BRAND }] }),
  component: RootLayout,
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
