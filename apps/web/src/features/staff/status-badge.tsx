import { type BookingStatusId, codeLabels, type Language } from '@hairsalon/shared';
import { Badge } from '@mantine/core';
import { bookingStatusColor } from '../booking/booking-status-badge';
import { useI18n } from '../i18n/use-i18n';

/** A booking state's label in a language (S1 Pending / Chờ thanh toán …), or the code when it is unknown. */
export function statusLabelIn(statusId: string, language: Language): string {
  return codeLabels[language].bookingStatus[statusId as BookingStatusId] ?? statusId;
}

/**
 * The back office's booking status badge: the spec's label in English, its Vietnamese in Vietnamese, in the same
 * colours as the customer's badges. Never narrower than its label (a squeezed column would cut it to 'CO…').
 */
export function StatusBadge({ statusId }: { statusId: string }) {
  const { language } = useI18n();
  return (
    <Badge variant="light" color={bookingStatusColor(statusId)} miw="max-content">
      {statusLabelIn(statusId, language)}
    </Badge>
  );
}
