import { IconCalendarTime, IconCash, IconUserCircle } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { type SidebarLink, SidebarShell } from '../features/layout/sidebar-shell';

const links: SidebarLink[] = [
  { label: 'Shift', to: '/shift-stylist', icon: <IconCalendarTime size={20} /> },
  { label: 'Salary', to: '/salary-stylist', icon: <IconCash size={20} /> },
  { label: 'Profile Stylist', to: '/profile', icon: <IconUserCircle size={20} /> },
];

/** Spec §2 Stylist area. */
export const Route = createFileRoute('/_stylist')({
  component: () => <SidebarShell area="stylist" title="Stylist" links={links} />,
});
