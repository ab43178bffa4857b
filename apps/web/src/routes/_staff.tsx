import { Role } from '@hairsalon/shared';
import { createFileRoute } from '@tanstack/react-router';
import { allowIntoBackOffice, currentVisitor } from '../features/auth/route-access';
import { adminFrame, staffFrame } from '../features/layout/area-frames';
import { BackOfficeLayout } from '../features/layout/back-office-layout';

/** The admin reaches these pages from their own sidebar (a chain's admin, issue 24), and keeps it here. */
const frame = () => (currentVisitor() === Role.Admin ? adminFrame : staffFrame);

/**
 * Spec §2 Staff area. A chain's admin opens it too (issue 24: any location's front desk, docs/decisions/021); a single
 * salon's admin is sent to the dashboard as the spec's route table says, and so is one whose locations cannot be read.
 */
export const Route = createFileRoute('/_staff')({
  beforeLoad: async ({ context: { queryClient, trpc } }) => {
    if (currentVisitor() !== Role.Admin) return allowIntoBackOffice([Role.Staff]);
    const locations = await queryClient.ensureQueryData(trpc.location.list.queryOptions()).catch(() => []);
    return allowIntoBackOffice(locations.length > 1 ? [Role.Admin] : [Role.Staff]);
  },
  component: () => <BackOfficeLayout frame={frame()} />,
  pendingComponent: () => <BackOfficeLayout frame={frame()} pending />,
  errorComponent: (props) => <BackOfficeLayout frame={frame()} error={props} />,
});
