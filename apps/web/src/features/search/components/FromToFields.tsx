import { ActionIcon, Group, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { IconSwap } from '../../../components/icons';
import type { TripPlace } from '../lib/searchCriteria';
import { PlaceField } from './PlaceField';

/**
 * Where from and where to, one above the other, with the button beside them that swaps the two: a trip
 * search and a driver's ride offer. `editSearchCriteria` says whether a place chosen here becomes part of
 * the search (see PlaceField); the swap is off while there is nothing to swap.
 */
export function FromToFields({
  from,
  to,
  editSearchCriteria = true,
  swapDisabled,
  onSwap,
}: {
  from: TripPlace | null;
  to: TripPlace | null;
  editSearchCriteria?: boolean;
  swapDisabled: boolean;
  onSwap: () => void;
}) {
  const intl = useIntl();
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
        <PlaceField field="from" place={from} editSearchCriteria={editSearchCriteria} />
        <PlaceField field="to" place={to} editSearchCriteria={editSearchCriteria} />
      </Stack>
      <ActionIcon
        variant="light"
        size={48}
        mt={28}
        aria-label={intl.formatMessage({ id: 'planner.search.swap' })}
        disabled={swapDisabled}
        onClick={onSwap}
      >
        <IconSwap size={28} />
      </ActionIcon>
    </Group>
  );
}
