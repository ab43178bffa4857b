import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The card of the sign-in, sign-up and password pages. */
export function AuthCard({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <Center py={48} px="md">
      <Paper withBorder shadow="sm" radius="lg" p="xl" w="100%" maw={460}>
        <Stack>
          <Title order={1} ta="center" fz="h2">
            {title}
          </Title>
          {children}
          {footer && (
            <Text size="sm" ta="center" c="dimmed">
              {footer}
            </Text>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
