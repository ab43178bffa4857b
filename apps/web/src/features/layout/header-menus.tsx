import { Button, Divider, Drawer, Group, Menu, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconChevronDown, IconLogout, IconUser } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { StoredUser } from '../auth/session-storage';
import { useLogout } from '../auth/use-logout';
import { LanguageSwitch } from '../i18n/language-switch';
import { useI18n } from '../i18n/use-i18n';
import { useSalonDetails } from '../salon/use-salon-details';
import { NavLinkLink } from './nav-link-link';
import { hasPoints, PointsBadge } from './points-badge';
import { ButtonLink } from './router-links';
import { SITE_LINKS } from './site-links';

/** The header's account menu (wide screens, signed in): loaded by CustomerHeader when it first shows. */
export function AccountMenu() {
  const navigate = useNavigate();
  const logout = useLogout();
  const { ui } = useI18n();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" aria-label={ui.header.accountMenu} rightSection={<IconChevronDown size={16} />}>
          <IconUser size={18} />
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconUser size={16} />} onClick={() => navigate({ to: '/profile' })}>
          {ui.header.viewProfile}
        </Menu.Item>
        <Menu.Item leftSection={<IconCalendarEvent size={16} />} onClick={() => navigate({ to: '/order-history' })}>
          {ui.header.viewBooking}
        </Menu.Item>
        <Menu.Item leftSection={<IconLogout size={16} />} color="red.8" onClick={() => void logout()}>
          {ui.header.logout}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** Below `sm`: a drawer with every header link, the points badge and the account menu's entries. */
export function PhoneMenu({ user, opened, onClose }: { user: StoredUser | null; opened: boolean; onClose: () => void }) {
  const logout = useLogout();
  const { ui } = useI18n();
  const salon = useSalonDetails();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={salon.displayName}
      position="right"
      size="xs"
      hiddenFrom="sm"
      closeButtonProps={{ 'aria-label': ui.header.closeMenu }}
    >
      <Stack gap="xs">
        {user && (
          <Group justify="space-between" wrap="nowrap" mb="xs">
            <Text fw={500}>{ui.header.hello(user.lastName)}</Text>
            {hasPoints(user) && <PointsBadge />}
          </Group>
        )}
        <Stack gap={0} component="nav" aria-label={ui.header.mainNavigation}>
          {SITE_LINKS.map((link) => (
            <NavLinkLink key={link.to} to={link.to} label={ui.header[link.label]} onClick={onClose} />
          ))}
        </Stack>
        <Divider />
        {user ? (
          <Stack gap={0} aria-label={ui.header.account} role="group">
            <NavLinkLink to="/profile" label={ui.header.viewProfile} leftSection={<IconUser size={16} />} onClick={onClose} />
            <NavLinkLink
              to="/order-history"
              label={ui.header.viewBooking}
              leftSection={<IconCalendarEvent size={16} />}
              onClick={onClose}
            />
            <Button
              variant="subtle"
              color="red"
              justify="flex-start"
              leftSection={<IconLogout size={16} />}
              onClick={() => {
                onClose();
                void logout();
              }}
            >
              {ui.header.logout}
            </Button>
          </Stack>
        ) : (
          <ButtonLink to="/login" onClick={onClose}>
            {ui.header.login}
          </ButtonLink>
        )}
        <Divider />
        <LanguageSwitch />
      </Stack>
    </Drawer>
  );
}
