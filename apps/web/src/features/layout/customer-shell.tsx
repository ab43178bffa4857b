import { AppShell, Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { CustomerFooter } from './customer-footer';
import { CustomerHeader } from './customer-header';

/** The public site's frame: header on top, page, footer. */
export function CustomerShell({ children }: { children: ReactNode }) {
  return (
    <AppShell header={{ height: 64 }}>
      <AppShell.Header>
        <CustomerHeader />
      </AppShell.Header>
      <AppShell.Main display="flex" style={{ flexDirection: 'column' }}>
        <Box style={{ flex: 1 }}>{children}</Box>
        <CustomerFooter />
      </AppShell.Main>
    </AppShell>
  );
}
