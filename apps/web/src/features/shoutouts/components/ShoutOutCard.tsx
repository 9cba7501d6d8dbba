import type { ShoutOut } from '@achterhoek/contracts';
import { Card, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { MessageId } from '../../../i18n/nl';
import { shortPlace } from '../../../components/TravelCard';
import { APP_TIME_ZONE, dayjs } from '../../../lib/dayjs';
import { shoutOutDriverPath, shoutOutPassengerPath } from '../../../lib/paths';
import { BANNER_KEYS, isOfferCancelled, shoutOutStatus } from '../lib/shoutOutState';
import { formatSentenceDate } from '../../../lib/format';

/**
 * One shout-out in the list (spec 000 §2 Shout-outs): from and to, the day (DD-MM-YYYY) and time (HH:mm)
 * asked for, as departure or arrival. A driver (the community's list) sees who asks and opens the
 * driver's page; the passenger (their own list) sees how many offers still stand and opens their own
 * page. A shout-out that was filled, cancelled or has expired says so with its banner's text.
 */
export function ShoutOutCard({
  shoutOut,
  viewer,
  now,
}: {
  shoutOut: ShoutOut;
  viewer: 'passenger' | 'driver';
  now: number;
}) {
  const intl = useIntl();
  const travel = dayjs(shoutOut.travelTime).tz(APP_TIME_ZONE);
  const route = intl.formatMessage(
    { id: 'shoutOuts.list.route' },
    { from: shortPlace(shoutOut.from.label), to: shortPlace(shoutOut.to.label) },
  );
  const when = intl.formatMessage(
    { id: shoutOut.useAsArrivalTime ? 'shoutOuts.list.arrival' : 'shoutOuts.list.departure' },
    { date: formatSentenceDate(shoutOut.travelTime), time: travel.format('HH:mm') },
  );
  const status = shoutOutStatus(shoutOut, now, viewer);
  const banner = status === 'open' ? null : intl.formatMessage({ id: BANNER_KEYS[status] as MessageId });
  // The passenger counts the offers that still stand; once filled or cancelled the banner says enough.
  const standingOffers = shoutOut.itineraries.filter((offer) => !isOfferCancelled(offer, 'passenger')).length;
  const detail =
    viewer === 'driver'
      ? intl.formatMessage({ id: 'shoutOuts.list.traveller' }, { name: shoutOut.traveller.name })
      : status === 'open' || status === 'expired'
        ? intl.formatMessage({ id: 'shoutOuts.list.offers' }, { count: standingOffers })
        : null;
  const label = [route, when, detail, banner].filter(Boolean).join(', ');
  return (
    <Card
      component={Link}
      to={viewer === 'driver' ? shoutOutDriverPath(shoutOut.id) : shoutOutPassengerPath(shoutOut.id)}
      withBorder
      padding="md"
      aria-label={label}
    >
      <Stack gap={4}>
        <Text fw={700}>{route}</Text>
        <Text>{when}</Text>
        {detail && <Text size="sm">{detail}</Text>}
        {banner && (
          <Text size="sm" fw={700} c={status === 'filled' ? 'achterhoek.8' : 'gray.8'}>
            {banner}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
