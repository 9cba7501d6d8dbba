import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

/**
 * A driver without a car cannot offer a ride (spec 000 §8, spec 001 §5): 'Voer eerst een auto in voordat
 * je een rit gaat aanbieden.', with the way to add one.
 */
export function DriverNoCarNotice() {
  const intl = useIntl();
  return (
    <Alert color="yellow" variant="light">
      <Stack gap="xs" align="flex-start">
        <Text>{intl.formatMessage({ id: 'shoutOuts.driver.noCar' })}</Text>
        <Anchor component={Link} to={paths.addCar} fw={700}>
          {intl.formatMessage({ id: 'shoutOuts.driver.addCar' })}
        </Anchor>
      </Stack>
    </Alert>
  );
}
