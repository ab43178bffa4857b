import { formatBookingWhenIn } from '@hairsalon/shared';
import { Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconReceiptRefund } from '@tabler/icons-react';
import { useI18n } from '../i18n/use-i18n';
import { ButtonLink } from '../layout/router-links';
import type { PaymentOutcome } from './payment-queries';
import { PaymentResult, ResultText } from './payment-result';

/** Spec §2 Payment success: what the route loader's verification found. */
export function PaymentSuccess({ outcome }: { outcome: PaymentOutcome }) {
  const { ui, messages, language } = useI18n();
  const t = ui.payment;
  const home = (
    <ButtonLink to="/" variant="light">
      {t.returnHome}
    </ButtonLink>
  );
  switch (outcome.kind) {
    case 'confirmed':
      return (
        <PaymentResult icon={<IconCircleCheck size={36} />} color="teal" title={messages.payment.success}>
          <ResultText>{outcome.ownBooking === false ? messages.payment.notYourBooking : t.confirmed}</ResultText>
          {outcome.booking && (
            <ResultText>
              {ui.location.bookedFor(
                formatBookingWhenIn(outcome.booking, language),
                `${outcome.booking.stylistDataBooking.firstName} ${outcome.booking.stylistDataBooking.lastName}`,
              )}
            </ResultText>
          )}
          <ButtonLink to="/">{t.returnHome}</ButtonLink>
        </PaymentResult>
      );
    case 'refunded':
      return (
        <PaymentResult icon={<IconReceiptRefund size={36} />} color="orange" title={t.bookingCancelled}>
          <ResultText>{messages.payment.refunded}</ResultText>
          {home}
        </PaymentResult>
      );
    case 'missing':
      return (
        <PaymentResult icon={<IconAlertTriangle size={36} />} color="yellow" title={t.notConfirmed}>
          <Text role="alert">{messages.payment.detailsMissing}</Text>
          {home}
        </PaymentResult>
      );
    case 'failed':
      return (
        <PaymentResult icon={<IconCircleX size={36} />} color="red" title={t.notConfirmed}>
          <Text c="red.9" fw={500} role="alert">
            {messages.payment.verificationFailed(outcome.reason)}
          </Text>
          {home}
        </PaymentResult>
      );
  }
}
