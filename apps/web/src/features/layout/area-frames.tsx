import {
  IconArrowBackUp,
  IconBeach,
  IconBuildingStore,
  IconCalendarTime,
  IconCash,
  IconChartBar,
  IconClipboardList,
  IconLayoutGrid,
  IconMapPin,
  IconScissors,
  IconUserCircle,
  IconUserStar,
  IconUsers,
} from '@tabler/icons-react';
import type { SidebarFrame, SidebarLink } from './sidebar-shell';

/** Spec §2 Staff area's bookings list. */
const bookingsLink: SidebarLink = { label: (t) => t.sidebar.booking, to: '/staff-management', icon: <IconClipboardList size={20} /> };
/** The front desk's pages (spec §2 Staff area; the calendar and stylists' time off), the admin's too (decision 027). */
const frontDeskLinks: SidebarLink[] = [
  { label: (t) => t.sidebar.schedule, to: '/schedule-management', icon: <IconCalendarTime size={20} /> },
  { label: (t) => t.sidebar.calendar, to: '/front-desk', icon: <IconLayoutGrid size={20} /> },
  { label: (t) => t.sidebar.timeOff, to: '/time-off', icon: <IconBeach size={20} /> },
];

/**
 * Spec §2 Admin area, and the front desk's pages with the location picker, so the owner runs the salon with one login
 * (docs/decisions/027); a chain's admin (several open locations) also opens the staff bookings list of any location.
 */
export const adminFrame: SidebarFrame = {
  area: 'admin',
  title: (t) => t.sidebar.admin,
  links: [
    { label: (t) => t.sidebar.dashboard, to: '/dashboard', icon: <IconChartBar size={20} /> },
    { label: (t) => t.sidebar.services, to: '/service-management', icon: <IconScissors size={20} /> },
    { label: (t) => t.sidebar.stylists, to: '/stylist-management', icon: <IconUserStar size={20} /> },
    { label: (t) => t.sidebar.users, to: '/users-management', icon: <IconUsers size={20} /> },
    { label: (t) => t.salonSettings.title, to: '/salon-settings', icon: <IconBuildingStore size={20} /> },
    { label: (t) => t.locations.title, to: '/locations', icon: <IconMapPin size={20} /> },
    { ...bookingsLink, severalLocations: true },
    ...frontDeskLinks,
  ],
  footerLinks: [{ label: (t) => t.sidebar.backToWebsite, to: '/', icon: <IconArrowBackUp size={20} /> }],
};

/** Spec §2 Staff area. */
export const staffFrame: SidebarFrame = { area: 'staff', title: (t) => t.sidebar.staff, links: [bookingsLink, ...frontDeskLinks] };

/** Spec §2 Stylist area. */
export const stylistFrame: SidebarFrame = {
  area: 'stylist',
  title: (t) => t.sidebar.stylist,
  links: [
    { label: (t) => t.sidebar.shift, to: '/shift-stylist', icon: <IconCalendarTime size={20} /> },
    { label: (t) => t.sidebar.salary, to: '/salary-stylist', icon: <IconCash size={20} /> },
    { label: (t) => t.sidebar.profileStylist, to: '/profile', icon: <IconUserCircle size={20} /> },
  ],
};
