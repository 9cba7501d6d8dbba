import { ActionIcon, Group, Stack, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageTitle } from '../../../components/PageTitle';
import { IconSwap } from '../../../components/icons';
import { PlaceField } from '../components/PlaceField';
import { useSearchCriteria } from '../hooks/useSearchCriteria';

/**
 * /search ('Waar wil je heen?', spec 000 §2 Trip search): where from and where to, each opening the
 * location page, and a control that swaps them. The date and time, 'Ritvoorkeuren' and 'Plan je rit!'
 * follow with the planning issue.
 */
export function SearchPage() {
  const intl = useIntl();
  const { criteria, swap } = useSearchCriteria();
  // Bumped on every swap so a screen reader hears each one, not only the first.
  const [swaps, setSwaps] = useState(0);
  const nothingToSwap = criteria.from === null && criteria.to === null;

  return (
    <Stack gap="lg">
      <PageTitle>{intl.formatMessage({ id: 'planner.search.title' })}</PageTitle>
      <Group gap="xs" wrap="nowrap" align="center">
        <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
          <PlaceField field="from" place={criteria.from} />
          <PlaceField field="to" place={criteria.to} />
        </Stack>
        <ActionIcon
          variant="light"
          size={48}
          mt={28}
          aria-label={intl.formatMessage({ id: 'planner.search.swap' })}
          disabled={nothingToSwap}
          onClick={() => {
            swap();
            setSwaps((count) => count + 1);
          }}
        >
          <IconSwap size={28} />
        </ActionIcon>
      </Group>
      <VisuallyHidden aria-live="polite">
        {swaps > 0 && (
          <span key={swaps}>
            <FormattedMessage id="planner.search.swapped" />
          </span>
        )}
      </VisuallyHidden>
    </Stack>
  );
}
