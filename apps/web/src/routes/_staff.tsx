import { Role } from '@hairsalon/shared';
import { createFileRoute } from '@tanstack/react-router';
import { allowIntoBackOffice, currentVisitor, FRONT_DESK_VISITORS } from '../features/auth/route-access';
import { adminFrame, staffFrame } from '../features/layout/area-frames';
import { BackOfficeLayout } from '../features/layout/back-office-layout';

/** The admin reaches these pages from their own sidebar, and keeps it here. */
const frame = () => (currentVisitor() === Role.Admin ? adminFrame : staffFrame);

/**
 * Spec §2 Staff area, which the owner opens with their one admin login too (docs/decisions/027): the front desk,
 * schedules and time off at any location. The staff bookings page says on its own who else it admits.
 */
export const Route = createFileRoute('/_staff')({
  beforeLoad: () => allowIntoBackOffice(FRONT_DESK_VISITORS),
  component: () => <BackOfficeLayout frame={frame()} />,
  pendingComponent: () => <BackOfficeLayout frame={frame()} pending />,
  errorComponent: (props) => <BackOfficeLayout frame={frame()} error={props} />,
});
