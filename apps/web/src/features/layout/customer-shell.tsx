import { Box, rem } from '@mantine/core';
import type { ReactNode } from 'react';
import { CustomerFooter } from './customer-footer';
import { CustomerHeader } from './customer-header';

const HEADER_HEIGHT = rem(64);

/**
 * The public site's frame: header on top, page, footer. Laid out as Mantine's AppShell lays out a header-only shell
 * (fixed header with a bottom border over the page's body colour, main padded below it), without AppShell itself:
 * its navbar, aside and resizing code, and the scroll-lock library it pulls in, were a sixth of the landing page's
 * own JS (issue 9). The class lets the phone drawer's scroll lock keep the fixed header in place, as AppShell does.
 */
export function CustomerShell({ children }: { children: ReactNode }) {
  return (
    <>
      <Box
        component="header"
        className="right-scroll-bar-position"
        pos="fixed"
        top={0}
        left={0}
        right={0}
        h={HEADER_HEIGHT}
        bg="var(--mantine-color-body)"
        // AppShell's header layer (getDefaultZIndex('app')) and its light scheme's border (the app has no dark scheme).
        style={{ zIndex: 100, borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <CustomerHeader />
      </Box>
      <Box component="main" pt={HEADER_HEIGHT} mih="100dvh" display="flex" style={{ flexDirection: 'column' }}>
        <Box style={{ flex: 1 }}>{children}</Box>
        <CustomerFooter />
      </Box>
    </>
  );
}
