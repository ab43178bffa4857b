import type { ErrorComponentProps } from '@tanstack/react-router';
import { PageError, PagePending } from './route-states';
import { type SidebarFrame, SidebarShell } from './sidebar-shell';

/**
 * A back-office area's layout (admin, staff, stylist): the area's sidebar around its page, around the page's pending
 * state while it loads (`pending`), or around its error when it fails (`error`). The layout route names the area's
 * guard and frame; its components stay in the route's own chunk (the router splits them off).
 */
export function BackOfficeLayout({ frame, pending, error }: { frame: SidebarFrame; pending?: boolean; error?: ErrorComponentProps }) {
  return <SidebarShell {...frame}>{error ? <PageError {...error} /> : pending ? <PagePending /> : undefined}</SidebarShell>;
}
