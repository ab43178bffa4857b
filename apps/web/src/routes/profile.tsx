import { Role } from '@hairsalon/shared';
import { Box, Container } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { accountQueries } from '../features/auth/account-queries';
import { allowOnly, SIGNED_IN } from '../features/auth/route-access';
import { useSignedInUser } from '../features/auth/use-session';
import { localizedTitleHead } from '../features/i18n/page-title';
import { useI18n } from '../features/i18n/use-i18n';
import { CustomerShell } from '../features/layout/customer-shell';
import { AnchorLink } from '../features/layout/router-links';
import { ProfilePage } from '../features/profile/profile-page';

/**
 * Outside the customer layout because the frame depends on the role: stylists get a 'Back to Shift
 * Stylist' link instead of the site header (spec §2 Profile).
 */
export const Route = createFileRoute('/profile')({
  beforeLoad: () => allowOnly(SIGNED_IN),
  head: localizedTitleHead((ui) => ui.profile.title),
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(accountQueries.me(trpc)),
  component: ProfileRoute,
});

function ProfileRoute() {
  const user = useSignedInUser();
  const { ui } = useI18n();
  if (user?.roleId === Role.Stylist) {
    return (
      <Box bg="gray.0" mih="100vh">
        <Container size="md" pt="lg" component="nav" aria-label={ui.profile.stylistArea}>
          <AnchorLink to="/shift-stylist" fw={500}>
            <IconArrowLeft size={16} style={{ verticalAlign: 'middle', marginRight: 4 }} />
            {ui.profile.backToShift}
          </AnchorLink>
        </Container>
        <Box component="main">
          <ProfilePage />
        </Box>
      </Box>
    );
  }
  return (
    <CustomerShell>
      <ProfilePage />
    </CustomerShell>
  );
}
