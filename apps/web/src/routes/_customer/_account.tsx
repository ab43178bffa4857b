import { Role } from '@hairsalon/shared';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { allowOnly } from '../../features/auth/route-access';

/** The customer's own pages (spec §2: R4 adds /order-history): customers only. */
export const Route = createFileRoute('/_customer/_account')({
  beforeLoad: () => allowOnly([Role.Customer]),
  component: Outlet,
});
