import { Role } from '@hairsalon/shared';
import { IconArrowBackUp, IconChartBar, IconScissors, IconUserStar, IconUsers } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { allowOnly } from '../features/auth/route-access';
import { PageError, PagePending } from '../features/layout/route-states';
import { type SidebarFrame, type SidebarLink, SidebarShell } from '../features/layout/sidebar-shell';

const links: SidebarLink[] = [
  { label: 'Dashboard', to: '/dashboard', icon: <IconChartBar size={20} /> },
  { label: 'Services', to: '/service-management', icon: <IconScissors size={20} /> },
  { label: 'Stylists', to: '/stylist-management', icon: <IconUserStar size={20} /> },
  { label: 'Users', to: '/users-management', icon: <IconUsers size={20} /> },
];
const footerLinks: SidebarLink[] = [{ label: 'Back to the website', to: '/', icon: <IconArrowBackUp size={20} /> }];

const frame: SidebarFrame = { area: 'admin', title: 'ADMIN', links, footerLinks };

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
