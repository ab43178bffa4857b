import { IconCalendarTime, IconClipboardList } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { type SidebarLink, SidebarShell } from '../features/layout/sidebar-shell';

const links: SidebarLink[] = [
  { label: 'Booking', to: '/staff-management', icon: <IconClipboardList size={20} /> },
  { label: 'Schedule', to: '/schedule-management', icon: <IconCalendarTime size={20} /> },
];

/** Spec §2 Staff area. */
export const Route = createFileRoute('/_staff')({
  component: () => <SidebarShell area="staff" title="STAFF" links={links} />,
});
