import { IconArrowBackUp, IconChartBar, IconScissors, IconUserStar, IconUsers } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { type SidebarLink, SidebarShell } from '../features/layout/sidebar-shell';

const links: SidebarLink[] = [
  { label: 'Dashboard', to: '/dashboard', icon: <IconChartBar size={20} /> },
  { label: 'Services', to: '/service-management', icon: <IconScissors size={20} /> },
  { label: 'Stylists', to: '/stylist-management', icon: <IconUserStar size={20} /> },
  { label: 'Users', to: '/users-management', icon: <IconUsers size={20} /> },
];
const footerLinks: SidebarLink[] = [{ label: 'Back to the website', to: '/', icon: <IconArrowBackUp size={20} /> }];

/** Spec §2 Admin area. */
export const Route = createFileRoute('/_admin')({
  component: () => <SidebarShell area="admin" title="ADMIN" links={links} footerLinks={footerLinks} />,
});
