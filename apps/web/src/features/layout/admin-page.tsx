import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { HeadingRow } from './heading-row';

/** An admin screen: its title, the page's main action beside it, then the content. */
export function AdminPage({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="lg" p={{ base: 0, sm: 'md' }}>
      <HeadingRow order={1} fz="h2" action={action}>
        {title}
      </HeadingRow>
      {children}
    </Stack>
  );
}
