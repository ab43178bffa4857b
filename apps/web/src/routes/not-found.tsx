import { Center, Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { localizedTitleHead } from '../features/i18n/page-title';
import { useI18n } from '../features/i18n/use-i18n';
import { ButtonLink } from '../features/layout/router-links';

export const Route = createFileRoute('/not-found')({
  head: localizedTitleHead((ui) => ui.notFound.title),
  component: NotFoundPage,
});

function NotFoundPage() {
  const { ui } = useI18n();
  return (
    <Center component="main" mih="100vh" p="md">
      <Stack align="center" gap="md">
        <Title order={1} fz={96} c="brand">
          404
        </Title>
        <Title order={2}>{ui.notFound.heading}</Title>
        <Text c="dimmed">{ui.notFound.text}</Text>
        <ButtonLink to="/home">{ui.notFound.goHome}</ButtonLink>
      </Stack>
    </Center>
  );
}
