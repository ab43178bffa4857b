import { messages } from '@hairsalon/shared';
import { Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconReceiptRefund } from '@tabler/icons-react';
import { ButtonLink } from '../layout/router-links';
import type { PaymentOutcome } from './payment-queries';
import { PaymentResult, ResultText } from './payment-result';

const home = (
  <ButtonLink to="/" variant="light">
    Return to Home
  </ButtonLink>
);

/** Spec §2 Payment success: what the route loader's verification found. */
export function PaymentSuccess({ outcome }: { outcome: PaymentOutcome }) {
  switch (outcome.kind) {
    case 'confirmed':
      return (
        <PaymentResult icon={<IconCircleCheck size={36} />} color="teal" title={messages.payment.success}>
          <ResultText>
            {outcome.ownBooking === false ? messages.payment.notYourBooking : 'Your booking is confirmed. We have emailed you the details.'}
          </ResultText>
          <ButtonLink to="/">Return to Home</ButtonLink>
        </PaymentResult>
      );
    case 'refunded':
      return (
        <PaymentResult icon={<IconReceiptRefund size={36} />} color="orange" title="Booking cancelled">
          <ResultText>{messages.payment.refunded}</ResultText>
          {home}
        </PaymentResult>
      );
    case 'missing':
      return (
        <PaymentResult icon={<IconAlertTriangle size={36} />} color="yellow" title="Payment not confirmed">
          <Text role="alert">{messages.payment.detailsMissing}</Text>
          {home}
        </PaymentResult>
      );
    case 'failed':
      return (
        <PaymentResult icon={<IconCircleX size={36} />} color="red" title="Payment not confirmed">
          <Text c="red.9" fw={500} role="alert">
            {messages.payment.verificationFailed(outcome.reason)}
          </Text>
          {home}
        </PaymentResult>
      );
  }
}
