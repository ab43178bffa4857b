import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A centred card for the payment return pages. */
export function PaymentResult({ icon, color, title, children }: { icon: ReactNode; color: string; title: string; children?: ReactNode }) {
  return (
    <Paper withBorder shadow="sm" radius="lg" p="xl" maw={520} mx="auto" my="xl">
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <Title order={1} size="h2">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

export function ResultText({ children }: { children: ReactNode }) {
  return <Text c="dimmed">{children}</Text>;
}
