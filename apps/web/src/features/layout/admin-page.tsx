import { Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** An admin screen: its title, the page's main action beside it, then the content. */
export function AdminPage({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="lg" p={{ base: 0, sm: 'md' }}>
      <Group justify="space-between" align="center">
        <Title order={1} fz="h2">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Stack>
  );
}
