import { ActionIcon, AppShell, Group, NavLink, Stack, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconLogout } from '@tabler/icons-react';
import { type LinkProps, Outlet, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useLogout } from '../auth/use-logout';
import type { UiCatalogue } from '../i18n/language-store';
import { LanguageSwitch } from '../i18n/language-switch';
import { useI18n } from '../i18n/use-i18n';
import { NavLinkLink } from './nav-link-link';

/** The back office's texts in the current language. */
export type BackOfficeTexts = UiCatalogue['backOffice'];

export interface SidebarLink {
  /** The link's text in the current language, e.g. `(t) => t.sidebar.dashboard`. */
  label: (texts: BackOfficeTexts) => string;
  to: NonNullable<LinkProps['to']>;
  icon: ReactNode;
}

export const SIDEBAR_WIDTH_OPEN = 240;
/** Spec §2: 64 units wide when collapsed, icons only. */
export const SIDEBAR_WIDTH_COLLAPSED = 64;

function SidebarEntry({ link, opened, active }: { link: SidebarLink; opened: boolean; active: boolean }) {
  const { ui } = useI18n();
  const label = link.label(ui.backOffice);
  const entry = (
    <NavLinkLink
      to={link.to}
      label={opened ? label : undefined}
      aria-label={opened ? undefined : label}
      leftSection={link.icon}
      active={active}
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

/** The admin, staff and stylist areas' frame: a collapsible sidebar beside the page (the route's <Outlet /> by default). */
export function SidebarShell({ title: titleIn, area, links, footerLinks = [], children }: SidebarFrame & { children?: ReactNode }) {
  const [opened, { toggle }] = useDisclosure(true);
  const pathname = useLocation({ select: (location) => location.pathname });
  const logout = useLogout();
  const { ui } = useI18n();
  const title = titleIn(ui.backOffice);
  return (
    <AppShell navbar={{ width: opened ? SIDEBAR_WIDTH_OPEN : SIDEBAR_WIDTH_COLLAPSED, breakpoint: 0 }} padding="md">
      <AppShell.Navbar p="xs" aria-label={title} data-testid={`${area}-sidebar`} data-collapsed={!opened}>
        <Group justify={opened ? 'space-between' : 'center'} mb="md" wrap="nowrap">
          {opened && (
            <Text fw={700} size="lg" pl="xs">
              {title}
            </Text>
          )}
          <ActionIcon variant="subtle" aria-label={ui.sidebar.toggle} aria-expanded={opened} onClick={toggle}>
            {opened ? <IconLayoutSidebarLeftCollapse size={20} /> : <IconLayoutSidebarLeftExpand size={20} />}
          </ActionIcon>
        </Group>
        <AppShell.Section grow component="nav" aria-label={ui.sidebar.navigation(title)}>
          <Stack gap={4}>
            {links.map((link) => (
              <SidebarEntry key={link.to} link={link} opened={opened} active={pathname === link.to} />
            ))}
          </Stack>
        </AppShell.Section>
        <AppShell.Section>
          <Stack gap={4}>
            <LanguageSwitch compact={!opened} />
            {footerLinks.map((link) => (
              <SidebarEntry key={link.to} link={link} opened={opened} active={false} />
            ))}
            <NavLink
              component="button"
              type="button"
              label={opened ? ui.sidebar.logout : undefined}
              aria-label={ui.sidebar.logout}
              leftSection={<IconLogout size={20} />}
              color="red"
              onClick={() => void logout()}
            />
          </Stack>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>{children ?? <Outlet />}</AppShell.Main>
    </AppShell>
  );
}
