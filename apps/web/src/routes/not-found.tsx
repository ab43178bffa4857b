import { Center, Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { titleHead } from '../features/layout/page-title';
import { ButtonLink } from '../features/layout/router-links';

export const Route = createFileRoute('/not-found')({
  head: titleHead('Page Not Found'),
  component: NotFoundPage,
});

function NotFoundPage() {
  return (
    <Center component="main" mih="100vh" p="md">
      <Stack align="center" gap="md">
        <Title order={1} fz={96} c="brand">
          404
        </Title>
        <Title order={2}>Page not found</Title>
        <Text c="dimmed">The page you are looking for does not exist.</Text>
        <ButtonLink to="/home">Go Home</ButtonLink>
      </Stack>
    </Center>
  );
}
