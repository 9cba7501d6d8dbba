import type { Leg } from '@achterhoek/contracts';
import { useIntl } from 'react-intl';
import { DetailRow } from '../../../components/DetailRow';

/** What the car's route takes, as a driver reads it: its distance in whole kilometres, the sum of its legs. */
export function CarDistanceRow({ legs }: { legs: readonly Pick<Leg, 'distance'>[] }) {
  const intl = useIntl();
  const metres = legs.reduce((sum, leg) => sum + leg.distance, 0);
  return (
    <DetailRow label={intl.formatMessage({ id: 'shoutOuts.driver.distance' })}>
      {intl.formatMessage({ id: 'shoutOuts.driver.kilometres' }, { km: Math.round(metres / 1000) })}
    </DetailRow>
  );
}

/** What the car's route takes, as a driver reads it: its duration in whole minutes. */
export function CarDurationRow({ seconds }: { seconds: number }) {
  const intl = useIntl();
  return (
    <DetailRow label={intl.formatMessage({ id: 'shoutOuts.driver.duration' })}>
      {intl.formatMessage({ id: 'shoutOuts.driver.minutes' }, { minutes: Math.round(seconds / 60) })}
    </DetailRow>
  );
}
