import { Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { titleHead } from '../../features/layout/page-title';
import { ShiftBookings } from '../../features/stylist-area/shift-bookings';

export const Route = createFileRoute('/_stylist/shift-stylist')({
  head: titleHead('Schedule for me'),
  component: ShiftStylistPage,
});

function ShiftStylistPage() {
  return (
    <>
      <Title order={1} mb="lg">
        Schedule for me
      </Title>
      <ShiftBookings />
    </>
  );
}
