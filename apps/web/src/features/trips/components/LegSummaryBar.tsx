import type { Leg } from '@achterhoek/contracts';
import { Box } from '@mantine/core';
import { useIntl } from 'react-intl';
import { SUMMARY_COLUMNS, summaryOf } from '../lib/legLayout';
import { modeMessageId } from '../lib/labels';
import { ModeIcon } from './icons';

/** Each named mode's colour; the unnamed ones (waits, subway, car) are a quiet grey. */
const modeColours: Record<string, string> = {
  WALK: 'var(--mantine-color-gray-6)',
  RAIL: 'var(--mantine-color-yellow-8)',
  BUS: 'var(--mantine-color-blue-8)',
  BICYCLE: 'var(--mantine-color-teal-8)',
  RIDESHARE: 'var(--mantine-color-achterhoek-7)',
};

/**
 * The itinerary at a glance (spec 000 §2 Trip detail): a row of 12 columns in which every leg, and every
 * wait of more than a minute between two legs, takes a width in proportion to its duration. The shown
 * modes carry their icon; the bar's label names them with their minutes for screen readers.
 */
export function LegSummaryBar({ legs }: { legs: readonly Leg[] }) {
  const intl = useIntl();
  const segments = summaryOf(legs);
  const parts = segments
    .filter((segment) => segment.shown)
    .map((segment) =>
      intl.formatMessage(
        { id: 'trips.summary.part' },
        {
          mode: intl.formatMessage({ id: modeMessageId(segment.mode) ?? 'trips.mode.WAIT' }),
          minutes: Math.max(1, Math.round(segment.step.duration / 60)),
        },
      ),
    );
  return (
    <Box
      role="img"
      aria-label={intl.formatMessage({ id: 'trips.summary.label' }, { parts: parts.join(', ') })}
      data-testid="leg-summary"
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(${SUMMARY_COLUMNS}, minmax(0, 1fr))`,
        gap: 3,
      }}
    >
      {segments.map((segment, index) => (
        <Box
          key={index}
          data-mode={segment.mode}
          data-columns={segment.columns}
          style={{
            gridColumn: `span ${segment.columns}`,
            height: 36,
            borderRadius: 6,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            color: 'var(--mantine-color-white)',
            background: segment.shown
              ? (modeColours[segment.mode] ?? 'var(--mantine-color-gray-5)')
              : 'repeating-linear-gradient(45deg, var(--mantine-color-gray-3) 0 4px, var(--mantine-color-gray-2) 4px 8px)',
          }}
        >
          {segment.shown && <ModeIcon mode={segment.mode} size={20} />}
        </Box>
      ))}
    </Box>
  );
}
