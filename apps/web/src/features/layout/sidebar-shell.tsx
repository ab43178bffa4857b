import { ActionIcon, AppShell, Burger, Drawer, Group, NavLink, Stack, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconLogout } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type LinkProps, Outlet, useLocation } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useTRPC } from '../api/trpc';
import { accountQueries } from '../auth/account-queries';
import { useLogout } from '../auth/use-logout';
import { useSignedInUser } from '../auth/use-session';
import type { UiCatalogue } from '../i18n/language-store';
import { LanguageSwitch } from '../i18n/language-switch';
import { useI18n } from '../i18n/use-i18n';
import { worksAtOneLocation } from '../location/office-location';
import { locationQueries } from '../location/use-office-location';
import { NavLinkLink } from './nav-link-link';

/** The back office's texts in the current language. */
export type BackOfficeTexts = UiCatalogue['backOffice'];

export interface SidebarLink {
  /** The link's text in the current language, e.g. `(t) => t.sidebar.dashboard`. */
  label: (texts: BackOfficeTexts) => string;
  to: NonNullable<LinkProps['to']>;
  icon: ReactNode;
  /** Shown only to a chain (more than one open location, issue 24). */
  severalLocations?: boolean;
}

export const SIDEBAR_WIDTH_OPEN = 240;
/** Spec §2: 64 units wide when collapsed, icons only. */
export const SIDEBAR_WIDTH_COLLAPSED = 64;

function SidebarEntry({
  link,
  opened,
  active,
  onNavigate,
}: {
  link: SidebarLink;
  opened: boolean;
  active: boolean;
  onNavigate?: () => void;
}) {
  const { ui } = useI18n();
  const label = link.label(ui.backOffice);
  const entry = (
    <NavLinkLink
      to={link.to}
      label={opened ? label : undefined}
      aria-label={opened ? undefined : label}
      leftSection={link.icon}
      active={active}
      onClick={onNavigate}
    />
  );
  return opened ? (
    entry
  ) : (
    <Tooltip label={label} position="right">
      {entry}
    </Tooltip>
  );
}

/** What an area's sidebar shows. */
export interface SidebarFrame {
  title: (texts: BackOfficeTexts) => string;
  /** Names the sidebar's test id, e.g. 'admin' → data-testid="admin-sidebar". */
  area: 'admin' | 'staff' | 'stylist';
  links: SidebarLink[];
  footerLinks?: SidebarLink[];
}

/** The links, language switch and logout of an area: in the sidebar (wide screens) and in the phone's drawer. */
function SidebarNavigation({
  title,
  links,
  footerLinks,
  opened,
  onNavigate,
}: {
  title: string;
  links: SidebarLink[];
  footerLinks: SidebarLink[];
  opened: boolean;
  onNavigate?: () => void;
}) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const logout = useLogout();
  const { ui } = useI18n();
  const several = useOfficeHeader().several;
  return (
    <>
      <AppShell.Section grow component="nav" aria-label={ui.sidebar.navigation(title)}>
        <Stack gap={4}>
          {links
            .filter((link) => several || !link.severalLocations)
            .map((link) => (
              <SidebarEntry key={link.to} link={link} opened={opened} active={pathname === link.to} onNavigate={onNavigate} />
            ))}
        </Stack>
      </AppShell.Section>
      <AppShell.Section>
        <Stack gap={4}>
          <LanguageSwitch compact={!opened} />
          {footerLinks.map((link) => (
            <SidebarEntry key={link.to} link={link} opened={opened} active={false} onNavigate={onNavigate} />
          ))}
          <NavLink
            component="button"
            type="button"
            label={opened ? ui.sidebar.logout : undefined}
            aria-label={ui.sidebar.logout}
            leftSection={<IconLogout size={20} />}
            color="red"
            onClick={() => {
              onNavigate?.();
              void logout();
            }}
          />
        </Stack>
      </AppShell.Section>
    </>
  );
}

/**
 * Whether the chain has several open locations, and where the signed-in staff member or stylist works (issue 24):
 * read without suspending, so the frame never waits for it.
 */
function useOfficeHeader(): { several: boolean; ownName: string | null } {
  const trpc = useTRPC();
  const user = useSignedInUser();
  const locations = useQuery(locationQueries.list(trpc)).data ?? [];
  const several = locations.length > 1;
  const me = useQuery({ ...accountQueries.me(trpc), enabled: several && worksAtOneLocation(user?.roleId) });
  const own = several ? locations.find((l) => l.id === me.data?.locationId) : undefined;
  return { several, ownName: own?.name ?? null };
}

/** "Location: HairSalon Sydney" under the area's name, for staff and stylists of a chain; nothing otherwise. */
function OwnLocationName({ size }: { size: 'xs' | 'sm' }) {
  const { ownName } = useOfficeHeader();
  const { ui } = useI18n();
  if (!ownName) return null;
  return (
    <Text size={size} c="dimmed" truncate data-testid="own-location">
      {ui.backOffice.officeLocation.worksAt(ownName)}
    </Text>
  );
}

/** The top bar's height on a phone (below `sm`); wider screens have no top bar. */
const PHONE_BAR_HEIGHT = 56;

/**
 * The admin, staff and stylist areas' frame: a collapsible sidebar beside the page (the route's <Outlet /> by
 * default). Below `sm` (a phone) the sidebar gives way to a top bar whose burger opens the same navigation as a
 * drawer, closed on arrival (issue 23), as the customer header does.
 */
export function SidebarShell({ title: titleIn, area, links, footerLinks = [], children }: SidebarFrame & { children?: ReactNode }) {
  const [opened, { toggle }] = useDisclosure(true);
  const [drawerOpened, drawer] = useDisclosure(false);
  const pathname = useLocation({ select: (location) => location.pathname });
  const { ui } = useI18n();
  const title = titleIn(ui.backOffice);
  // A page reached from the drawer (or by the browser's back button) shows without the drawer over it.
  const [drawerPath, setDrawerPath] = useState(pathname);
  if (drawerPath !== pathname) {
    setDrawerPath(pathname);
    if (drawerOpened) drawer.close();
  }
  return (
    <AppShell
      header={{ height: { base: PHONE_BAR_HEIGHT, sm: 0 } }}
      navbar={{ width: opened ? SIDEBAR_WIDTH_OPEN : SIDEBAR_WIDTH_COLLAPSED, breakpoint: 'sm', collapsed: { mobile: true } }}
      padding="md"
    >
      <AppShell.Header hiddenFrom="sm" data-testid={`${area}-top-bar`}>
        <Group h="100%" px="xs" gap="xs" wrap="nowrap">
          <Burger
            opened={drawerOpened}
            onClick={drawer.toggle}
            aria-label={drawerOpened ? ui.header.closeMenu : ui.header.openMenu}
            aria-expanded={drawerOpened}
          />
          <Text fw={700} size="lg" truncate style={{ flexShrink: 0 }}>
            {title}
          </Text>
          <OwnLocationName size="xs" />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={title} data-testid={`${area}-sidebar`} data-collapsed={!opened} visibleFrom="sm">
        <Group justify={opened ? 'space-between' : 'center'} mb="md" wrap="nowrap">
          {opened && (
            <Stack gap={0} pl="xs" miw={0}>
              <Text fw={700} size="lg">
                {title}
              </Text>
              <OwnLocationName size="xs" />
            </Stack>
          )}
          <ActionIcon variant="subtle" aria-label={ui.sidebar.toggle} aria-expanded={opened} onClick={toggle}>
            {opened ? <IconLayoutSidebarLeftCollapse size={20} /> : <IconLayoutSidebarLeftExpand size={20} />}
          </ActionIcon>
        </Group>
        <SidebarNavigation title={title} links={links} footerLinks={footerLinks} opened={opened} />
      </AppShell.Navbar>
      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        title={title}
        position="left"
        size={280}
        hiddenFrom="sm"
        closeButtonProps={{ 'aria-label': ui.header.closeMenu }}
        data-testid={`${area}-drawer`}
        styles={{ body: { display: 'flex', flexDirection: 'column', gap: 'var(--mantine-spacing-md)' } }}
      >
        <SidebarNavigation title={title} links={links} footerLinks={footerLinks} opened onNavigate={drawer.close} />
      </Drawer>
      <AppShell.Main>{children ?? <Outlet />}</AppShell.Main>
    </AppShell>
  );
}
