import { Role } from '@hairsalon/shared';
import { IconArrowBackUp, IconChartBar, IconScissors, IconUserStar, IconUsers } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { allowOnly } from '../features/auth/route-access';
import { PageError, PagePending } from '../features/layout/route-states';
import { type SidebarFrame, type SidebarLink, SidebarShell } from '../features/layout/sidebar-shell';

const links: SidebarLink[] = [
  { label: (t) => t.sidebar.dashboard, to: '/dashboard', icon: <IconChartBar size={20} /> },
  { label: (t) => t.sidebar.services, to: '/service-management', icon: <IconScissors size={20} /> },
  { label: (t) => t.sidebar.stylists, to: '/stylist-management', icon: <IconUserStar size={20} /> },
  { label: (t) => t.sidebar.users, to: '/users-management', icon: <IconUsers size={20} /> },
];
const footerLinks: SidebarLink[] = [{ label: (t) => t.sidebar.backToWebsite, to: '/', icon: <IconArrowBackUp size={20} /> }];

const frame: SidebarFrame = { area: 'admin', title: (t) => t.sidebar.admin, links, footerLinks };

/** Spec §2 Admin area. */
export const Route = createFileRoute('/_admin')({
  beforeLoad: () => allowOnly([Role.Admin]),
  component: () => <SidebarShell {...frame} />,
  pendingComponent: () => (
    <SidebarShell {...frame}>
      <PagePending />
    </SidebarShell>
  ),
  errorComponent: (props) => (
    <SidebarShell {...frame}>
      <PageError {...props} />
    </SidebarShell>
  ),
});
