import { Group, Loader, Text, type GroupProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A small spinner with a text beside it that says what is under way ('Bezig met zoeken…'): a screen reader
 * reads the text and skips the spinner. The other props lay out the row (its gap, wrapping, a role).
 */
export function BusyText({ children, ...row }: { children: ReactNode } & Omit<GroupProps, 'children'>) {
  return (
    <Group {...row}>
      <Loader size="sm" aria-hidden="true" />
      <Text>{children}</Text>
    </Group>
  );
}
