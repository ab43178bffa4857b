import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways only below `minWidth`, with its scrollbar shown whenever it does (a hidden one
 * left columns out of sight with no hint), and reachable by keyboard (the region takes focus and arrow keys).
 */
export function TableScroll({ minWidth, label, children }: { minWidth: number; label: string; children: ReactNode }) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      scrollAreaProps={{ type: 'auto', offsetScrollbars: 'x', viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } }}
    >
      {children}
    </Table.ScrollContainer>
  );
}
