import { Group, type GroupProps, Title, type TitleProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** A heading with the main action of what it heads (a page, a part of a form) at the far end of its line. */
export function HeadingRow({ action, wrap, ...title }: TitleProps & { action?: ReactNode; wrap?: GroupProps['wrap'] }) {
  return (
    <Group justify="space-between" wrap={wrap}>
      <Title {...title} />
      {action}
    </Group>
  );
}
