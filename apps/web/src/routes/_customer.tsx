import { createFileRoute, Outlet } from '@tanstack/react-router';
import { CustomerShell } from '../features/layout/customer-shell';
import { PageError, PagePending } from '../features/layout/route-states';

/**
 * Public site pages, including sign-in and sign-up: header and footer around the page (spec §2). Open to every
 * visitor; the pages only some may open sit in the guarded `_guest` and `_account` layouts (or guard themselves).
 * One layout for all of them, so the header (and its points query) stays mounted from /login to /home.
 */
export const Route = createFileRoute('/_customer')({
  component: CustomerLayout,
  pendingComponent: () => (
    <CustomerShell>
      <PagePending />
    </CustomerShell>
  ),
  errorComponent: (props) => (
    <CustomerShell>
      <PageError {...props} />
    </CustomerShell>
  ),
});

function CustomerLayout() {
  return (
    <CustomerShell>
      <Outlet />
    </CustomerShell>
  );
}
