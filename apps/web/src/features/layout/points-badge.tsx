import { Role } from '@hairsalon/shared';
import { Badge } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../api/trpc';
import { accountQueries } from '../auth/account-queries';
import type { StoredUser } from '../auth/session-storage';
import { useI18n } from '../i18n/use-i18n';

/** The signed-in visitor's loyalty points, in the header and its phone menu. */
export function PointsBadge() {
  const trpc = useTRPC();
  const me = useQuery(accountQueries.me(trpc));
  const { ui } = useI18n();
  return (
    <Badge data-testid="points-badge" variant="light" color="yellow" size="lg" miw="max-content" tt="none">
      {me.data ? ui.header.points(me.data.points) : ui.header.pointsLoading}
    </Badge>
  );
}

/** Stylists have no loyalty points (spec §6). */
export const hasPoints = (user: StoredUser) => user.roleId !== Role.Stylist;
