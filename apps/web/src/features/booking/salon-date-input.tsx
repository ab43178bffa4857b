import '@mantine/dates/styles.css';
import { salonDayKey, salonDayKeyToMs, salonToday } from '@hairsalon/shared';
import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';

export interface SalonDateInputProps extends Omit<DatePickerInputProps, 'value' | 'defaultValue' | 'onChange' | 'minDate' | 'type'> {
  /** Epoch ms of a salon-local midnight, or null. */
  value: number | null;
  onChange: (dayMs: number | null) => void;
  /** Earliest pickable salon day (epoch ms of its midnight), e.g. salonToday(). */
  minDayMs?: number;
}

/**
 * A date picker that speaks salon days (ARCHITECTURE §5). Mantine hands over the picked calendar day as
 * 'YYYY-MM-DD' whatever the browser's zone, so the day maps straight to the salon's midnight of that day.
 */
export function SalonDateInput({ value, onChange, minDayMs, getDayProps, ...rest }: SalonDateInputProps) {
  // Issue 23: the calendar opens with the keyboard on the chosen day (else today), not on the month header. The
  // picker's focus trap starts on the element marked data-autofocus.
  const focusDay = salonDayKey(value ?? Math.max(salonToday(), minDayMs ?? 0));
  return (
    <DatePickerInput
      valueFormat="DD-MM-YYYY"
      leftSection={<IconCalendar size={18} />}
      {...rest}
      getDayProps={(day) => ({ ...getDayProps?.(day), ...(day === focusDay ? { 'data-autofocus': true } : {}) })}
      value={value === null ? null : salonDayKey(value)}
      minDate={minDayMs === undefined ? undefined : salonDayKey(minDayMs)}
      onChange={(picked) => onChange(picked ? salonDayKeyToMs(String(picked).slice(0, 10)) : null)}
    />
  );
}
