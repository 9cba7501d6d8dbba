import type { Trip } from '@achterhoek/contracts';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import type { MessageId } from '../../../i18n/nl';
import { isApiError } from '../../../lib/api-error';
import { useAppConfig } from '../../../lib/app-config-context';
import { notify } from '../../../lib/notify';
import { paths, tripDetailPath } from '../../../lib/paths';
import { useUnconfirmTrip } from '../api/confirmation';
import { TripPageFrame, TripSummary } from '../components/TripPageFrame';

/** Why undoing was refused (spec 000 §8): the driver was paid, too few credits, or nothing to undo. */
type Refusal =
  { kind: 'paid' } | { kind: 'credits' } | { kind: 'server'; message: string } | { kind: 'failed' };

const refusalIds: Record<Exclude<Refusal['kind'], 'server'>, MessageId> = {
  paid: 'tripUnconfirm.paid',
  credits: 'tripUnconfirm.insufficientCredits',
  failed: 'tripUnconfirm.error',
};

function refusalOf(error: unknown): Refusal {
  if (!isApiError(error)) return { kind: 'failed' };
  if (error.status === 403) return { kind: 'paid' };
  if (error.status === 402) return { kind: 'credits' };
  if (error.status === 422 && error.message.trim() !== '') return { kind: 'server', message: error.message };
  return { kind: 'failed' };
}

/**
 * /tripUnconfirmPage/{tripId} ('Bevestiging ongedaan maken', spec 000 §2, §4 revising a confirmation):
 * after the fare went back, the passenger takes their answer back; the fare is reserved again and both
 * sides are asked anew. Refusals stay on the page, since the passenger has to act on them: ask the
 * driver when the fare was paid, or add credits when there are too few to reserve it again.
 */
export function TripUnconfirmPage() {
  return <TripPageFrame titleId="tripUnconfirm.title">{(trip) => <Unconfirm trip={trip} />}</TripPageFrame>;
}

function Unconfirm({ trip }: { trip: Trip }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { creditsEnabled } = useAppConfig();
  const unconfirm = useUnconfirmTrip();
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const submit = async () => {
    setRefusal(null);
    try {
      await unconfirm.mutateAsync(trip.id);
      notify.info('tripUnconfirm.done');
      void navigate(tripDetailPath(trip.id));
    } catch (error) {
      setRefusal(refusalOf(error));
    }
  };

  return (
    <Stack gap="lg">
      <TripSummary trip={trip} />
      <Text>{intl.formatMessage({ id: 'tripUnconfirm.intro' })}</Text>
      {refusal && (
        <Alert color="red" variant="light" role="alert">
          <Stack gap={4} align="flex-start">
            <Text>
              {refusal.kind === 'server'
                ? refusal.message
                : intl.formatMessage({ id: refusalIds[refusal.kind] })}
            </Text>
            {refusal.kind === 'credits' && creditsEnabled && (
              <Anchor component={Link} to={paths.addCredits} fw={700}>
                {intl.formatMessage({ id: 'trips.book.addCredits' })}
              </Anchor>
            )}
          </Stack>
        </Alert>
      )}
      <Button size="lg" color="red.9" loading={unconfirm.isPending} onClick={() => void submit()}>
        {intl.formatMessage({ id: 'tripUnconfirm.action' })}
      </Button>
      <Button component={Link} to={tripDetailPath(trip.id)} variant="outline" size="lg">
        {intl.formatMessage({ id: 'tripConfirm.toTrip' })}
      </Button>
    </Stack>
  );
}
