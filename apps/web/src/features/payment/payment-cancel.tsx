import { Role } from '@hairsalon/shared';
import { Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleX } from '@tabler/icons-react';
import { useSignedInUser } from '../auth/use-session';
import { useI18n } from '../i18n/use-i18n';
import { ButtonLink } from '../layout/router-links';
import { PaymentResult, ResultText } from './payment-result';
import type { PaymentReturnSearch } from './search';

/** Spec §2 Payment cancelled: the booking stays pending (S1) until its hold runs out or the customer cancels it. */
export function PaymentCancel({ search }: { search: PaymentReturnSearch }) {
  const user = useSignedInUser();
  const { ui, messages } = useI18n();
  const t = ui.payment;
  if (!search.token) {
    return (
      <PaymentResult icon={<IconAlertTriangle size={36} />} color="yellow" title={t.cancelled}>
        <Text role="alert">{messages.payment.cancelMissing}</Text>
        <ButtonLink to="/" variant="light">
          {t.returnHome}
        </ButtonLink>
      </PaymentResult>
    );
  }
  return (
    <PaymentResult icon={<IconCircleX size={36} />} color="orange" title={t.cancelled}>
      <ResultText>{messages.payment.cancelled}</ResultText>
      <Group justify="center">
        {user?.roleId === Role.Customer && (
          <ButtonLink to="/order-history" variant="light">
            {t.viewBookings}
          </ButtonLink>
        )}
        <ButtonLink to="/">{t.returnHome}</ButtonLink>
      </Group>
    </PaymentResult>
  );
}
