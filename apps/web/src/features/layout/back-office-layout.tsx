import type { ErrorComponentProps } from '@tanstack/react-router';
import { hasBackOfficeTexts } from '../i18n/language-store';
import { PageError, PagePending } from './route-states';
import { type SidebarFrame, SidebarShell } from './sidebar-shell';

/**
 * A back-office area's layout (admin, staff, stylist): the area's sidebar around its page, around the page's pending
 * state while it loads (`pending`), or around its error when it fails (`error`). The layout route names the area's
 * guard and frame; its components stay in the route's own chunk (the router splits them off). The sidebar needs the
 * back office's texts, which the route's `beforeLoad` downloads: until they are here (or if they could not be
 * downloaded) the pending and error states show without it.
 */
export function BackOfficeLayout({ frame, pending, error }: { frame: SidebarFrame; pending?: boolean; error?: ErrorComponentProps }) {
  const state = error ? <PageError {...error} /> : pending ? <PagePending /> : undefined;
  if (!hasBackOfficeTexts() && state) return state;
  return <SidebarShell {...frame}>{state}</SidebarShell>;
}
