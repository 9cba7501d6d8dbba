import type { Trip } from '@achterhoek/contracts';
import { Alert, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { riskVehicleOf } from '../lib/connectionRisk';

/**
 * The warning on the trip page when a late or cancelled train or bus breaks the connection with the shared
 * ride: 'Je haalt je rit waarschijnlijk niet: je trein is te laat.' (or 'rijdt niet'; 'trein', 'bus' or
 * 'trein of bus' by the leg's mode). An alert, so a screen reader says it at once; then where to look: the
 * new advice below, or, when there is none, the driver to tell. Nothing for a cancelled trip.
 */
export function ConnectionRiskAlert({ trip }: { trip: Trip }) {
  const intl = useIntl();
  const risk = trip.connectionAtRisk;
  if (!risk || trip.state === 'CANCELLED') return null;
  const vehicle = riskVehicleOf(trip);
  return (
    <Alert color="orange" variant="light" role="alert">
      <Text fw={700}>
        {intl.formatMessage(
          { id: risk.reason === 'LATE' ? 'trips.risk.late' : 'trips.risk.cancelled' },
          { vehicle },
        )}
      </Text>
      <Text mt={4}>
        {intl.formatMessage({ id: trip.newAdvice ? 'trips.risk.seeAdvice' : 'trips.risk.noAdvice' })}
      </Text>
    </Alert>
  );
}
