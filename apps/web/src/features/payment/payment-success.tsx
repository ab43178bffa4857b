import { messages } from '@hairsalon/shared';
import { Loader, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTRPC } from '../api/trpc';
import { ButtonLink } from '../layout/router-links';
import { PaymentResult, ResultText } from './payment-result';
import type { PaymentReturnSearch } from './search';

/**
 * Spec §2 Payment success: verifies the returned payment once. The ref guards against React StrictMode's
 * second effect run (the server is idempotent anyway: verifying twice confirms once).
 */
export function PaymentSuccess({ search }: { search: PaymentReturnSearch }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const verify = useMutation(
    trpc.payment.verify.mutationOptions({
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: trpc.booking.listForCustomer.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() });
      },
    }),
  );
  const started = useRef(false);
  const complete = Boolean(search.token && search.paymentId && search.stylistId);

  useEffect(() => {
    if (started.current || !complete) return;
    started.current = true;
    verify.mutate({
      token: search.token ?? '',
      paymentId: Number(search.paymentId),
      payerId: search.PayerID,
      stylistId: Number(search.stylistId),
    });
  }, [complete, search, verify]);

  if (!complete || verify.isError) {
    const reason = complete ? verify.error?.message : messages.payment.mismatch;
    return (
      <PaymentResult icon={<IconCircleX size={36} />} color="red" title="Payment not confirmed">
        <Text c="red" fw={500} role="alert">
          {messages.payment.verificationFailed(reason)}
        </Text>
        <ButtonLink to="/" variant="light">
          Return to Home
        </ButtonLink>
      </PaymentResult>
    );
  }
  if (!verify.isSuccess) {
    return (
      <PaymentResult icon={<Loader size="sm" />} color="brand" title="Verifying your payment…">
        <ResultText>Please wait while we confirm your payment.</ResultText>
      </PaymentResult>
    );
  }
  return (
    <PaymentResult icon={<IconCircleCheck size={36} />} color="teal" title={messages.payment.success}>
      <ResultText>Your booking is confirmed. We have emailed you the details.</ResultText>
      <ButtonLink to="/">Return to Home</ButtonLink>
    </PaymentResult>
  );
}
