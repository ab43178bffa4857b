import { formatSalonDate } from '@hairsalon/shared';
import { Box, Card, Center, Group, Loader, Pagination, Rating, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../api/error-message';
import { useTRPC } from '../api/trpc';
import { useI18n } from '../i18n/use-i18n';
import { feedbackQueries } from './feedback-queries';
import type { Feedback } from './types';

function FeedbackCard({ feedback }: { feedback: Feedback }) {
  const { ui } = useI18n();
  return (
    <Card withBorder padding="md" data-testid="feedback-item">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600}>
          {feedback.firstName} {feedback.lastName}
        </Text>
        <Text size="sm" c="dimmed">
          {formatSalonDate(Date.parse(feedback.createdAt))}
        </Text>
      </Group>
      {/* The stars are a picture of the rating: one name for all of them (a bare div may not carry aria-label). */}
      <Box role="img" aria-label={ui.serviceDetail.stars(feedback.rating)} mt={4} w="fit-content">
        <Rating value={feedback.rating} readOnly size="sm" aria-hidden />
      </Box>
      {/* Plain text: a comment is never rendered as HTML. */}
      <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {feedback.comment}
      </Text>
    </Card>
  );
}

/** Spec §2 Service detail: the service's feedback, 4 per page, newest first. */
export function ServiceFeedback({ serviceId }: { serviceId: number }) {
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  // Page 1 comes from the route's loader; later pages load here, keeping the previous page on screen meanwhile.
  const feedback = useQuery({ ...feedbackQueries.forService(trpc, serviceId, page), placeholderData: keepPreviousData });
  const totalPages = feedback.data ? Math.max(1, Math.ceil(feedback.data.total / feedback.data.pageSize)) : 1;
  const { ui } = useI18n();
  const t = ui.serviceDetail;
  return (
    <Stack gap="md" component="section" aria-labelledby="service-feedback">
      <Title order={2} fz="h3" id="service-feedback">
        {t.feedback}
      </Title>
      {feedback.isPending ? (
        <Center>
          <Loader aria-label={t.loadingFeedback} />
        </Center>
      ) : feedback.isError ? (
        <Text c="red">{errorMessage(feedback.error)}</Text>
      ) : feedback.data.items.length === 0 ? (
        <Text c="dimmed">{t.noFeedback}</Text>
      ) : (
        <>
          {feedback.data.items.map((item) => (
            <FeedbackCard key={item.id} feedback={item} />
          ))}
          {totalPages > 1 && (
            <Pagination
              total={totalPages}
              value={page}
              onChange={setPage}
              aria-label={t.feedbackPages}
              getControlProps={(control) => ({
                'aria-label': control === 'previous' ? t.previousPage : control === 'next' ? t.nextPage : undefined,
              })}
            />
          )}
        </>
      )}
    </Stack>
  );
}
