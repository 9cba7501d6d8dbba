import type { Itinerary } from '@achterhoek/contracts';
import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { isApiError, isNetworkError } from '../../../lib/api-error';
import { formatTime } from '../../../lib/format';
import { useAcceptNewAdvice } from '../api/queries';
import { LegList } from './LegList';

/** What became of taking the new advice: taken, refused in the server's words, or failed otherwise. */
export type AdviceOutcome =
  { kind: 'accepted' } | { kind: 'refused'; message: string } | { kind: 'offline' } | { kind: 'failed' };

/**
 * What taking the advice failed with: a refusal (422: no advice any more, or it expired) in the server's
 * own Dutch words; no connection; or anything else plainly.
 */
export function adviceFailureOf(error: unknown): AdviceOutcome {
  if (isNetworkError(error)) return { kind: 'offline' };
  if (isApiError(error) && error.status === 422 && error.message.trim() !== '') {
    return { kind: 'refused', message: error.message };
  }
  return { kind: 'failed' };
}

/**
 * 'Nieuw reisadvies' (beyond the original): the itinerary the planner offers when a late or cancelled train
 * or bus puts the connection with the shared ride at risk, with the ride kept. Its times and its legs, in
 * the same cards as the trip's own, and 'Nieuw reisadvies accepteren', which takes it (busy while it is
 * sent); the page says how that went (`onOutcome`).
 */
export function NewAdviceSection({
  tripId,
  advice,
  onOutcome,
}: {
  tripId: number;
  advice: Itinerary;
  onOutcome: (outcome: AdviceOutcome | null) => void;
}) {
  const intl = useIntl();
  const titleId = useId();
  const legsId = useId();
  const accept = useAcceptNewAdvice();

  const take = async () => {
    if (accept.isPending) return;
    onOutcome(null);
    try {
      await accept.mutateAsync(tripId);
      onOutcome({ kind: 'accepted' });
    } catch (error) {
      onOutcome(adviceFailureOf(error));
    }
  };

  return (
    <Card component="section" aria-labelledby={titleId} withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} size="h3" id={titleId}>
          {intl.formatMessage({ id: 'trips.newAdvice.title' })}
        </Title>
        <Text>{intl.formatMessage({ id: 'trips.newAdvice.intro' })}</Text>
        <Text fw={700}>
          {intl.formatMessage(
            { id: 'trips.newAdvice.times' },
            { departure: formatTime(advice.departureTime), arrival: formatTime(advice.arrivalTime) },
          )}
        </Text>
        <Title order={3} size="h4" id={legsId}>
          {intl.formatMessage({ id: 'trips.newAdvice.legs' })}
        </Title>
        <LegList legs={advice.legs} labelledBy={legsId} />
        <Button size="lg" loading={accept.isPending} onClick={() => void take()}>
          {intl.formatMessage({ id: 'trips.newAdvice.accept' })}
        </Button>
      </Stack>
    </Card>
  );
}

/**
 * How taking the new advice went, where the advice was: 'Je reis is aangepast.' (a status), or why it did
 * not (an alert). It takes the focus when it appears, since the button that was pressed may be gone with
 * the advice it took.
 */
export function AdviceOutcomeMessage({ outcome }: { outcome: AdviceOutcome }) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  const accepted = outcome.kind === 'accepted';
  const text = () => {
    switch (outcome.kind) {
      case 'accepted':
        return intl.formatMessage({ id: 'trips.newAdvice.accepted' });
      case 'refused':
        return intl.formatMessage({ id: 'trips.serverMessage' }, { message: outcome.message });
      case 'offline':
        return intl.formatMessage({ id: 'trips.newAdvice.offline' });
      case 'failed':
        return intl.formatMessage({ id: 'trips.newAdvice.error' });
    }
  };
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color={accepted ? 'green' : 'red'}
      variant="light"
      role={accepted ? 'status' : 'alert'}
    >
      <Text fw={600}>{text()}</Text>
    </Alert>
  );
}
