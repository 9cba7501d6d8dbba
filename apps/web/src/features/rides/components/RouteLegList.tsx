import type { RideLeg } from '@achterhoek/contracts';
import { List } from '@mantine/core';
import { useIntl } from 'react-intl';
import { formatTime } from '../../../lib/format';

/**
 * The stretches a person drives: a stretch that starts and ends in the same minute (the car is already
 * where the passenger gets in, or the last passenger gets out at the ride's end) is no stretch to drive.
 */
export function drivenLegs(legs: readonly RideLeg[]): RideLeg[] {
  return legs.filter((leg) => formatTime(leg.startTime) !== formatTime(leg.endTime));
}

/** The ride's route for its driver: each stretch from place to place with its times (spec 000 §2). */
export function RouteLegList({ legs }: { legs: readonly RideLeg[] }) {
  const intl = useIntl();
  return (
    <List spacing={4}>
      {drivenLegs(legs).map((leg, index) => (
        <List.Item key={index}>
          {intl.formatMessage(
            { id: 'rides.detail.leg' },
            {
              from: leg.from.label,
              to: leg.to.label,
              start: formatTime(leg.startTime),
              end: formatTime(leg.endTime),
            },
          )}
        </List.Item>
      ))}
    </List>
  );
}
