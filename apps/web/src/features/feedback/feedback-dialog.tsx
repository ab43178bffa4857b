import { feedbackSchema, RATING_MAX } from '@hairsalon/shared';
import { Button, Group, Input, Modal, Rating, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { TRPCClientError } from '@trpc/client';
import { errorMessage, serverFieldErrors } from '../api/error-message';
import { zodResolver } from '../forms/zod-resolver';
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

export const FEEDBACK_DIALOG_TITLE = 'Leave Feedback';

const starLabel = (value: number) => `${value} ${value === 1 ? 'star' : 'stars'}`;

function isConflict(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return false;
  const data: unknown = error.data;
  return typeof data === 'object' && data !== null && 'code' in data && (data as { code: unknown }).code === 'CONFLICT';
}

function FeedbackForm({ target, onClose }: { target: FeedbackTarget; onClose: () => void }) {
  const resolver = zodResolver(feedbackSchema);
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
          How was your <b>{target.serviceName}</b>?
        </Text>
        <Input.Wrapper label="Rating" withAsterisk error={form.errors.rating} labelElement="div">
          <Rating
            mt={4}
            size="lg"
            count={RATING_MAX}
            value={form.values.rating}
            onChange={(value) => form.setFieldValue('rating', value)}
            getSymbolLabel={starLabel}
            aria-label="Rating"
          />
        </Input.Wrapper>
        <Textarea
          label="Comment"
          withAsterisk
          autosize
          minRows={3}
          maxRows={8}
          maxLength={2000}
          placeholder="Tell us about your visit"
          {...form.getInputProps('comment')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Submit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Spec §2 Order history / §5 Feedback: a 1–5 star rating and a comment on one service of a completed booking. */
export function FeedbackDialog({ target, onClose }: { target: FeedbackTarget | null; onClose: () => void }) {
  return (
    <Modal opened={target !== null} onClose={onClose} title={FEEDBACK_DIALOG_TITLE} centered>
      {/* Keyed so each service line starts with an empty form. */}
      {target && <FeedbackForm key={`${target.bookingId}-${target.serviceId}`} target={target} onClose={onClose} />}
    </Modal>
  );
}
