import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A list of cards under a name (the list's accessible label): one card per item, one under the other with
 * a small gap, without bullets or indent.
 */
export function CardList<Item extends { id: number }>({
  label,
  items,
  children,
}: {
  label: string;
  items: readonly Item[];
  /** The card of one item. */
  children: (item: Item) => ReactNode;
}) {
  return (
    <Box
      component="ul"
      aria-label={label}
      m={0}
      p={0}
      style={{ listStyle: 'none', display: 'grid', gap: 'var(--mantine-spacing-sm)' }}
    >
      {items.map((item) => (
        <li key={item.id}>{children(item)}</li>
      ))}
    </Box>
  );
}
