import { Role } from '@hairsalon/shared';
import { IconArrowBackUp, IconBuildingStore, IconChartBar, IconMapPin, IconScissors, IconUserStar, IconUsers } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { allowIntoBackOffice } from '../features/auth/route-access';
import { BackOfficeLayout } from '../features/layout/back-office-layout';
import type { SidebarFrame, SidebarLink } from '../features/layout/sidebar-shell';

const links: SidebarLink[] = [
  { label: (t) => t.sidebar.dashboard, to: '/dashboard', icon: <IconChartBar size={20} /> },
  { label: (t) => t.sidebar.services, to: '/service-management', icon: <IconScissors size={20} /> },
  { label: (t) => t.sidebar.stylists, to: '/stylist-management', icon: <IconUserStar size={20} /> },
  { label: (t) => t.sidebar.users, to: '/users-management', icon: <IconUsers size={20} /> },
  { label: (t) => t.salonSettings.title, to: '/salon-settings', icon: <IconBuildingStore size={20} /> },
  { label: (t) => t.locations.title, to: '/locations', icon: <IconMapPin size={20} /> },
];
const footerLinks: SidebarLink[] = [{ label: (t) => t.sidebar.backToWebsite, to: '/', icon: <IconArrowBackUp size={20} /> }];

const frame: SidebarFrame = { area: 'admin', title: (t) => t.sidebar.admin, links, footerLinks };

/** Spec §2 Admin area. */
export const Route = createFileRoute('/_admin')({
  beforeLoad: () => allowIntoBackOffice([Role.Admin]),
  component: () => <BackOfficeLayout frame={frame} />,
  pendingComponent: () => <BackOfficeLayout frame={frame} pending />,
  errorComponent: (props) => <BackOfficeLayout frame={frame} error={props} />,
});
