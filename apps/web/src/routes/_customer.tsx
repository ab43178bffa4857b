import { createFileRoute, Outlet } from '@tanstack/react-router';
import { CustomerShell } from '../features/layout/customer-shell';

/**
 * Public site pages, including sign-in and sign-up: header and footer around the page (spec §2).
 * One layout for all of them, so the header (and its points query) stays mounted from /login to /home.
 */
export const Route = createFileRoute('/_customer')({
  component: CustomerLayout,
});

function CustomerLayout() {
  return (
    <CustomerShell>
      <Outlet />
    </CustomerShell>
  );
}
