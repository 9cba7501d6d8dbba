import { Button } from '@mantine/core';
import { useIntl } from 'react-intl';
import { nextSortMode, type SortMode } from '../lib/itineraries';
import { IconSort } from './icons';

/**
 * The order of the results: one button that moves on to the next order with each tap (spec 000 §2:
 * Relevantie, Snelste, Vertrektijd, and round again). Its name says the current order, 'Sorteren op
 * Relevantie'.
 */
export function SortControl({ mode, onChange }: { mode: SortMode; onChange: (mode: SortMode) => void }) {
  const intl = useIntl();
  return (
    <Button
      variant="default"
      leftSection={<IconSort size={20} />}
      onClick={() => onChange(nextSortMode(mode))}
    >
      {intl.formatMessage(
        { id: 'planner.results.sort' },
        { mode: intl.formatMessage({ id: `planner.results.sort.${mode}` }) },
      )}
    </Button>
  );
}
