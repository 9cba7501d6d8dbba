import { Group, Text } from '@mantine/core';
import { WITHDRAWAL_STATUS_LABELS, type WithdrawalStatus } from '@achterhoek/contracts';
import { Icon, type IconProps } from '../../../components/icons';

/** The status of a batch or a request: an icon and, always beside it, its label (spec 001 §4). */
export function BatchStatus({ status }: { status: WithdrawalStatus }) {
  return (
    <Group gap={6} wrap="nowrap" component="span">
      <BatchStatusIcon status={status} size={20} />
      <Text span>{WITHDRAWAL_STATUS_LABELS[status]}</Text>
    </Group>
  );
}

/** The status's icon; decorative: the label beside it carries the meaning. */
export function BatchStatusIcon({ status, ...props }: IconProps & { status: WithdrawalStatus }) {
  switch (status) {
    case 'REQUESTED':
      // An hourglass: waiting.
      return (
        <Icon {...props}>
          <path d="M7 3h10M7 21h10M8 3c0 5 8 5 8 9s-8 4-8 9M16 3c0 5-8 5-8 9s8 4 8 9" />
        </Icon>
      );
    case 'ACTIVE':
      // A clock: being paid.
      return (
        <Icon {...props} color="var(--mantine-color-blue-8)">
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v5l3 2" />
        </Icon>
      );
    case 'COMPLETED':
      // A tick in a circle: done.
      return (
        <Icon {...props} color="var(--mantine-color-green-9)">
          <circle cx="12" cy="12" r="9" />
          <path d="m8 12 3 3 5-6" />
        </Icon>
      );
    case 'CANCELLED':
      // A cross in a circle: rejected.
      return (
        <Icon {...props} color="var(--mantine-color-red-9)">
          <circle cx="12" cy="12" r="9" />
          <path d="m9 9 6 6M15 9l-6 6" />
        </Icon>
      );
    case 'EXPIRED':
      // A slashed circle: no longer valid.
      return (
        <Icon {...props} color="var(--mantine-color-gray-7)">
          <circle cx="12" cy="12" r="9" />
          <path d="m6 6 12 12" />
        </Icon>
      );
  }
}
