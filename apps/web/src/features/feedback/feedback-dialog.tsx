import { feedbackSchema, RATING_MAX } from '@hairsalon/shared';
import { Button, Group, Input, Modal, Rating, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { TRPCClientError } from '@trpc/client';
import { errorMessage, serverFieldErrors } from '../api/error-message';
import { zodResolver } from '../forms/zod-resolver';
import { uiEn } from '../i18n/ui.en';
import { useI18n } from '../i18n/use-i18n';
import { toastError } from '../notifications/toast';
import { useCreateFeedback, useRefreshFeedback } from './feedback-queries';

/** The service line of a completed booking the customer is reviewing. */
export interface FeedbackTarget {
  bookingId: number;
  serviceId: number;
  serviceName: string;
}

interface FeedbackFormValues {
  /** 0 while no star is chosen. */
  rating: number;
  comment: string;
}

const EMPTY: FeedbackFormValues = { rating: 0, comment: '' };

/** The English title (tests); the dialog shows it in the reader's language. */
export const FEEDBACK_DIALOG_TITLE = uiEn.feedback.title;

function isConflict(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return false;
  const data: unknown = error.data;
  return typeof data === 'object' && data !== null && 'code' in data && (data as { code: unknown }).code === 'CONFLICT';
}

function FeedbackForm({ target, onClose }: { target: FeedbackTarget; onClose: () => void }) {
  const resolver = zodResolver(feedbackSchema);
  const t = useI18n().ui.feedback;
  const form = useForm<FeedbackFormValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: (values) => resolver({ ...values, bookingId: target.bookingId, serviceId: target.serviceId }),
  });
  const create = useCreateFeedback();
  const refresh = useRefreshFeedback();
  const submit = (values: FeedbackFormValues) =>
    create.mutate(
      { rating: values.rating, comment: values.comment.trim(), bookingId: target.bookingId, serviceId: target.serviceId },
      {
        onSuccess: onClose,
        onError: (error) => {
          toastError(errorMessage(error));
          const fields = serverFieldErrors(error);
          if (Object.keys(fields).length > 0) form.setErrors(fields);
          // Already reviewed (e.g. in another tab): the row should say so now.
          if (isConflict(error)) {
            void refresh(target.serviceId);
            onClose();
          }
        },
      },
    );

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack>
        <Text size="sm" c="dimmed">
          {t.howWasBefore}
          <b>{target.serviceName}</b>
          {t.howWasAfter}
        </Text>
        <Input.Wrapper label={t.rating} withAsterisk error={form.errors.rating} labelElement="div">
          <Rating
            mt={4}
            size="lg"
            count={RATING_MAX}
            value={form.values.rating}
            onChange={(value) => form.setFieldValue('rating', value)}
            getSymbolLabel={t.star}
            aria-label={t.rating}
          />
        </Input.Wrapper>
        <Textarea
          label={t.comment}
          withAsterisk
          autosize
          minRows={3}
          maxRows={8}
          maxLength={2000}
          placeholder={t.placeholder}
          {...form.getInputProps('comment')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Spec §2 Order history / §5 Feedback: a 1–5 star rating and a comment on one service of a completed booking. */
export function FeedbackDialog({ target, onClose }: { target: FeedbackTarget | null; onClose: () => void }) {
  const { ui } = useI18n();
  return (
    <Modal opened={target !== null} onClose={onClose} title={ui.feedback.title} centered>
      {/* Keyed so each service line starts with an empty form. */}
      {target && <FeedbackForm key={`${target.bookingId}-${target.serviceId}`} target={target} onClose={onClose} />}
    </Modal>
  );
}
