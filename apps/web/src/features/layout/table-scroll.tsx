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

/** An email in a narrow column: it may break after the '@' (and nowhere else), 'stylist@' over 'hairsalon.local'. */
export function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}
