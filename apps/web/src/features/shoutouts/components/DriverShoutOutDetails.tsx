import type { ShoutOut } from '@achterhoek/contracts';
import { Anchor, Table } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { detailRow } from '../../../components/DetailRow';
import { CarDistanceRow, CarDurationRow } from './CarRouteRows';
import { ShoutOutWhenRows } from './ShoutOutWhenRows';
import { userProfilePath } from '../../../lib/paths';

/**
 * What the passenger asks, as a driver reads it (spec 000 §2 'Oproep invulling', §9 formats): who (their
 * public profile opens from the name, spec 000 §6), from where to where, the day (DD-MM-YYYY) and the time
 * (HH:mm) to leave or to arrive, the seats, and what the car straight from the origin to the destination
 * takes: the distance in whole kilometres, the duration in whole minutes and the cost, the sum of its legs'
 * credits.
 */
export function DriverShoutOutDetails({ shoutOut }: { shoutOut: ShoutOut }) {
  const intl = useIntl();
  const reference = shoutOut.referenceItinerary;
  const credits = reference.legs.reduce((sum, leg) => sum + (leg.fareInCredits ?? 0), 0);
  return (
    <Table variant="vertical" layout="fixed" withTableBorder style={{ overflowWrap: 'anywhere' }}>
      <Table.Tbody>
        {detailRow(
          intl.formatMessage({ id: 'shoutOuts.driver.traveller' }),
          <Anchor component={Link} to={userProfilePath(shoutOut.traveller.managedIdentity)}>
            {shoutOut.traveller.name}
          </Anchor>,
        )}
        {detailRow(intl.formatMessage({ id: 'shoutOuts.driver.from' }), shoutOut.from.label)}
        {detailRow(intl.formatMessage({ id: 'shoutOuts.driver.to' }), shoutOut.to.label)}
        <ShoutOutWhenRows shoutOut={shoutOut} view="driver" />
        <CarDistanceRow legs={reference.legs} />
        <CarDurationRow seconds={reference.duration} />
        {detailRow(
          intl.formatMessage({ id: 'shoutOuts.driver.cost' }),
          intl.formatMessage({ id: 'shoutOuts.driver.credits' }, { count: credits }),
        )}
      </Table.Tbody>
    </Table>
  );
}
