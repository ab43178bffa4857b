import { Role } from '@hairsalon/shared';
import { createFileRoute } from '@tanstack/react-router';
import { allowIntoBackOffice, currentVisitor } from '../features/auth/route-access';
import { adminFrame, staffFrame } from '../features/layout/area-frames';
import { BackOfficeLayout } from '../features/layout/back-office-layout';

/** The admin reaches these pages from their own sidebar (a chain's admin, issue 24), and keeps it here. */
const frame = () => (currentVisitor() === Role.Admin ? adminFrame : staffFrame);

/** Spec §2 Staff area; also the admin's (issue 24: any location's front desk, docs/decisions/021). */
export const Route = createFileRoute('/_staff')({
  beforeLoad: () => allowIntoBackOffice([Role.Staff, Role.Admin]),
  component: () => <BackOfficeLayout frame={frame()} />,
  pendingComponent: () => <BackOfficeLayout frame={frame()} pending />,
  errorComponent: (props) => <BackOfficeLayout frame={frame()} error={props} />,
});
