import type { Leg, Trip } from '@achterhoek/contracts';
import { Stack } from '@mantine/core';
import { stepsOf } from '../lib/legLayout';
import { LegCard, WaitCard } from './LegCard';
import { MessageDriverButton } from './MessageDriverButton';

interface LegListProps {
  legs: readonly Leg[];
  /** The id of the heading that names the list. */
  labelledBy: string;
  /** The booked trip the legs are of: per leg its payment and a way to write to the driver about `topic`. */
  booked?: { trip: Trip; topic: string };
}

/**
 * The legs of an itinerary in order, a card each, with a card for every wait of more than a minute between
 * two of them: the booked trip's, a proposal's, or the new advice offered after a delay. Every leg of a
 * cancelled trip is shown as cancelled.
 */
export function LegList({ legs, labelledBy, booked }: LegListProps) {
  const trip = booked?.trip;
  return (
    <Stack component="ol" aria-labelledby={labelledBy} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {stepsOf(legs).map((step) =>
        step.kind === 'wait' ? (
          <WaitCard
            key={`wait-${step.startTime}`}
            startTime={step.startTime}
            endTime={step.endTime}
            duration={step.duration}
          />
        ) : (
          <LegCard
            key={step.index}
            leg={step.leg}
            booked={Boolean(trip)}
            state={trip?.state === 'CANCELLED' ? 'CANCELLED' : step.leg.state}
          >
            {booked && <MessageDriverButton leg={step.leg} topic={booked.topic} />}
          </LegCard>
        ),
      )}
    </Stack>
  );
}
