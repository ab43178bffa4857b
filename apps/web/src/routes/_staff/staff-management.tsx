import { Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { titleHead } from '../../features/layout/page-title';
import { StaffBookings } from '../../features/staff/staff-bookings';

export const Route = createFileRoute('/_staff/staff-management')({
  head: titleHead('Booking Management'),
  component: StaffManagementPage,
});

function StaffManagementPage() {
  return (
    <>
      <Title order={1} mb="lg">
        Booking Management
      </Title>
      <StaffBookings />
    </>
  );
}
