import { Role } from '@hairsalon/shared';
import { IconBeach, IconCalendarTime, IconClipboardList, IconLayoutGrid } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { allowIntoBackOffice } from '../features/auth/route-access';
import { BackOfficeLayout } from '../features/layout/back-office-layout';
import type { SidebarFrame, SidebarLink } from '../features/layout/sidebar-shell';

const links: SidebarLink[] = [
  { label: (t) => t.sidebar.booking, to: '/staff-management', icon: <IconClipboardList size={20} /> },
  { label: (t) => t.sidebar.schedule, to: '/schedule-management', icon: <IconCalendarTime size={20} /> },
  // Issue 12: the front desk's calendar and stylists' time off.
  { label: (t) => t.sidebar.calendar, to: '/front-desk', icon: <IconLayoutGrid size={20} /> },
  { label: (t) => t.sidebar.timeOff, to: '/time-off', icon: <IconBeach size={20} /> },
];

const frame: SidebarFrame = { area: 'staff', title: (t) => t.sidebar.staff, links };

/** Spec §2 Staff area. */
export const Route = createFileRoute('/_staff')({
  beforeLoad: () => allowIntoBackOffice([Role.Staff]),
  component: () => <BackOfficeLayout frame={frame} />,
  pendingComponent: () => <BackOfficeLayout frame={frame} pending />,
  errorComponent: (props) => <BackOfficeLayout frame={frame} error={props} />,
});
