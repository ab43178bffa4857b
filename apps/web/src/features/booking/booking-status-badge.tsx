import { type BookingStatusId, codeLabels, DEFAULT_LANGUAGE, type Language } from '@hairsalon/shared';
import { Badge } from '@mantine/core';
import { useI18n } from '../i18n/use-i18n';

const colors: Record<BookingStatusId, string> = { S1: 'yellow', S2: 'blue', S3: 'teal', S4: 'gray', S5: 'red' };

/** The colour of a status, the same on badges and calendar blocks. */
export function bookingStatusColor(statusId: string): string {
  return colors[statusId as BookingStatusId] ?? 'gray';
}

export function bookingStatusLabel(statusId: string, language: Language = DEFAULT_LANGUAGE): string {
  return codeLabels[language].bookingStatus[statusId as BookingStatusId] ?? statusId;
}

/**
 * Spec §4 booking status with its label (S1 Pending, S2 Confirm, S3 Complete, S4 Cancel; issue 12's S5 No-show). Never narrower than its
 * label: a squeezed table column would otherwise cut it to 'CO…'.
 */
export function BookingStatusBadge({ statusId }: { statusId: string }) {
  const { language } = useI18n();
  return (
    <Badge variant="light" color={bookingStatusColor(statusId)} miw="max-content">
      {bookingStatusLabel(statusId, language)}
    </Badge>
  );
}
