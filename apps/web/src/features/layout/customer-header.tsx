import { Role } from '@hairsalon/shared';
import { Badge, Button, Group, Image, Menu, Text } from '@mantine/core';
import { IconCalendarEvent, IconChevronDown, IconLogout, IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTRPC } from '../api/trpc';
import { useLogout } from '../auth/use-logout';
import { useSignedInUser } from '../auth/use-session';
import { BRAND } from './page-title';
import { AnchorLink, ButtonLink } from './router-links';

function PointsBadge() {
  const trpc = useTRPC();
  // Points change with every booking: show the stored figure at once, but always revalidate on mount.
  const me = useQuery(trpc.auth.me.queryOptions(undefined, { staleTime: 0 }));
  return (
    <Badge data-testid="points-badge" variant="light" color="yellow" size="lg">
      {me.data ? `${me.data.points} points` : '… points'}
    </Badge>
  );
}

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
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} />} color="red" onClick={() => void logout()}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** Spec §2 customer header: logo → /home, Services, About, Contact; Login or greeting, points and menu. */
export function CustomerHeader() {
  const user = useSignedInUser();
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
      <Group component="nav" aria-label="Main" gap="lg">
        <AnchorLink to="/services" c="inherit">
          Services
        </AnchorLink>
        <AnchorLink to="/about" c="inherit">
          About
        </AnchorLink>
        <AnchorLink to="/contact" c="inherit">
          Contact
        </AnchorLink>
      </Group>
      {user ? (
        <Group gap="sm" wrap="nowrap">
          <Text fw={500}>Hello, {user.lastName}</Text>
          {/* Stylists have no loyalty points (spec §6). */}
          {user.roleId !== Role.Stylist && <PointsBadge />}
          <AccountMenu />
        </Group>
      ) : (
        <ButtonLink to="/login" variant="filled">
          Login
        </ButtonLink>
      )}
    </Group>
  );
}
