import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One row of a details table: the label as the row's header (so a screen reader reads it with the value),
 * a fixed 40 % wide, and the value beside it.
 */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" w="40%">
        {label}
      </Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

/** The details row as a function, for tables that build their rows from label/value pairs. */
export function detailRow(label: string, value: ReactNode) {
  return <DetailRow label={label}>{value}</DetailRow>;
}
