import type { Itinerary, ShoutOut } from '@achterhoek/contracts';
import { Badge, Box, Card, Group, Radio, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { APP_TIME_ZONE, dayjs } from '../../../lib/dayjs';
import { MessageDriverButton } from '../../trips';
import { isOfferCancelled } from '../lib/shoutOutState';
import { creditsOf } from './PassengerShoutOutSummary';
import { formatSentenceDateTime } from '../../../lib/format';

const local = (iso: string) => dayjs(iso).tz(APP_TIME_ZONE);

/** The offer's shared leg: the driver's ride that carries the passenger. */
const rideOf = (offer: Itinerary) =>
  offer.legs.find((leg) => leg.traverseMode === 'RIDESHARE') ?? offer.legs[0];

/** How an offer's card looks: a cancelled one under a red overlay, the accepted one under a green one. */
const cardStyles = {
  cancelled: { background: 'var(--mantine-color-red-0)', borderColor: 'var(--mantine-color-red-7)' },
  accepted: { background: 'var(--mantine-color-green-0)', borderColor: 'var(--mantine-color-green-7)' },
} as const;

type OfferLook = 'cancelled' | 'accepted' | undefined;

/**
 * The passenger's view of an offer is cancelled as soon as any of its legs is (spec 000 §4); on a filled
 * (FINAL) shout-out the offer that still stands is the one the passenger accepted.
 */
function lookOf(shoutOut: ShoutOut, offer: Itinerary): OfferLook {
  if (isOfferCancelled(offer, 'passenger')) return 'cancelled';
  return shoutOut.planState === 'FINAL' ? 'accepted' : undefined;
}

interface OfferListProps {
  shoutOut: ShoutOut;
  /** While the passenger may still accept one, the offers are a choice (radio buttons); else a list. */
  selectable: boolean;
  /** The chosen offer's itineraryRef. */
  value: string | null;
  onChange: (itineraryRef: string) => void;
  /** The topic of a conversation started with a driver. */
  topic: string;
}

/**
 * The drivers' offers on the passenger's shout-out (spec 000 §2, §6): per offer the driver, the times of
 * pickup and arrival, the car and the fare in credits. A cancelled offer says so, and cannot be chosen.
 * The driver of an offer that still stands can be sent a message; their profile is not opened from here
 * (a passenger cannot open a profile from a shout-out card).
 */
export function OfferList({ shoutOut, selectable, value, onChange, topic }: OfferListProps) {
  const intl = useIntl();
  const offers = shoutOut.itineraries;
  const items = offers.map((offer, index) => {
    const look = lookOf(shoutOut, offer);
    const ride = rideOf(offer);
    const ref = offer.itineraryRef ?? `offer-${index}`;
    const details = <OfferDetails shoutOut={shoutOut} offer={offer} look={look} />;
    return (
      <Card
        key={ref}
        component="li"
        withBorder
        padding="md"
        data-offer-state={look}
        style={look ? cardStyles[look] : undefined}
      >
        <Stack gap="sm">
          {selectable ? (
            <Radio
              value={ref}
              disabled={look === 'cancelled' || !offer.itineraryRef}
              label={details}
              size="md"
            />
          ) : (
            details
          )}
          {ride && look !== 'cancelled' && <MessageDriverButton leg={ride} topic={topic} />}
        </Stack>
      </Card>
    );
  });

  const list = (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {items}
    </Stack>
  );
  if (!selectable) return list;
  return (
    <Radio.Group
      label={intl.formatMessage({ id: 'shoutOuts.passenger.choose' })}
      value={value ?? ''}
      onChange={onChange}
    >
      <Box mt="xs">{list}</Box>
    </Radio.Group>
  );
}

/**
 * One offer in words, which is also the name of its radio button: driver, times (with the day when it is
 * not the day asked for), car with its licence plate, and fare; and 'Geannuleerd' or 'Geaccepteerd'.
 * Inline elements only: it sits inside the radio button's label.
 */
function OfferDetails({ shoutOut, offer, look }: { shoutOut: ShoutOut; offer: Itinerary; look: OfferLook }) {
  const intl = useIntl();
  const ride = rideOf(offer);
  const sameDay =
    local(offer.departureTime).format('YYYY-MM-DD') === local(shoutOut.travelTime).format('YYYY-MM-DD');
  const at = (iso: string) => (sameDay ? local(iso).format('HH:mm') : formatSentenceDateTime(iso));
  const car =
    ride?.vehicleName && ride.vehicleLicensePlate
      ? intl.formatMessage(
          { id: 'shoutOuts.passenger.offer.car' },
          { car: ride.vehicleName, plate: ride.vehicleLicensePlate },
        )
      : (ride?.vehicleName ?? ride?.vehicleLicensePlate);
  const line = (content: ReactNode) => (
    <Text component="span" display="block" style={{ overflowWrap: 'anywhere' }}>
      {content}
    </Text>
  );
  return (
    <Box component="span" display="block">
      <Group component="span" gap="xs" wrap="wrap">
        <Text
          component="span"
          fw={700}
          style={look === 'cancelled' ? { textDecoration: 'line-through' } : undefined}
        >
          {ride?.driverName ?? intl.formatMessage({ id: 'shoutOuts.passenger.offer.driver' })}
        </Text>
        {look && (
          <Badge component="span" color={look === 'cancelled' ? 'red.9' : 'achterhoek.8'}>
            {intl.formatMessage({
              id:
                look === 'cancelled'
                  ? 'shoutOuts.passenger.offer.cancelled'
                  : 'shoutOuts.passenger.offer.accepted',
            })}
          </Badge>
        )}
      </Group>
      {line(
        intl.formatMessage(
          { id: 'shoutOuts.passenger.offer.times' },
          { departure: at(offer.departureTime), arrival: at(offer.arrivalTime) },
        ),
      )}
      {car && line(car)}
      {line(intl.formatMessage({ id: 'shoutOuts.passenger.credits' }, { count: creditsOf(offer) }))}
    </Box>
  );
}
