import { Role } from '@hairsalon/shared';
import { createFileRoute } from '@tanstack/react-router';
import { allowIntoBackOffice } from '../features/auth/route-access';
import { adminFrame as frame } from '../features/layout/area-frames';
import { BackOfficeLayout } from '../features/layout/back-office-layout';

/** Spec §2 Admin area. */
export const Route = createFileRoute('/_admin')({
  beforeLoad: () => allowIntoBackOffice([Role.Admin]),
  component: () => <BackOfficeLayout frame={frame} />,
  pendingComponent: () => <BackOfficeLayout frame={frame} pending />,
  errorComponent: (props) => <BackOfficeLayout frame={frame} error={props} />,
});
