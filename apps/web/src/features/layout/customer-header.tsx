import { Role } from '@hairsalon/shared';
import { Badge, Burger, Button, Divider, Drawer, Group, Image, Menu, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendarEvent, IconChevronDown, IconLogout, IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type LinkProps, useNavigate } from '@tanstack/react-router';
import { useTRPC } from '../api/trpc';
import { accountQueries } from '../auth/account-queries';
import type { StoredUser } from '../auth/session-storage';
import { useLogout } from '../auth/use-logout';
import { useSignedInUser } from '../auth/use-session';
import { BRAND } from './page-title';
import { AnchorLink, ButtonLink, NavLinkLink } from './router-links';

/** Spec §2 header links. */
const SITE_LINKS: { label: string; to: NonNullable<LinkProps['to']> }[] = [
  { label: 'Services', to: '/services' },
  { label: 'About', to: '/about' },
  { label: 'Contact', to: '/contact' },
];

function PointsBadge() {
  const trpc = useTRPC();
  const me = useQuery(accountQueries.me(trpc));
  return (
    <Badge data-testid="points-badge" variant="light" color="yellow" size="lg" miw="max-content" tt="none">
      {me.data ? `${me.data.points} points` : '… points'}
    </Badge>
  );
}

/** Stylists have no loyalty points (spec §6). */
const hasPoints = (user: StoredUser) => user.roleId !== Role.Stylist;

function AccountMenu() {
  const navigate = useNavigate();
  const logout = useLogout();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" aria-label="Account menu" rightSection={<IconChevronDown size={16} />}>
          <IconUser size={18} />
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconUser size={16} />} onClick={() => navigate({ to: '/profile' })}>
          View Profile
        </Menu.Item>
        <Menu.Item leftSection={<IconCalendarEvent size={16} />} onClick={() => navigate({ to: '/order-history' })}>
          View Booking
        </Menu.Item>
        <Menu.Item leftSection={<IconLogout size={16} />} color="red.8" onClick={() => void logout()}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** Below `sm`: a drawer with every header link, the points badge and the account menu's entries. */
function PhoneMenu({ user, opened, onClose }: { user: StoredUser | null; opened: boolean; onClose: () => void }) {
  const logout = useLogout();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={BRAND}
      position="right"
      size="xs"
      hiddenFrom="sm"
      closeButtonProps={{ 'aria-label': 'Close menu' }}
    >
      <Stack gap="xs">
        {user && (
          <Group justify="space-between" wrap="nowrap" mb="xs">
            <Text fw={500}>Hello, {user.lastName}</Text>
            {hasPoints(user) && <PointsBadge />}
          </Group>
        )}
        <Stack gap={0} component="nav" aria-label="Main">
          {SITE_LINKS.map((link) => (
            <NavLinkLink key={link.to} to={link.to} label={link.label} onClick={onClose} />
          ))}
        </Stack>
        <Divider />
        {user ? (
          <Stack gap={0} aria-label="Account" role="group">
            <NavLinkLink to="/profile" label="View Profile" leftSection={<IconUser size={16} />} onClick={onClose} />
            <NavLinkLink to="/order-history" label="View Booking" leftSection={<IconCalendarEvent size={16} />} onClick={onClose} />
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
              Logout
            </Button>
          </Stack>
        ) : (
          <ButtonLink to="/login" onClick={onClose}>
            Login
          </ButtonLink>
        )}
      </Stack>
    </Drawer>
  );
}

/** Spec §2 customer header: logo → /home, Services, About, Contact; Login or greeting, points and menu. */
export function CustomerHeader() {
  const user = useSignedInUser();
  const [menuOpened, menu] = useDisclosure(false);
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <AnchorLink to="/home" underline="never" c="inherit" aria-label={`${BRAND} home`}>
        <Group gap="xs" wrap="nowrap">
          {/* The logo file is a wide wordmark; show only its round emblem beside the brand text. */}
          <Image src="/images/logo.svg" alt="" h={40} w={40} fit="cover" style={{ objectPosition: 'left' }} />
          <Text fw={700} fz="xl" ff="heading">
            {BRAND}
          </Text>
        </Group>
      </AnchorLink>
      <Group component="nav" aria-label="Main" gap="lg" visibleFrom="sm">
        {SITE_LINKS.map((link) => (
          <AnchorLink key={link.to} to={link.to} c="inherit">
            {link.label}
          </AnchorLink>
        ))}
      </Group>
      <Group gap="sm" wrap="nowrap" visibleFrom="sm">
        {user ? (
          <>
            <Text fw={500}>Hello, {user.lastName}</Text>
            {hasPoints(user) && <PointsBadge />}
            <AccountMenu />
          </>
        ) : (
          <ButtonLink to="/login" variant="filled">
            Login
          </ButtonLink>
        )}
      </Group>
      <Burger hiddenFrom="sm" opened={menuOpened} onClick={menu.toggle} aria-label={menuOpened ? 'Close menu' : 'Open menu'} />
      <PhoneMenu user={user} opened={menuOpened} onClose={menu.close} />
    </Group>
  );
}
