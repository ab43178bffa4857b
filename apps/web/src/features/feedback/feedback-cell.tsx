import { BookingStatus } from '@hairsalon/shared';
import { Badge, Button } from '@mantine/core';
import { IconCheck, IconStar } from '@tabler/icons-react';
import { backOfficeEn } from '../i18n/ui.back-office.en';
import { useI18n } from '../i18n/use-i18n';

/** The spec's English text, for tests. */
export const FEEDBACK_SENT = backOfficeEn.feedback.sent;

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
  const { ui } = useI18n();
  if (statusId !== BookingStatus.Completed || !service) return null;
  if (service.feedbackGiven) {
    return (
      <Badge color="teal" variant="light" tt="none" leftSection={<IconCheck size={12} />}>
        {ui.backOffice.feedback.sent}
      </Badge>
    );
  }
  return (
    <Button size="xs" variant="light" leftSection={<IconStar size={14} />} onClick={onOpen}>
      {ui.backOffice.feedback.open}
    </Button>
  );
}
