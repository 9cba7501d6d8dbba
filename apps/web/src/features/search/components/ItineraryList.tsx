import { Alert, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { TripPlan } from '@achterhoek/contracts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { itineraryDetailPath } from '../../../lib/paths';
import { formatWalkDistance } from '../lib/distance';
import { groupByArrivalDay, idOfUrn, sortItineraries, walksFurther, type SortMode } from '../lib/itineraries';
import { ItineraryCard } from './ItineraryCard';
import { SortControl } from './SortControl';
import { formatSentenceDate } from '../../../lib/format';

/**
 * The itineraries of a plan (spec 000 §2 Search results): a note when the planner had to allow a longer
 * walk than the traveller's maximum to find any, or to find a bus or train beside a shared ride (those
 * itineraries say how long they walk), how many there are and the sort control, then
 * a heading per day of arrival ('donderdag 26 november') with that day's itineraries in the chosen
 * order. A change of order is announced. Each itinerary leads to its details, named by the plan's and its
 * own id (the numbers at the end of their URNs).
 */
export function ItineraryList({ plan }: { plan: TripPlan }) {
  const intl = useIntl();
  const [mode, setMode] = useState<SortMode>('RELEVANCE');
  // Counted so that only a change the traveller made is announced, and each one anew.
  const [changes, setChanges] = useState(0);
  const planId = idOfUrn(plan.planRef);
  const days = groupByArrivalDay(sortItineraries(plan.itineraries, mode));
  const modeName = intl.formatMessage({ id: `planner.results.sort.${mode}` });
  // Some fit the walk asked for: the longer walk was only for public transport.
  const someWithin = plan.itineraries.some((itinerary) => !walksFurther(itinerary, plan.maxWalkDistance));

  const targetOf = (itineraryRef: string | undefined) => {
    const itineraryId = idOfUrn(itineraryRef);
    return planId !== null && itineraryId !== null ? itineraryDetailPath(planId, itineraryId) : null;
  };

  return (
    <Stack gap="md">
      {plan.extendedMaxWalkDistance !== undefined && (
        <Alert variant="light" color="yellow">
          {intl.formatMessage(
            { id: someWithin ? 'planner.results.longerWalkTransit' : 'planner.results.longerWalk' },
            {
              asked: formatWalkDistance(intl, plan.maxWalkDistance),
              extended: formatWalkDistance(intl, plan.extendedMaxWalkDistance),
            },
          )}
        </Alert>
      )}
      <Group justify="space-between" gap="sm">
        <Text fw={600}>
          {intl.formatMessage({ id: 'planner.results.count' }, { count: plan.itineraries.length })}
        </Text>
        <SortControl
          mode={mode}
          onChange={(next) => {
            setMode(next);
            setChanges((count) => count + 1);
          }}
        />
      </Group>
      <VisuallyHidden aria-live="polite">
        {changes > 0 && (
          <span key={changes}>
            {intl.formatMessage({ id: 'planner.results.sorted' }, { mode: modeName })}
          </span>
        )}
      </VisuallyHidden>
      {days.map(({ day, itineraries }) => (
        <Stack key={day} gap="sm" component="section">
          <Title order={2} size="h3">
            {formatSentenceDate(day)}
          </Title>
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {itineraries.map((itinerary, index) => (
              <li key={itinerary.itineraryRef ?? index}>
                <ItineraryCard
                  itinerary={itinerary}
                  to={targetOf(itinerary.itineraryRef)}
                  maxWalkDistance={plan.maxWalkDistance}
                />
              </li>
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
