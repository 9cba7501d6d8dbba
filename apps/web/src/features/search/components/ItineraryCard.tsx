import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { Itinerary } from '@achterhoek/contracts';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useAppConfig } from '../../../lib/app-config-context';
import { APP_TIME_ZONE, dayjs } from '../../../lib/dayjs';
import { liveSummaryOf } from '../../../lib/live-delay';
import { LiveBadge } from '../../../components/LiveTime';
import { summaryModes, walkMinutes, walksFurther } from '../lib/itineraries';
import { TravelModeIcon } from './icons';

const clock = (iso: string) => dayjs(iso).tz(APP_TIME_ZONE).format('HH:mm');

/**
 * One itinerary of the results: departure and arrival (HH:mm), the duration in minutes (seconds / 60,
 * rounded, spec 000 §9), the modes, the transfers, and for each shared ride the driver and its fare in
 * credits (the fare only while the app has credits). A link to the itinerary's details; its name sums it
 * up ('Vertrek 12:05, aankomst 12:52, 47 minuten, Meerijden, Trein') and the rest is its description.
 * Without a link target (an itinerary the planner did not store) it is shown but cannot be chosen. One that
 * walks further than the traveller's maximum walk (`maxWalkDistance`) says how long it walks ('12 min lopen').
 * One whose train or bus runs late or early by the live feed says so first ('vertraagd +12', the largest
 * delay), or that it does not run ('rijdt niet').
 */
export function ItineraryCard({
  itinerary,
  to,
  maxWalkDistance,
}: {
  itinerary: Itinerary;
  to: string | null;
  maxWalkDistance?: number;
}) {
  const intl = useIntl();
  const { creditsEnabled } = useAppConfig();
  const detailsId = useId();
  const departure = clock(itinerary.departureTime);
  const arrival = clock(itinerary.arrivalTime);
  const minutes = Math.round(itinerary.duration / 60);
  const modes = summaryModes(itinerary);
  const modeNames = modes.map((mode) => intl.formatMessage({ id: `travelMode.${mode}` }));
  const rides = itinerary.legs.filter((leg) => leg.traverseMode === 'RIDESHARE');
  const live = liveSummaryOf(itinerary.legs);
  const longWalk = maxWalkDistance !== undefined && walksFurther(itinerary, maxWalkDistance);
  const label = intl.formatMessage(
    { id: 'planner.itinerary.label' },
    { departure, arrival, minutes, modes: modeNames.join(', ') },
  );

  const content = (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" aria-hidden="true">
        <Text fw={700} size="lg">
          {departure} – {arrival}
        </Text>
        <Text fw={600}>{intl.formatMessage({ id: 'planner.itinerary.minutes' }, { minutes })}</Text>
      </Group>
      <Group gap={6} aria-hidden="true">
        {modes.map((mode, index) => (
          <Badge
            key={mode}
            variant="light"
            size="lg"
            tt="none"
            leftSection={<TravelModeIcon mode={mode} size={16} />}
          >
            {modeNames[index]}
          </Badge>
        ))}
      </Group>
      <Stack gap={2} id={detailsId}>
        {live && (
          <div>
            <LiveBadge summary={live} />
          </div>
        )}
        {longWalk && (
          <Group gap={4} wrap="nowrap">
            <TravelModeIcon mode="WALK" size={16} />
            <Text fw={600}>
              {intl.formatMessage({ id: 'planner.itinerary.walk' }, { minutes: walkMinutes(itinerary) })}
            </Text>
          </Group>
        )}
        {rides.map((leg) => (
          <Text key={`${leg.rideRef ?? ''}${leg.startTime}`}>
            {intl.formatMessage(
              { id: 'planner.itinerary.driver' },
              { driver: leg.driverName ?? intl.formatMessage({ id: 'travelMode.RIDESHARE' }) },
            )}
            {creditsEnabled &&
              leg.fareInCredits !== undefined &&
              ` · ${intl.formatMessage({ id: 'planner.itinerary.credits' }, { credits: leg.fareInCredits })}`}
          </Text>
        ))}
        <Text size="sm" c="dimmed">
          {intl.formatMessage({ id: 'planner.itinerary.transfers' }, { count: itinerary.transfers })}
        </Text>
      </Stack>
    </Stack>
  );

  if (!to) {
    return (
      <Card withBorder padding="md" component="article" aria-label={label}>
        {content}
      </Card>
    );
  }
  return (
    <Card component={Link} to={to} withBorder padding="md" aria-label={label} aria-describedby={detailsId}>
      {content}
    </Card>
  );
}
