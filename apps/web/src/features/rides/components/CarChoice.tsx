import { Anchor, NativeSelect, Stack, Text } from '@mantine/core';
import type { Car } from '@achterhoek/contracts';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

interface CarChoiceProps {
  cars: Car[];
  value: string | null;
  onChange: (carRef: string) => void;
  /** Highlights the way to add a car in red: the driver tried to offer a ride without one. */
  missing: boolean;
}

/**
 * Which car the ride is in, from the driver's cars, with the link to 'Mijn auto's'. Without a car the
 * field says 'Voeg eerst een auto toe.' (spec 000 §5), in red after a try to offer a ride.
 */
export function CarChoice({ cars, value, onChange, missing }: CarChoiceProps) {
  const intl = useIntl();
  const link = (
    <Anchor component={Link} to={paths.cars} c={missing ? 'red.9' : undefined} fw={missing ? 700 : undefined}>
      {intl.formatMessage({ id: 'rides.plan.myCars' })}
    </Anchor>
  );
  if (cars.length === 0) {
    return (
      <Stack gap={4}>
        <Text fw={600}>{intl.formatMessage({ id: 'rides.plan.car' })}</Text>
        <Text c={missing ? 'red.9' : undefined}>{intl.formatMessage({ id: 'rides.plan.noCar' })}</Text>
        {link}
      </Stack>
    );
  }
  return (
    <Stack gap={4}>
      <NativeSelect
        label={intl.formatMessage({ id: 'rides.plan.car' })}
        value={value ?? ''}
        onChange={(event) => onChange(event.currentTarget.value)}
        data={cars.map((car) => ({
          value: car.carRef,
          label: `${car.brand} ${car.model} (${car.licensePlate})`,
        }))}
      />
      {link}
    </Stack>
  );
}
