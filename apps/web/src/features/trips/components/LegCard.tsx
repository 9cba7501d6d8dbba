import type { Leg } from '@achterhoek/contracts';
import { Anchor, Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { formatTime } from '../../../lib/format';
import { cardTones } from '../../../components/card-tones';
import { userProfilePath } from '../../../lib/paths';
import { modeMessageId, paymentStateIds } from '../lib/labels';
import { ModeIcon } from './icons';
import { detailRow } from '../../../components/DetailRow';
import { LiveTime } from '../../../components/LiveTime';

/**
 * How a leg's card looks by its state (spec 000 §2 Trip detail): a cancelled leg under a red overlay, a
 * completed one under a green one; a badge says the same in words, so colour is never the only clue. A
 * train or bus the live feed says does not run is shown as cancelled too ('rijdt niet').
 */
export function overlayOf(state: Leg['state'], notRunning = false): 'cancelled' | 'completed' | undefined {
  if (state === 'CANCELLED' || notRunning) return 'cancelled';
  if (state === 'COMPLETED') return 'completed';
  return undefined;
}

/** The words of the overlay's badge: the leg's own state first, then what the live feed says. */
function overlayTextId(state: Leg['state'], notRunning: boolean) {
  if (state === 'CANCELLED') return 'trips.leg.cancelled';
  if (notRunning) return 'liveTimes.cancelled';
  return 'trips.leg.completed';
}

interface LegCardProps {
  leg: Leg;
  /** A booked trip's leg: its payment state is shown. */
  booked?: boolean;
  /** The state the card shows, when it is not the leg's own (every leg of a cancelled trip is cancelled). */
  state?: Leg['state'];
  /** Under the card's details, for a booked shared leg: the way to write to the driver. */
  children?: ReactNode;
}

/**
 * One leg of an itinerary: the mode in Dutch, where and when it starts and ends (with the platform), the
 * line; for a shared ride the driver (whose public profile opens from their name), the car, the fare in
 * credits, its CO₂ and, once booked, what became of the fare. A train or bus that runs a minute or more
 * late or early shows its timetable's times struck through beside the expected ones, with the delay in
 * words ('vertraagd +12'); one that does not run says so ('rijdt niet') and is shown as cancelled.
 */
export function LegCard({ leg, booked = false, state = leg.state, children }: LegCardProps) {
  const intl = useIntl();
  const notRunning = leg.cancelled === true;
  const overlay = overlayOf(state, notRunning);
  const modeId = modeMessageId(leg.traverseMode);
  const mode = modeId ? intl.formatMessage({ id: modeId }) : leg.traverseMode;
  const place = (label: string, platform: string | undefined) =>
    platform ? intl.formatMessage({ id: 'trips.leg.platform' }, { place: label, platform }) : label;
  const shared = leg.traverseMode === 'RIDESHARE';

  return (
    <Card
      component="li"
      withBorder
      padding="md"
      data-overlay={overlay}
      style={overlay ? cardTones[overlay] : undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Group gap="xs" miw={0}>
            <ModeIcon mode={leg.traverseMode} />
            <Text fw={700} style={overlay === 'cancelled' ? { textDecoration: 'line-through' } : undefined}>
              {mode}
            </Text>
            {overlay && (
              <Badge color={overlay === 'cancelled' ? 'red.9' : 'green.9'}>
                {intl.formatMessage({ id: overlayTextId(state, notRunning) })}
              </Badge>
            )}
          </Group>
          <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
            {intl.formatMessage(
              { id: 'trips.leg.times' },
              { start: formatTime(leg.startTime), end: formatTime(leg.endTime) },
            )}
          </Text>
        </Group>
        {/* A shared ride names where the driver picks the passenger up and lets them out (issue 27). */}
        <Text style={{ overflowWrap: 'anywhere' }}>
          {intl.formatMessage(
            { id: shared ? 'trips.leg.pickup' : 'trips.leg.stop' },
            {
              time: <LiveTime time={leg.startTime} delaySeconds={leg.departureDelay} />,
              place: place(leg.from.label, leg.from.platformCode),
            },
          )}
        </Text>
        <Text style={{ overflowWrap: 'anywhere' }}>
          {intl.formatMessage(
            { id: shared ? 'trips.leg.dropOff' : 'trips.leg.stop' },
            {
              time: <LiveTime time={leg.endTime} delaySeconds={leg.arrivalDelay} />,
              place: place(leg.to.label, leg.to.platformCode),
            },
          )}
        </Text>
        {leg.routeShortName && (
          <Text size="sm">
            {intl.formatMessage({ id: 'trips.leg.route' }, { route: leg.routeShortName })}
            {leg.headsign
              ? ` ${intl.formatMessage({ id: 'trips.leg.headsign' }, { headsign: leg.headsign })}`
              : ''}
          </Text>
        )}
        {!shared && leg.distance > 0 && (
          <Text size="sm" c="dimmed">
            {intl.formatMessage(
              { id: 'trips.leg.distance' },
              { km: intl.formatNumber(leg.distance / 1000, { maximumFractionDigits: 1 }) },
            )}
          </Text>
        )}
        {shared && (
          <Table variant="vertical" layout="fixed" withRowBorders={false} verticalSpacing={2}>
            <Table.Tbody>
              {leg.driverName &&
                detailRow(
                  intl.formatMessage({ id: 'trips.leg.driver' }),
                  leg.driverId ? (
                    <Anchor component={Link} to={userProfilePath(leg.driverId)}>
                      {leg.driverName}
                    </Anchor>
                  ) : (
                    leg.driverName
                  ),
                )}
              {(leg.vehicleName || leg.vehicleLicensePlate) &&
                detailRow(
                  intl.formatMessage({ id: 'trips.leg.car' }),
                  [leg.vehicleName, leg.vehicleLicensePlate ? `(${leg.vehicleLicensePlate})` : '']
                    .filter(Boolean)
                    .join(' '),
                )}
              {leg.fareInCredits !== undefined &&
                detailRow(
                  intl.formatMessage({ id: 'trips.leg.fare' }),
                  intl.formatMessage({ id: 'trips.credits' }, { count: leg.fareInCredits }),
                )}
              {leg.co2EmissionRate !== undefined &&
                detailRow(
                  intl.formatMessage({ id: 'trips.leg.co2' }),
                  intl.formatMessage(
                    { id: 'trips.leg.co2Value' },
                    { grams: Math.round(leg.co2EmissionRate) },
                  ),
                )}
              {booked &&
                leg.paymentState &&
                detailRow(
                  intl.formatMessage({ id: 'trips.leg.payment' }),
                  intl.formatMessage({ id: paymentStateIds[leg.paymentState] }),
                )}
            </Table.Tbody>
          </Table>
        )}
        {children}
      </Stack>
    </Card>
  );
}

/** A wait of more than a minute between two legs, with its times. */
export function WaitCard({
  startTime,
  endTime,
  duration,
}: {
  startTime: string;
  endTime: string;
  duration: number;
}) {
  const intl = useIntl();
  return (
    <Card component="li" withBorder padding="sm" bg="gray.0" style={{ borderStyle: 'dashed' }}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text>{intl.formatMessage({ id: 'trips.leg.wait' }, { minutes: Math.round(duration / 60) })}</Text>
        <Text style={{ whiteSpace: 'nowrap' }}>
          {intl.formatMessage(
            { id: 'trips.leg.times' },
            { start: formatTime(startTime), end: formatTime(endTime) },
          )}
        </Text>
      </Group>
    </Card>
  );
}
