import { Alert, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { useAppConfig } from '../../../lib/app-config-context';

/** A money page says so when the bank is simulated: no real euros are paid in or out. */
export function BankSimulatedNote() {
  const { bankSimulated } = useAppConfig();
  if (!bankSimulated) return null;
  return (
    <Alert color="orange" variant="light" role="note">
      <Text fw={600}>
        <FormattedMessage id="credits.bankSimulated" />
      </Text>
    </Alert>
  );
}
