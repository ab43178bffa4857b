import { Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useI18n } from '../i18n/use-i18n';

/** The booking page around its form: the title and the introduction (also prerendered, src/first-paint/). */
export function BookingFrame({ children }: { children: ReactNode }) {
  const { ui } = useI18n();
  return (
    <Container size="md" py="xl">
      <Title order={1}>{ui.booking.title}</Title>
      <Text c="dimmed" mt={4} mb="lg">
        {ui.booking.intro}
      </Text>
      {children}
    </Container>
  );
}
