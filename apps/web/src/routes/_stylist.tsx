import { Role } from '@hairsalon/shared';
import { IconCalendarTime, IconCash, IconUserCircle } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { allowIntoBackOffice } from '../features/auth/route-access';
import { BackOfficeLayout } from '../features/layout/back-office-layout';
import type { SidebarFrame, SidebarLink } from '../features/layout/sidebar-shell';

const links: SidebarLink[] = [
  { label: (t) => t.sidebar.shift, to: '/shift-stylist', icon: <IconCalendarTime size={20} /> },
  { label: (t) => t.sidebar.salary, to: '/salary-stylist', icon: <IconCash size={20} /> },
  { label: (t) => t.sidebar.profileStylist, to: '/profile', icon: <IconUserCircle size={20} /> },
];

const frame: SidebarFrame = { area: 'stylist', title: (t) => t.sidebar.stylist, links };

/** Spec §2 Stylist area. */
export const Route = createFileRoute('/_stylist')({
  beforeLoad: () => allowIntoBackOffice([Role.Stylist]),
  component: () => <BackOfficeLayout frame={frame} />,
  pendingComponent: () => <BackOfficeLayout frame={frame} pending />,
  errorComponent: (props) => <BackOfficeLayout frame={frame} error={props} />,
});
