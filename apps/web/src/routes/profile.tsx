import { Role } from '@hairsalon/shared';
import { createFileRoute } from '@tanstack/react-router';
import { useSignedInUser } from '../features/auth/use-session';
import { CustomerShell } from '../features/layout/customer-shell';
import { PagePlaceholder } from '../features/layout/page-placeholder';
import { titleHead } from '../features/layout/page-title';

/**
 * Outside the customer layout because the frame depends on the role: stylists see the page without
 * the site header (spec §2 Profile; a later issue adds their 'Back to Shift Stylist' link).
 */
export const Route = createFileRoute('/profile')({
  head: titleHead('Profile'),
  component: ProfilePage,
});

function ProfilePage() {
  const user = useSignedInUser();
  const page = <PagePlaceholder title="Profile" />;
  return user?.roleId === Role.Stylist ? page : <CustomerShell>{page}</CustomerShell>;
}
