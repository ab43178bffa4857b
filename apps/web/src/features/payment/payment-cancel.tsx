import { messages, Role } from '@hairsalon/shared';
import { Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleX } from '@tabler/icons-react';
import { useSignedInUser } from '../auth/use-session';
import { ButtonLink } from '../layout/router-links';
import { PaymentResult, ResultText } from './payment-result';
import type { PaymentReturnSearch } from './search';

/** Spec §2 Payment cancelled: the booking stays pending (S1) until its hold runs out or the customer cancels it. */
export function PaymentCancel({ search }: { search: PaymentReturnSearch }) {
  const user = useSignedInUser();
  if (!search.token) {
    return (
      <PaymentResult icon={<IconAlertTriangle size={36} />} color="yellow" title="Payment Cancelled">
        <Text role="alert">{messages.payment.cancelMissing}</Text>
        <ButtonLink to="/" variant="light">
          Return to Home
        </ButtonLink>
      </PaymentResult>
    );
  }
  return (
    <PaymentResult icon={<IconCircleX size={36} />} color="orange" title="Payment Cancelled">
      <ResultText>{messages.payment.cancelled}</ResultText>
      <Group justify="center">
        {user?.roleId === Role.Customer && (
          <ButtonLink to="/order-history" variant="light">
            View my bookings
          </ButtonLink>
        )}
        <ButtonLink to="/">Return to Home</ButtonLink>
      </Group>
    </PaymentResult>
  );
}
