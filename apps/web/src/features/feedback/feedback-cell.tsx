import { BookingStatus } from '@hairsalon/shared';
import { Badge, Button } from '@mantine/core';
import { IconCheck, IconStar } from '@tabler/icons-react';
import { uiEn } from '../i18n/ui.en';
import { useI18n } from '../i18n/use-i18n';

/** The English label (tests); the cell shows it in the reader's language. */
export const FEEDBACK_SENT = uiEn.orderHistory.feedbackSent;

/**
 * The Feedback cell of one order-history row (spec §4: feedback is offered only on S3 bookings): a button
 * while the service has no feedback from this booking, 'Feedback sent' afterwards, nothing otherwise.
 */
export function FeedbackCell({
  statusId,
  service,
  onOpen,
}: {
  statusId: string;
  service: { feedbackGiven: boolean } | null;
  onOpen: () => void;
}) {
  const t = useI18n().ui.orderHistory;
  if (statusId !== BookingStatus.Completed || !service) return null;
  if (service.feedbackGiven) {
    return (
      <Badge color="teal" variant="light" tt="none" leftSection={<IconCheck size={12} />}>
        {t.feedbackSent}
      </Badge>
    );
  }
  return (
    <Button size="xs" variant="light" leftSection={<IconStar size={14} />} onClick={onOpen}>
      {t.feedback}
    </Button>
  );
}
