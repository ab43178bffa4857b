import {
  addSalonDays,
  formatSalonDate,
  salonDayStart,
  salonToday,
  TIME_SLOTS,
  type TimeSlotDefinition,
  timeSlotLabel,
} from '@hairsalon/shared';
import {
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CSSProperties, useState } from 'react';
import { useTRPC } from '../api/trpc';
import { bookingStatusColor } from '../booking/booking-status-badge';
import { SalonDateInput } from '../booking/salon-date-input';
import type { BookingView } from '../booking/types';
import type { UiCatalogue } from '../i18n/language-store';
import { labelOf } from '../i18n/ui.back-office.en';
import { useI18n } from '../i18n/use-i18n';
import { statusLabelIn } from '../staff/status-badge';
import { BookingDetailsDialog } from './booking-details-dialog';
import { frontDeskQueries } from './front-desk-queries';
import { type FreeSlot, WalkInDialog } from './walk-in-dialog';

type FrontDeskTexts = UiCatalogue['backOffice']['frontDesk'];
const OFFSET_MS = 7 * 3_600_000;
const weekdayOf = (dayMs: number) => new Date(dayMs + OFFSET_MS).getUTCDay();
/** Monday of the salon week containing the day. */
export function weekStart(dayMs: number): number {
  const day = salonDayStart(dayMs);
  return addSalonDays(day, -((weekdayOf(day) + 6) % 7));
}
const dayLabel = (dayMs: number, t: FrontDeskTexts) => `${t.weekdays[weekdayOf(dayMs)]} ${formatSalonDate(dayMs)}`;

type Calendar = NonNullable<ReturnType<typeof useCalendar>['data']>;
type CalendarStylist = Calendar['stylists'][number];

function useCalendar(date: number, view: 'day' | 'week') {
  const trpc = useTRPC();
  const from = view === 'day' ? date : weekStart(date);
  return useQuery({ ...frontDeskQueries.calendar(trpc, from, view === 'day' ? 1 : 7), placeholderData: keepPreviousData });
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

interface CellProps {
  calendar: Calendar;
  stylist: CalendarStylist;
  day: number;
  slot: TimeSlotDefinition;
  compact: boolean;
  onOpen: (booking: BookingView) => void;
  onBook: (free: FreeSlot) => void;
}

/** One stylist's slot on one day: its bookings (any status) as blocks, and whether it is free, off or closed. */
function CalendarCell({ calendar, stylist, day, slot, compact, onOpen, onBook }: CellProps) {
  // A booking shows in every slot it covers (a longer service, its clean-up), marked as continued after its start.
  const here = calendar.bookings.filter(
    (b) => b.stylistId === stylist.id && b.dateMs === day && (b.timeType === slot.keyMap || b.coveredSlots.includes(slot.keyMap)),
  );
  const state = calendar.slots.find((s) => s.stylistId === stylist.id && s.date === day && s.timeType === slot.keyMap)?.state;
  const { ui, language } = useI18n();
  const t = ui.backOffice.frontDesk;
  const slotText = timeSlotLabel(slot, language);
  const where = `${stylistName(stylist)}, ${dayLabel(day, t)}, ${slotText}`;
  return (
    <Stack gap={4}>
      {here.map((b) => (
        <UnstyledButton
          key={b.id}
          style={blockStyle(b.statusId)}
          onClick={() => onOpen(b)}
          data-testid="calendar-booking"
          data-status={b.statusId}
        >
          <Text size="xs" fw={600} lineClamp={1}>
            {compact ? customerName(b).split(' ')[0] : customerName(b)}
          </Text>
          <Text size="xs" c="dark.5" lineClamp={1}>
            {b.timeType !== slot.keyMap ? t.continued : ''}
            {statusLabelIn(b.statusId, language)}
            {!compact && b.source !== 'online' ? ` · ${labelOf(ui.backOffice.source, b.source)}` : ''}
            <VisuallyHidden>{`${compact ? `, ${customerName(b)}` : ''}, ${where}`}</VisuallyHidden>
          </Text>
        </UnstyledButton>
      ))}
      {state === 'free' && (
        <Button
          size="compact-xs"
          variant="light"
          color="green"
          fullWidth
          onClick={() =>
            onBook({ stylistId: stylist.id, stylistName: stylistName(stylist), date: day, timeType: slot.keyMap, label: slotText })
          }
        >
          {t.free}
          <VisuallyHidden>{t.book(where)}</VisuallyHidden>
        </Button>
      )}
      {state === 'off' && (
        <Text size="xs" c="dark.4" ta="center" style={{ background: 'var(--mantine-color-gray-1)', borderRadius: 6 }} py={2}>
          {t.timeOff}
        </Text>
      )}
      {here.length === 0 && (state === undefined || state === 'closed' || state === 'past') && (
        <Text size="xs" c="dark.3" ta="center">
          <span aria-hidden="true">—</span>
          <VisuallyHidden>{state === 'past' ? t.past : t.notScheduled}</VisuallyHidden>
        </Text>
      )}
    </Stack>
  );
}

const LEGEND: { statusId: string }[] = [{ statusId: 'S1' }, { statusId: 'S2' }, { statusId: 'S3' }, { statusId: 'S4' }, { statusId: 'S5' }];

/**
 * Issue 12 item 2: the front desk's calendar. Day view: stylists as columns, the slots as rows. Week view: each day
 * a group of stylist columns. Today is marked in salon time; a booking opens its details, a free slot books a walk-in.
 */
export function FrontDeskCalendar() {
  const [view, setView] = useState<'day' | 'week'>('day');
  const [date, setDate] = useState<number>(() => salonToday());
  const [open, setOpen] = useState<BookingView | null>(null);
  const [booking, setBooking] = useState<FreeSlot | null>(null);
  const calendar = useCalendar(date, view);
  const step = view === 'day' ? 1 : 7;
  const data = calendar.data;
  const today = data?.today ?? salonToday();
  const compact = view === 'week';
  // The open booking as the calendar now has it (it changes after an action).
  const current = open && data ? (data.bookings.find((b) => b.id === open.id) ?? open) : open;
  const { ui, language } = useI18n();
  const t = ui.backOffice.frontDesk;

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
            onClick={() => setDate(addSalonDays(date, -step))}
          >
            <IconChevronLeft size={16} />
          </Button>
          <Button variant="default" onClick={() => setDate(salonToday())}>
            {t.today}
          </Button>
          <Button variant="default" aria-label={view === 'day' ? t.nextDay : t.nextWeek} onClick={() => setDate(addSalonDays(date, step))}>
            <IconChevronRight size={16} />
          </Button>
          <SalonDateInput label={ui.backOffice.common.date} value={date} onChange={(d) => d !== null && setDate(d)} w={170} />
        </Group>
        <Group gap={6} wrap="wrap" role="group" aria-label={t.statusColours}>
          {LEGEND.map(({ statusId }) => (
            <Badge key={statusId} variant="light" color={bookingStatusColor(statusId)} miw="max-content">
              {statusLabelIn(statusId, language)}
            </Badge>
          ))}
        </Group>
      </Group>
      <Title order={2} size="h4" data-testid="calendar-title">
        {view === 'day'
          ? `${dayLabel(date, t)}${salonDayStart(date) === today ? t.todaySuffix : ''}`
          : t.weekOf(formatSalonDate(weekStart(date)))}
      </Title>
      <Paper withBorder radius="md" style={{ overflowX: 'auto', position: 'relative' }} tabIndex={0} role="region" aria-label={t.region}>
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
            withColumnBorders
            verticalSpacing={4}
            horizontalSpacing={6}
            aria-label={view === 'day' ? t.dayCalendar : t.weekCalendar}
            style={{ minWidth: 90 + data.days.length * data.stylists.length * (compact ? 92 : 150), tableLayout: 'fixed' }}
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
                      colSpan={data.stylists.length}
                      ta="center"
                      data-today={day === today || undefined}
                      style={day === today ? { background: 'var(--mantine-color-blue-0)' } : undefined}
                    >
                      {dayLabel(day, t)}
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
                  data.stylists.map((st) => (
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
              {TIME_SLOTS.map((slot) => (
                <Table.Tr key={slot.keyMap}>
                  <Table.Th scope="row">
                    <Text size="xs" fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {timeSlotLabel(slot, language)}
                    </Text>
                  </Table.Th>
                  {data.days.flatMap((day) =>
                    data.stylists.map((st) => (
                      <Table.Td key={`${day}-${st.id}`} style={{ verticalAlign: 'top' }}>
                        <CalendarCell
                          calendar={data}
                          stylist={st}
                          day={day}
                          slot={slot}
                          compact={compact}
                          onOpen={setOpen}
                          onBook={setBooking}
                        />
                      </Table.Td>
                    )),
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
      <BookingDetailsDialog booking={current} onClose={() => setOpen(null)} />
      <WalkInDialog slot={booking} onClose={() => setBooking(null)} />
    </Stack>
  );
}
