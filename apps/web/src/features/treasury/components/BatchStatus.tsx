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

// Each status's drawing: a mark, in a ring for all but the waiting one, in the status's colour.
const statusDrawings: Record<WithdrawalStatus, { mark: string; ring: boolean; color?: string }> = {
  // An hourglass: waiting.
  REQUESTED: { mark: 'M7 3h10M7 21h10M8 3c0 5 8 5 8 9s-8 4-8 9M16 3c0 5-8 5-8 9s8 4 8 9', ring: false },
  // A clock: being paid.
  ACTIVE: { mark: 'M12 7v5l3 2', ring: true, color: 'var(--mantine-color-blue-8)' },
  // A tick in a circle: done.
  COMPLETED: { mark: 'm8 12 3 3 5-6', ring: true, color: 'var(--mantine-color-green-9)' },
  // A cross in a circle: rejected.
  CANCELLED: { mark: 'm9 9 6 6M15 9l-6 6', ring: true, color: 'var(--mantine-color-red-9)' },
  // A slashed circle: no longer valid.
  EXPIRED: { mark: 'm6 6 12 12', ring: true, color: 'var(--mantine-color-gray-7)' },
};

/** The status's icon; decorative: the label beside it carries the meaning. */
export function BatchStatusIcon({ status, ...props }: IconProps & { status: WithdrawalStatus }) {
  const { mark, ring, color } = statusDrawings[status];
  return (
    <Icon {...props} {...(color === undefined ? {} : { color })}>
      {ring && <circle cx="12" cy="12" r="9" />}
      <path d={mark} />
    </Icon>
  );
}
