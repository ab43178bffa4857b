import { Burger, Group, Image, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useSignedInUser } from '../auth/use-session';
import { LanguageSwitch } from '../i18n/language-switch';
import { useI18n } from '../i18n/use-i18n';
import { useSalonDetails } from '../salon/use-salon-details';
import { hasPoints, PointsBadge } from './points-badge';
import { AnchorLink, ButtonLink } from './router-links';
import { SITE_LINKS } from './site-links';

// The account menu (signed-in visitors only) and the phone menu (once opened) load on demand: a visitor's first
// page does without their code (menus, drawers, floating positioning).
const AccountMenu = lazy(() => import('./header-menus').then((m) => ({ default: m.AccountMenu })));
const PhoneMenu = lazy(() => import('./header-menus').then((m) => ({ default: m.PhoneMenu })));

/** Spec §2 customer header: logo → /home, Services, About, Contact; Login or greeting, points and menu. */
export function CustomerHeader() {
  const user = useSignedInUser();
  const [menuOpened, menu] = useDisclosure(false);
  const { ui } = useI18n();
  const salon = useSalonDetails();
  const [phoneMenuUsed, setPhoneMenuUsed] = useState(false);
  if (menuOpened && !phoneMenuUsed) setPhoneMenuUsed(true);
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <AnchorLink to="/home" underline="never" c="inherit" aria-label={ui.header.home(salon.displayName)}>
        <Group gap="xs" wrap="nowrap">
          {/* The logo file is a wide wordmark; show only its round emblem beside the brand text. */}
          {salon.logo ? (
            <Image src={salon.logo} alt="" h={40} w={40} fit="contain" />
          ) : (
            <Image src="/images/logo.svg" alt="" h={40} w={40} fit="cover" style={{ objectPosition: 'left' }} />
          )}
          <Text fw={700} fz="xl" ff="heading">
            {salon.displayName}
          </Text>
        </Group>
      </AnchorLink>
      <Group component="nav" aria-label={ui.header.mainNavigation} gap="lg" visibleFrom="sm">
        {SITE_LINKS.map((link) => (
          <AnchorLink key={link.to} to={link.to} c="inherit">
            {ui.header[link.label]}
          </AnchorLink>
        ))}
      </Group>
      <Group gap="sm" wrap="nowrap" visibleFrom="sm">
        <LanguageSwitch />
        {user ? (
          <>
            <Text fw={500}>{ui.header.hello(user.lastName)}</Text>
            {hasPoints(user) && <PointsBadge />}
            <Suspense fallback={null}>
              <AccountMenu />
            </Suspense>
          </>
        ) : (
          <ButtonLink to="/login" variant="filled">
            {ui.header.login}
          </ButtonLink>
        )}
      </Group>
      <Burger
        hiddenFrom="sm"
        opened={menuOpened}
        onClick={menu.toggle}
        aria-label={menuOpened ? ui.header.closeMenu : ui.header.openMenu}
      />
      {phoneMenuUsed && (
        <Suspense fallback={null}>
          <PhoneMenu user={user} opened={menuOpened} onClose={menu.close} />
        </Suspense>
      )}
    </Group>
  );
}
