import '@mantine/dates/styles.css';
import { SALON_TIME_ZONE, salonDayKey, salonDayKeyToMs, salonToday, type TimeZone } from '@hairsalon/shared';
import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';

export interface SalonDateInputProps extends Omit<DatePickerInputProps, 'value' | 'defaultValue' | 'onChange' | 'minDate' | 'type'> {
  /** Epoch ms of a salon-local midnight, or null. */
  value: number | null;
  onChange: (dayMs: number | null) => void;
  /** Earliest pickable salon day (epoch ms of its midnight). */
  minDayMs?: number;
  /** Only days from the salon's today on (today in `zone`, when the picker renders), in place of minDayMs. */
  fromToday?: boolean;
  /** Whose days: a location's zone (issue 24); the salon's by default. */
  zone?: TimeZone;
}

/**
 * A date picker that speaks salon days (ARCHITECTURE §5). Mantine hands over the picked calendar day as
 * 'YYYY-MM-DD' whatever the browser's zone, so the day maps straight to the salon's midnight of that day.
 */
export function SalonDateInput({
  value,
  onChange,
  minDayMs: minDayGiven,
  fromToday = false,
  getDayProps,
  zone = SALON_TIME_ZONE,
  ...rest
}: SalonDateInputProps) {
  const minDayMs = fromToday ? salonToday(Date.now(), zone) : minDayGiven;
  // Issue 23: the calendar opens with the keyboard on the chosen day (else today), not on the month header. The
  // picker's focus trap starts on the element marked data-autofocus.
  const focusDay = salonDayKey(value ?? Math.max(salonToday(Date.now(), zone), minDayMs ?? 0), zone);
  return (
    <DatePickerInput
      valueFormat="DD-MM-YYYY"
      leftSection={<IconCalendar size={18} />}
      {...rest}
      getDayProps={(day) => ({ ...getDayProps?.(day), ...(day === focusDay ? { 'data-autofocus': true } : {}) })}
      value={value === null ? null : salonDayKey(value, zone)}
      minDate={minDayMs === undefined ? undefined : salonDayKey(minDayMs, zone)}
      onChange={(picked) => onChange(picked ? salonDayKeyToMs(String(picked).slice(0, 10), zone) : null)}
    />
  );
}
