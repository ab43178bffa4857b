import '@mantine/dates/styles.css';
import { salonDayKey, salonDayKeyToMs } from '@hairsalon/shared';
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
export function SalonDateInput({ value, onChange, minDayMs, ...rest }: SalonDateInputProps) {
  return (
    <DatePickerInput
      valueFormat="DD-MM-YYYY"
      leftSection={<IconCalendar size={18} />}
      {...rest}
      value={value === null ? null : salonDayKey(value)}
      minDate={minDayMs === undefined ? undefined : salonDayKey(minDayMs)}
      onChange={(picked) => onChange(picked ? salonDayKeyToMs(String(picked).slice(0, 10)) : null)}
    />
  );
}
