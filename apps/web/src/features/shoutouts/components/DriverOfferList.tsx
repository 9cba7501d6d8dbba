import type { Itinerary, ShoutOut } from '@achterhoek/contracts';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/nl';
import { APP_TIME_ZONE, dayjs } from '../../../lib/dayjs';
import { formatSentenceDate } from '../../../lib/format';
import { isOfferCancelled } from '../lib/shoutOutState';

const time = (iso: string) => dayjs(iso).tz(APP_TIME_ZONE).format('HH:mm');

type OfferState = 'proposed' | 'accepted' | 'cancelled';

const STATE_TEXT: Record<OfferState, MessageId> = {
  proposed: 'shoutOuts.driver.offerProposed',
  accepted: 'shoutOuts.driver.offerAccepted',
  cancelled: 'shoutOuts.driver.offerCancelled',
};
const STATE_COLOUR: Record<OfferState, string> = {
  proposed: 'blue.9',
  accepted: 'achterhoek.8',
  cancelled: 'red.9',
};

/**
 * Where an offer stands for its driver (spec 000 §4): cancelled when all its legs are (the driver withdrew
 * it, the passenger chose another or cancelled the shout-out), accepted once the shout-out is final with
 * it still standing, and otherwise waiting for the passenger's answer.
 */
function offerState(shoutOut: ShoutOut, offer: Itinerary): OfferState {
  if (isOfferCancelled(offer, 'driver') || shoutOut.planState === 'CANCELLED') return 'cancelled';
  return shoutOut.planState === 'FINAL' ? 'accepted' : 'proposed';
}

/**
 * The driver's own offers on the shout-out (the server sends a driver only theirs): per offer the day, the
 * passenger's pickup and drop-off with their times, and its state in words, struck through once cancelled.
 */
export function DriverOfferList({ shoutOut }: { shoutOut: ShoutOut }) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Stack gap="sm">
      <Title order={2} size="h3" id={titleId}>
        {intl.formatMessage({ id: 'shoutOuts.driver.offers' })}
      </Title>
      {shoutOut.itineraries.length === 0 ? (
        <Text>{intl.formatMessage({ id: 'shoutOuts.driver.noOffers' })}</Text>
      ) : (
        <Stack component="ul" aria-labelledby={titleId} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {shoutOut.itineraries.map((offer, index) => {
            const state = offerState(shoutOut, offer);
            // The passenger's stretch is the leg that names the shout-out; the whole ride otherwise.
            const carried = offer.legs.find((leg) => leg.shoutOutRef) ?? offer.legs[0];
            const start = carried?.startTime ?? offer.departureTime;
            const end = carried?.endTime ?? offer.arrivalTime;
            return (
              <Card component="li" key={offer.itineraryRef ?? index} withBorder padding="md">
                <Stack gap={4}>
                  <Group justify="space-between" gap="xs">
                    <Text
                      fw={700}
                      style={state === 'cancelled' ? { textDecoration: 'line-through' } : undefined}
                    >
                      {intl.formatMessage(
                        { id: 'shoutOuts.driver.offerTimes' },
                        { date: formatSentenceDate(start), start: time(start), end: time(end) },
                      )}
                    </Text>
                    <Badge color={STATE_COLOUR[state]}>{intl.formatMessage({ id: STATE_TEXT[state] })}</Badge>
                  </Group>
                  {carried && (
                    <Text style={{ overflowWrap: 'anywhere' }}>
                      {intl.formatMessage(
                        { id: 'shoutOuts.driver.offerRoute' },
                        { pickup: carried.from.label, dropOff: carried.to.label },
                      )}
                    </Text>
                  )}
                  {carried?.fareInCredits !== undefined && (
                    <Text size="sm">
                      {intl.formatMessage(
                        { id: 'shoutOuts.driver.credits' },
                        { count: carried.fareInCredits },
                      )}
                    </Text>
                  )}
                </Stack>
              </Card>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
