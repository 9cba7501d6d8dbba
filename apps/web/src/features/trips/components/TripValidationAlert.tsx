import type { Trip } from '@achterhoek/contracts';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { MessageId } from '../../../i18n/nl';
import { tripConfirmPath, tripUnconfirmPath } from '../../../lib/paths';
import { validationOf, type TripValidation } from '../lib/validation';

/**
 * Where the trip's confirmation stands, on the trip page (spec 000 §4 trip validation, payment states):
 * the passenger is asked to confirm ('Bevestig rit'); after answering they see that the driver still has
 * to ('De chauffeur moet nog bevestigen.') and may change their answer until the decision; a dispute says
 * an admin decides; after the decision the payment ('Betaald', 'Geannuleerd') says who may still revise
 * it: the driver once paid, the passenger once the fare went back ('Bevestiging ongedaan maken').
 */
export function TripValidationAlert({ trip }: { trip: Trip }) {
  const intl = useIntl();
  const validation = validationOf(trip);
  if (validation.kind === 'none') return null;
  const text = (id: MessageId) => intl.formatMessage({ id });
  const { color, title } = ALERT_LOOK[validation.kind];
  return (
    <Alert color={color} variant="light" role="status" title={title && text(title)}>
      <ValidationBody trip={trip} validation={validation} text={text} />
    </Alert>
  );
}

/** The colour of each state's alert, and the payment it names in its title once the fare is decided. */
const ALERT_LOOK: Record<Exclude<TripValidation['kind'], 'none'>, { color: string; title?: MessageId }> = {
  awaitingPassenger: { color: 'blue' },
  awaitingDriver: { color: 'blue' },
  disputed: { color: 'orange' },
  paid: { color: 'green', title: 'trips.payment.PAID' },
  released: { color: 'gray', title: 'trips.payment.CANCELLED' },
};

/** What the alert says in each state, with the way to answer, change the answer or undo it. */
function ValidationBody({
  trip,
  validation,
  text,
}: {
  trip: Trip;
  validation: TripValidation;
  text: (id: MessageId) => string;
}) {
  switch (validation.kind) {
    case 'awaitingPassenger':
      return (
        <Stack gap="sm" align="flex-start">
          <Text>{text('tripValidation.askPassenger')}</Text>
          <Button component={Link} to={tripConfirmPath(trip.id)} size="md">
            {text('tripValidation.confirm')}
          </Button>
        </Stack>
      );
    case 'awaitingDriver':
      return (
        <Stack gap={6} align="flex-start">
          <Text fw={600}>{text('tripValidation.awaitsDriver')}</Text>
          {validation.answer !== undefined && (
            <Text>
              {text(validation.answer ? 'tripValidation.answeredYes' : 'tripValidation.answeredNo')}
            </Text>
          )}
          <Anchor component={Link} to={tripConfirmPath(trip.id)} fw={700}>
            {text('tripValidation.changeAnswer')}
          </Anchor>
        </Stack>
      );
    case 'disputed':
      return text('tripValidation.disputed');
    case 'paid':
      return text('tripValidation.paid');
    case 'released':
      return (
        <Stack gap={6} align="flex-start">
          <Text>{text('tripValidation.released')}</Text>
          <Anchor component={Link} to={tripUnconfirmPath(trip.id)} fw={700}>
            {text('tripValidation.unconfirm')}
          </Anchor>
        </Stack>
      );
    case 'none':
      return null;
  }
}

/**
 * 'Bevestig rit' for a trip that waits for the passenger's answer (spec 000 §2 Trip confirmation), as
 * Home's 'Actielijst' offers it next to the trip's card; nothing otherwise.
 */
export function ConfirmTripButton({ trip }: { trip: Trip }) {
  const intl = useIntl();
  if (validationOf(trip).kind !== 'awaitingPassenger') return null;
  return (
    <Button component={Link} to={tripConfirmPath(trip.id)} size="lg">
      {intl.formatMessage({ id: 'tripValidation.confirm' })}
    </Button>
  );
}
