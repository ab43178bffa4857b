import { formatSalonDate, SALON_TIME_ZONE, type TimeZone } from '@hairsalon/shared';
import { Paper, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useI18n } from '../i18n/use-i18n';
import { type Column, DataTable } from '../layout/data-table';
import { ListState } from '../layout/list-state';
import { SalonDateInput } from './salon-date-input';
import type { BookingView } from './types';

/**
 * The back office's bookings of a day (staff's booking management, a stylist's shift): the day picker, the day's
 * table with the columns the page shows, and what the list says while it loads, fails or has nothing.
 */
export function DayBookings({
  date,
  onDateChange,
  minDayMs,
  query,
  columns,
  minWidth,
  zone = SALON_TIME_ZONE,
}: {
  date: number | null;
  onDateChange: (date: number | null) => void;
  minDayMs?: number;
  query: UseQueryResult<BookingView[], unknown>;
  columns: readonly Column<BookingView>[];
  minWidth: number;
  /** The location's zone whose days these are (issue 24). */
  zone?: TimeZone;
}) {
  const { ui, messages } = useI18n();
  const c = ui.backOffice.common;
  const list = query.data ?? [];
  return (
    <>
      <SalonDateInput label={c.date} value={date} minDayMs={minDayMs} zone={zone} onChange={onDateChange} maw={260} />
      <Title order={2} size="h4">
        {c.bookingsFor(date === null ? '—' : formatSalonDate(date, zone))}
      </Title>
      <Paper withBorder radius="md">
        <DataTable
          label={c.bookings}
          minWidth={minWidth}
          rows={list}
          columns={columns}
          rowKey={(b) => b.id}
          rowProps={(b) => ({ 'data-booking-id': b.id })}
        />
        <ListState query={query} count={list.length} emptyText={messages.booking.noneForDate} loadingLabel={c.loadingBookings} />
      </Paper>
    </>
  );
}
