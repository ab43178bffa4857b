import { createFileRoute, Outlet } from '@tanstack/react-router';
import { allowOnly } from '../../features/auth/route-access';

/** Sign in, sign up and the password pages: signed-out visitors only; a signed-in user goes to their landing page. */
export const Route = createFileRoute('/_customer/_guest')({
  beforeLoad: () => allowOnly(['guest']),
  component: Outlet,
});
