import {
  addSalonDays,
  formatSalonDate,
  SALON_TIME_ZONE,
  salonDateParts,
  salonDayStart,
  salonToday,
  salonWeekday,
  TIME_SLOTS,
  type TimeSlotDefinition,
  type TimeZone,
  timeSlotLabel,
} from '@hairsalon/shared';
import {
  Badge,
  Button,
  Center,
  Group,
  Loader,
  NativeSelect,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CSSProperties, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTRPC } from '../api/trpc';
import { bookingStatusColor, bookingStatusLabel } from '../booking/booking-status-badge';
import { useLiveBookings } from '../booking/live-bookings';
import { SalonDateInput } from '../booking/salon-date-input';
import type { BookingView } from '../booking/types';
import type { UiCatalogue } from '../i18n/language-store';
import { labelOf } from '../i18n/ui.back-office.en';
import { useI18n } from '../i18n/use-i18n';
import { PHONE_QUERY } from '../layout/breakpoints';
import { BookingDetailsDialog } from './booking-details-dialog';
import { frontDeskQueries } from './front-desk-queries';
import { type FreeSlot, WalkInDialog } from './walk-in-dialog';

type FrontDeskTexts = UiCatalogue['backOffice']['frontDesk'];
/** Monday of the week containing the day, on the location's calendar (issue 24: each location its own zone). */
export function weekStart(dayMs: number, zone: TimeZone = SALON_TIME_ZONE): number {
  const day = salonDayStart(dayMs, zone);
  return addSalonDays(day, -((salonWeekday(day, zone) + 6) % 7), zone);
}
const dayLabel = (dayMs: number, t: FrontDeskTexts, zone: TimeZone) =>
  `${t.weekdays[salonWeekday(dayMs, zone)]} ${formatSalonDate(dayMs, zone)}`;

type Calendar = NonNullable<ReturnType<typeof useCalendar>['data']>;
type CalendarStylist = Calendar['stylists'][number];

function useCalendar(date: number, view: 'day' | 'week', zone: TimeZone, locationId: number | undefined) {
  const trpc = useTRPC();
  const from = view === 'day' ? date : weekStart(date, zone);
  return useQuery({ ...frontDeskQueries.calendar(trpc, from, view === 'day' ? 1 : 7, locationId), placeholderData: keepPreviousData });
}

const stylistName = (s: CalendarStylist) => `${s.firstName} ${s.lastName}`.trim();
const customerName = (b: BookingView) => b.fullName || `${b.customerData.firstName} ${b.customerData.lastName}`.trim();

/** Status colours as a left border and a light fill, so a block reads at a glance and its text keeps its contrast. */
function blockStyle(statusId: string): CSSProperties {
  const color = bookingStatusColor(statusId);
  return {
    display: 'block',
    width: '100%',
    textAlign: 'left',
    padding: '4px 6px',
    borderRadius: 6,
    borderLeft: `4px solid var(--mantine-color-${color}-6)`,
    background: `var(--mantine-color-${color}-0)`,
    color: 'var(--mantine-color-dark-7)',
  };
}

/**
 * The least height of one slot's row: a block spanning n rows is at least n of them tall, and a one-hour block is at
 * least 44 px, a finger's tap target (issue 23 item 2).
 */
const ROW_HEIGHT = 56;
const slotIndex = (timeType: string) => TIME_SLOTS.findIndex((slot) => slot.keyMap === timeType);

/** The rows a booking covers, first to last (its start slot, its longer service, its clean-up), as [start, end). */
export function rowsOf(booking: Pick<BookingView, 'timeType' | 'coveredSlots'>): { start: number; end: number } {
  const rows = [booking.timeType, ...booking.coveredSlots].map(slotIndex).filter((index) => index >= 0);
  if (rows.length === 0) return { start: 0, end: 1 };
  return { start: Math.min(...rows), end: Math.max(...rows) + 1 };
}

/** Bookings of one stylist's day whose rows overlap (a cancelled one under a new one), drawn as one cell. */
export interface BookingCluster<B> {
  start: number;
  end: number;
  bookings: B[];
}

/**
 * One stylist's day as cells: each booking is one block spanning its rows (issue 23 item 3); bookings whose rows
 * overlap share one cell spanning them all. Sorted by first row.
 */
export function clustersOf<B extends Pick<BookingView, 'timeType' | 'coveredSlots'>>(bookings: B[]): BookingCluster<B>[] {
  const spans = bookings.map((booking) => ({ booking, ...rowsOf(booking) })).sort((a, b) => a.start - b.start || a.end - b.end);
  const clusters: BookingCluster<B>[] = [];
  for (const span of spans) {
    const last = clusters.at(-1);
    if (last && span.start < last.end) {
      last.end = Math.max(last.end, span.end);
      last.bookings.push(span.booking);
    } else clusters.push({ start: span.start, end: span.end, bookings: [span.booking] });
  }
  return clusters;
}

interface ColumnProps {
  calendar: Calendar;
  stylist: CalendarStylist;
  day: number;
  compact: boolean;
  onOpen: (booking: BookingView) => void;
  onBook: (free: FreeSlot) => void;
}

/** A slot's state for one stylist's day: free, booked, off, past or closed (undefined: not scheduled). */
const stateOf = (calendar: Calendar, stylistId: number, day: number, slot: TimeSlotDefinition) =>
  calendar.slots.find((s) => s.stylistId === stylistId && s.date === day && s.timeType === slot.keyMap)?.state;

/** A time of day as the slots' labels write it: '11:00 AM' in English, '11:00' in Vietnamese. */
export function clockText(minutes: number, language: 'en' | 'vi'): string {
  const hours = Math.floor(minutes / 60);
  const mm = String(minutes % 60).padStart(2, '0');
  if (language === 'vi') return `${String(hours).padStart(2, '0')}:${mm}`;
  return `${hours % 12 === 0 ? 12 : hours % 12}:${mm} ${hours < 12 ? 'AM' : 'PM'}`;
}

function BookingBlock({
  booking,
  rows,
  where,
  compact,
  onOpen,
}: {
  booking: BookingView;
  rows: number;
  where: string;
  compact: boolean;
  onOpen: (b: BookingView) => void;
}) {
  const { ui, language } = useI18n();
  const { start, end } = rowsOf(booking);
  const first = TIME_SLOTS[start];
  const last = TIME_SLOTS[end - 1];
  const range = first && last && end - start > 1 ? `${timeSlotLabel(first, language)}–${clockText(last.startMinutes + 60, language)}` : '';
  return (
    <UnstyledButton
      style={{ ...blockStyle(booking.statusId), minHeight: rows * ROW_HEIGHT - 12 }}
      onClick={() => onOpen(booking)}
      data-testid="calendar-booking"
      data-status={booking.statusId}
      data-rows={end - start}
    >
      <Text size="xs" fw={600} lineClamp={1}>
        {compact ? customerName(booking).split(' ')[0] : customerName(booking)}
      </Text>
      <Text size="xs" c="dark.5" lineClamp={2}>
        {bookingStatusLabel(booking.statusId, language)}
        {!compact && booking.source !== 'online' ? ` · ${labelOf(ui.backOffice.source, booking.source)}` : ''}
        {!compact && range ? ` · ${range}` : ''}
        <VisuallyHidden>{`${compact ? `, ${customerName(booking)}` : ''}, ${where}`}</VisuallyHidden>
      </Text>
    </UnstyledButton>
  );
}

/** What a slot without a booking shows: a button to book it when free, time off, or a dash. */
function SlotState({
  calendar,
  stylist,
  day,
  slot,
  onBook,
  quiet,
}: Omit<ColumnProps, 'compact' | 'onOpen'> & { slot: TimeSlotDefinition; quiet: boolean }) {
  const { ui, language } = useI18n();
  const t = ui.backOffice.frontDesk;
  const state = stateOf(calendar, stylist.id, day, slot);
  const slotText = timeSlotLabel(slot, language);
  const where = `${stylistName(stylist)}, ${dayLabel(day, t, calendar.timeZone)}, ${slotText}`;
  if (state === 'free')
    return (
      <Button
        size="compact-xs"
        variant="light"
        color="green"
        fullWidth
        onClick={() =>
          onBook({
            stylistId: stylist.id,
            stylistName: stylistName(stylist),
            date: day,
            timeType: slot.keyMap,
            label: slotText,
            timeZone: calendar.timeZone,
          })
        }
      >
        {quiet ? `${t.free} ${slotText}` : t.free}
        <VisuallyHidden>{t.book(where)}</VisuallyHidden>
      </Button>
    );
  if (state === 'off')
    return (
      <Text size="xs" c="dark.4" ta="center" style={{ background: 'var(--mantine-color-gray-1)', borderRadius: 6 }} py={2}>
        {t.timeOff}
      </Text>
    );
  if (quiet) return null;
  return (
    <Text size="xs" c="dark.3" ta="center">
      <span aria-hidden="true">—</span>
      <VisuallyHidden>{state === 'past' ? t.past : t.notScheduled}</VisuallyHidden>
    </Text>
  );
}

/**
 * The cells of one stylist's day, row by row: a cell spanning the rows of its bookings where it starts, nothing in
 * the rows it covers further down (the spanning cell fills them), and the slot's state elsewhere.
 */
function columnCells({ calendar, stylist, day, compact, onOpen, onBook }: ColumnProps, t: FrontDeskTexts, language: 'en' | 'vi') {
  const bookings = calendar.bookings.filter((b) => b.stylistId === stylist.id && b.dateMs === day);
  const clusters = clustersOf(bookings);
  return TIME_SLOTS.map((slot, row) => {
    const cluster = clusters.find((c) => row >= c.start && row < c.end);
    if (cluster && cluster.start !== row) return null;
    const key = `${day}-${stylist.id}`;
    if (!cluster)
      return (
        <Table.Td key={key} style={{ verticalAlign: 'top', height: ROW_HEIGHT }}>
          <SlotState calendar={calendar} stylist={stylist} day={day} slot={slot} onBook={onBook} quiet={false} />
        </Table.Td>
      );
    const rows = cluster.end - cluster.start;
    return (
      <Table.Td key={key} rowSpan={rows} style={{ verticalAlign: 'top', height: rows * ROW_HEIGHT }}>
        <Stack gap={4}>
          {cluster.bookings.map((b) => {
            const { start, end } = rowsOf(b);
            const first = TIME_SLOTS[start] ?? slot;
            const where = `${stylistName(stylist)}, ${dayLabel(day, t, calendar.timeZone)}, ${timeSlotLabel(first, language)}`;
            return (
              <BookingBlock
                key={b.id}
                booking={b}
                rows={cluster.bookings.length === 1 ? end - start : 1}
                where={where}
                compact={compact}
                onOpen={onOpen}
              />
            );
          })}
          {TIME_SLOTS.slice(cluster.start, cluster.end).map((covered) => (
            <SlotState key={covered.keyMap} calendar={calendar} stylist={stylist} day={day} slot={covered} onBook={onBook} quiet />
          ))}
        </Stack>
      </Table.Td>
    );
  });
}

/** The salon's clock, read again every half minute (the line at the current time moves with it). */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * Where the current salon time falls among the rows: the row of the slot it is in and how far through it (0–1), or
 * the top of the next slot between two (lunch); null before the first slot starts or after the last ends.
 */
export function nowRow(nowMs: number, today: number, zone: TimeZone = SALON_TIME_ZONE): { row: number; fraction: number } | null {
  // The wall clock's minutes (a day where clocks change is 23 or 25 hours long), on today's date only.
  if (salonDayStart(nowMs, zone) !== today) return null;
  const minutes = salonDateParts(nowMs, zone).minutes + (nowMs % 60_000) / 60_000;
  for (const [row, slot] of TIME_SLOTS.entries()) {
    if (minutes < slot.startMinutes) return row === 0 ? null : { row, fraction: 0 };
    if (minutes < slot.startMinutes + 60) return { row, fraction: (minutes - slot.startMinutes) / 60 };
  }
  return null;
}

const LEGEND: { statusId: string }[] = [{ statusId: 'S1' }, { statusId: 'S2' }, { statusId: 'S3' }, { statusId: 'S4' }, { statusId: 'S5' }];

/**
 * Issue 12 item 2: the front desk's calendar. Day view: stylists as columns, the slots as rows. Week view: each day
 * a group of stylist columns. Today is marked in salon time; a booking opens its details, a free slot books a walk-in.
 */
export function FrontDeskCalendar({ zone: shownZone = SALON_TIME_ZONE, locationId }: { zone?: TimeZone; locationId?: number } = {}) {
  const [view, setView] = useState<'day' | 'week'>('day');
  // Days are the location's (issue 24): today and the picked day are its midnights. A location's page mounts its own.
  const [date, setDate] = useState<number>(() => salonToday(Date.now(), shownZone));
  const [open, setOpen] = useState<BookingView | null>(null);
  const [booking, setBooking] = useState<FreeSlot | null>(null);
  const [picked, setPicked] = useState<number | null>(null);
  // Bookings made, paid, moved or cancelled anywhere appear without a reload (issue 23 item 3).
  useLiveBookings();
  const phone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false });
  const calendar = useCalendar(date, view, shownZone, locationId);
  const step = view === 'day' ? 1 : 7;
  const data = calendar.data;
  // The answer says which clock its days are on; until it comes, the location's.
  const zone = data?.timeZone ?? shownZone;
  const today = data?.today ?? salonToday(Date.now(), zone);
  const compact = view === 'week';
  // The open booking as the calendar now has it (it changes after an action).
  const current = open && data ? (data.bookings.find((b) => b.id === open.id) ?? open) : open;
  const { ui, language } = useI18n();
  const t = ui.backOffice.frontDesk;
  // On a phone, one stylist's column at a time, chosen with a picker: the page never scrolls sideways.
  const allStylists = data?.stylists ?? [];
  const shown = phone ? allStylists.filter((st) => st.id === (picked ?? allStylists[0]?.id)) : allStylists;

  // The line at the current salon time, over today's rows (today's day view, or a week holding today).
  const now = useNow();
  const showsToday = data?.days.includes(today) ?? false;
  const at = showsToday ? nowRow(now, today, zone) : null;
  const tableRef = useRef<HTMLTableElement>(null);
  const rowRefs = useRef<(HTMLTableRowElement | null)[]>([]);
  const [line, setLine] = useState<{ top: number; width: number } | null>(null);
  const atRow = at?.row ?? -1;
  const atFraction = at?.fraction ?? 0;
  const shownCount = shown.length;
  useLayoutEffect(() => {
    const table = tableRef.current;
    const row = atRow >= 0 ? rowRefs.current[atRow] : null;
    if (!table || !row || !data || shownCount === 0) {
      setLine(null);
      return;
    }
    const measure = () => setLine({ top: table.offsetTop + row.offsetTop + atFraction * row.offsetHeight, width: table.offsetWidth });
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(table);
    return () => observer?.disconnect();
  }, [atRow, atFraction, data, shownCount]);
  const nowText = new Intl.DateTimeFormat(language === 'vi' ? 'vi-VN' : 'en-US', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: zone,
  }).format(now);

  return (
    <Stack>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Group gap="xs" wrap="wrap" align="flex-end">
          <SegmentedControl
            aria-label={t.view}
            value={view}
            onChange={(v) => setView(v === 'week' ? 'week' : 'day')}
            data={[
              { value: 'day', label: t.day },
              { value: 'week', label: t.week },
            ]}
          />
          <Button
            variant="default"
            aria-label={view === 'day' ? t.previousDay : t.previousWeek}
            onClick={() => setDate(addSalonDays(date, -step, zone))}
          >
            <IconChevronLeft size={16} />
          </Button>
          <Button variant="default" onClick={() => setDate(salonToday(Date.now(), zone))}>
            {t.today}
          </Button>
          <Button
            variant="default"
            aria-label={view === 'day' ? t.nextDay : t.nextWeek}
            onClick={() => setDate(addSalonDays(date, step, zone))}
          >
            <IconChevronRight size={16} />
          </Button>
          <SalonDateInput label={ui.backOffice.common.date} value={date} zone={zone} onChange={(d) => d !== null && setDate(d)} w={170} />
          {phone && allStylists.length > 0 && (
            <NativeSelect
              label={t.stylist}
              value={String(shown[0]?.id ?? '')}
              onChange={(event) => setPicked(Number(event.currentTarget.value))}
              data={allStylists.map((st) => ({ value: String(st.id), label: stylistName(st) }))}
              w={200}
              size="md"
              data-testid="calendar-stylist-picker"
            />
          )}
        </Group>
        <Group gap={6} wrap="wrap" role="group" aria-label={t.statusColours}>
          {LEGEND.map(({ statusId }) => (
            <Badge key={statusId} variant="light" color={bookingStatusColor(statusId)} miw="max-content">
              {bookingStatusLabel(statusId, language)}
            </Badge>
          ))}
        </Group>
      </Group>
      <Title order={2} size="h4" data-testid="calendar-title">
        {view === 'day'
          ? `${dayLabel(date, t, zone)}${salonDayStart(date, zone) === today ? t.todaySuffix : ''}`
          : t.weekOf(formatSalonDate(weekStart(date, zone), zone))}
      </Title>
      <Paper
        withBorder
        radius="md"
        style={{ overflowX: 'auto', position: 'relative', maxWidth: '100%' }}
        tabIndex={0}
        role="region"
        aria-label={t.region}
      >
        {!data ? (
          <Center p="xl">
            <Loader size="sm" aria-label={t.loading} />
          </Center>
        ) : data.stylists.length === 0 ? (
          <Text p="lg" c="dimmed">
            {t.noStylists}
          </Text>
        ) : (
          <Table
            ref={tableRef}
            withColumnBorders
            verticalSpacing={4}
            horizontalSpacing={6}
            aria-label={view === 'day' ? t.dayCalendar : t.weekCalendar}
            style={{
              minWidth: phone && view === 'day' ? undefined : 90 + data.days.length * shown.length * (compact ? 92 : 150),
              tableLayout: 'fixed',
            }}
          >
            <Table.Thead>
              {view === 'week' && (
                <Table.Tr>
                  <Table.Th rowSpan={2} w={70}>
                    {ui.backOffice.common.time}
                  </Table.Th>
                  {data.days.map((day) => (
                    <Table.Th
                      key={day}
                      colSpan={shown.length}
                      ta="center"
                      data-today={day === today || undefined}
                      style={day === today ? { background: 'var(--mantine-color-blue-0)' } : undefined}
                    >
                      {dayLabel(day, t, zone)}
                      {day === today && (
                        <Badge ml={6} size="xs" color="blue">
                          {t.today}
                        </Badge>
                      )}
                    </Table.Th>
                  ))}
                </Table.Tr>
              )}
              <Table.Tr>
                {view === 'day' && <Table.Th w={70}>{ui.backOffice.common.time}</Table.Th>}
                {data.days.flatMap((day) =>
                  shown.map((st) => (
                    <Table.Th
                      key={`${day}-${st.id}`}
                      style={day === today && view === 'week' ? { background: 'var(--mantine-color-blue-0)' } : undefined}
                    >
                      <Text size="xs" fw={700} lineClamp={1}>
                        {compact ? st.firstName : stylistName(st)}
                      </Text>
                    </Table.Th>
                  )),
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(() => {
                const columns = data.days.flatMap((day) =>
                  shown.map((st) =>
                    columnCells({ calendar: data, stylist: st, day, compact, onOpen: setOpen, onBook: setBooking }, t, language),
                  ),
                );
                return TIME_SLOTS.map((slot, row) => (
                  <Table.Tr
                    key={slot.keyMap}
                    ref={(element) => {
                      rowRefs.current[row] = element;
                    }}
                  >
                    <Table.Th scope="row">
                      <Text size="xs" fw={600} style={{ whiteSpace: 'nowrap' }}>
                        {timeSlotLabel(slot, language)}
                      </Text>
                    </Table.Th>
                    {columns.map((cells) => cells[row])}
                  </Table.Tr>
                ));
              })()}
            </Table.Tbody>
          </Table>
        )}
        {line && (
          <div
            data-testid="now-line"
            aria-hidden="true"
            style={{
              position: 'absolute',
              left: 0,
              top: line.top,
              width: line.width,
              height: 0,
              // red.9 (#c92a2a): white text on it has a contrast of 5.4 (red.7 had 3.8, under WCAG's 4.5).
              borderTop: '2px solid var(--mantine-color-red-9)',
              pointerEvents: 'none',
              zIndex: 1,
            }}
          >
            <span
              style={{
                position: 'absolute',
                left: 2,
                top: -9,
                fontSize: 11,
                lineHeight: '16px',
                padding: '0 4px',
                borderRadius: 4,
                color: 'white',
                background: 'var(--mantine-color-red-9)',
              }}
            >
              {nowText}
            </span>
          </div>
        )}
      </Paper>
      {at && <VisuallyHidden>{t.now(nowText)}</VisuallyHidden>}
      <BookingDetailsDialog booking={current} onClose={() => setOpen(null)} />
      <WalkInDialog slot={booking} onClose={() => setBooking(null)} />
    </Stack>
  );
}
