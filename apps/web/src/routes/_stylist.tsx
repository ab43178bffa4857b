import { Role } from '@hairsalon/shared';
import { IconCalendarTime, IconCash, IconUserCircle } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { allowOnly } from '../features/auth/route-access';
import { loadBackOfficeTexts } from '../features/i18n/language-store';
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
  beforeLoad: async () => {
    allowOnly([Role.Stylist]);
    // The back office's texts are not part of the customer pages' code: they arrive before the area renders.
    await loadBackOfficeTexts();
  },
  component: () => <BackOfficeLayout frame={frame} />,
  pendingComponent: () => <BackOfficeLayout frame={frame} pending />,
  errorComponent: (props) => <BackOfficeLayout frame={frame} error={props} />,
});
