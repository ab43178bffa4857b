import { Role } from '@hairsalon/shared';
import { Box, Container } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { accountQueries } from '../features/auth/account-queries';
import { allowOnly, SIGNED_IN } from '../features/auth/route-access';
import { useSignedInUser } from '../features/auth/use-session';
import { CustomerShell } from '../features/layout/customer-shell';
import { titleHead } from '../features/layout/page-title';
import { AnchorLink } from '../features/layout/router-links';
import { ProfilePage } from '../features/profile/profile-page';

/**
 * Outside the customer layout because the frame depends on the role: stylists get a 'Back to Shift
 * Stylist' link instead of the site header (spec §2 Profile).
 */
export const Route = createFileRoute('/profile')({
  beforeLoad: () => allowOnly(SIGNED_IN),
  head: titleHead('Profile'),
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(accountQueries.me(trpc)),
  component: ProfileRoute,
});

function ProfileRoute() {
  const user = useSignedInUser();
  if (user?.roleId === Role.Stylist) {
    return (
      <Box bg="gray.0" mih="100vh">
        <Container size="md" pt="lg" component="nav" aria-label="Stylist area">
          <AnchorLink to="/shift-stylist" fw={500}>
            <IconArrowLeft size={16} style={{ verticalAlign: 'middle', marginRight: 4 }} />
            Back to Shift Stylist
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
