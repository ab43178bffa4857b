import { Container, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../api/trpc';
import { useI18n } from '../i18n/use-i18n';

/** Plain text as the admin typed it: a blank line starts a new paragraph. */
export function Paragraphs({ text }: { text: string }) {
  return (
    <Stack gap="sm">
      {text
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, index) => (
          // Paragraphs have no identity of their own: their place is their key.
          <Text key={index} style={{ whiteSpace: 'pre-line' }}>
            {paragraph}
          </Text>
        ))}
    </Stack>
  );
}

/** /privacy and /terms: the admin's text in the reader's language (issue 25). */
export function SalonTextPage({ page }: { page: 'privacy' | 'terms' }) {
  const trpc = useTRPC();
  const { ui, language } = useI18n();
  const { data } = useQuery(trpc.salon.pages.queryOptions());
  const t = ui.salonPages;
  const text = data
    ? page === 'privacy'
      ? language === 'vi'
        ? data.privacyVi
        : data.privacyEn
      : language === 'vi'
        ? data.termsVi
        : data.termsEn
    : '';
  return (
    <Container size="md" py="xl">
      <Title order={1} mb="lg">
        {page === 'privacy' ? t.privacyTitle : t.termsTitle}
      </Title>
      {data && (text ? <Paragraphs text={text} /> : <Text c="dimmed">{t.notPublished}</Text>)}
    </Container>
  );
}

/** /faqs: the admin's questions and answers in the reader's language. */
export function FaqsPage() {
  const trpc = useTRPC();
  const { ui, language } = useI18n();
  const { data } = useQuery(trpc.salon.faqs.queryOptions());
  const t = ui.salonPages;
  return (
    <Container size="md" py="xl">
      <Title order={1} mb="lg">
        {t.faqsTitle}
      </Title>
      {data && data.length === 0 && <Text c="dimmed">{t.faqsEmpty}</Text>}
      <Stack gap="lg">
        {data?.map((faq) => (
          <Stack key={faq.id} gap={4}>
            <Title order={2} fz="h4">
              {language === 'vi' ? faq.questionVi : faq.questionEn}
            </Title>
            <Paragraphs text={language === 'vi' ? faq.answerVi : faq.answerEn} />
          </Stack>
        ))}
      </Stack>
    </Container>
  );
}
