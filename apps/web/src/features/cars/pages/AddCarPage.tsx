import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { BusyText } from '../../../components/BusyText';
import { ErrorWithRetry } from '../../../components/ErrorWithRetry';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { hasStatus, useAddCar, useCarLookup } from '../api/queries';
import { CarCard } from '../components/CarCard';
import { PLATE_INPUT_MAX_LENGTH, isCompletePlate, plateInput, plateToLookUp } from '../lib/licensePlate';
import { openedFromCars } from '../lib/navigation';
import { Page } from '../../../components/Page';

/**
 * /AddCar (spec 000 §2 Cars, §5): the driver types the licence plate with its dashes (XX-XX-XX, at most 8
 * characters, upper-cased as typed). At exactly 8 characters the register is asked; a shorter plate clears
 * the answer. 'Toevoegen' stays disabled until the answer has a licence plate. Added, the page returns to
 * 'Mijn auto's'; a car already in the list gives 'De auto met kenteken {plate} zit al in je lijst.' (§8).
 */
export function AddCarPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const [input, setInput] = useState('');
  const plate = plateToLookUp(input);
  const lookup = useCarLookup(plate);
  const add = useAddCar();
  const found = plate !== null ? lookup.data : undefined;
  const malformed = isCompletePlate(input) && plate === null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!found?.licensePlate || add.isPending) return;
    try {
      const car = await add.mutateAsync(found.licensePlate);
      notify.info('cars.addCar.done', { plate: car.licensePlate });
      // Back to the list it came from, or in this page's place when it was opened directly.
      const fromCars = location.key !== 'default' && openedFromCars(location.state);
      void (fromCars ? navigate(-1) : navigate(paths.cars, { replace: true }));
    } catch (error) {
      if (hasStatus(error, 409)) notify.error('cars.addCar.exists', { plate: found.licensePlate });
      else if (hasStatus(error, 404)) notify.error('cars.addCar.unknown', { plate: found.licensePlate });
      else notify.error('cars.addCar.error');
    }
  };

  return (
    <Page title="cars.addCar.title" intro="cars.addCar.intro">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <TextInput
            label={intl.formatMessage({ id: 'cars.licensePlate' })}
            description={intl.formatMessage({ id: 'cars.addCar.plateHint' })}
            error={malformed ? intl.formatMessage({ id: 'cars.addCar.plateInvalid' }) : undefined}
            value={input}
            onChange={(event) => setInput(plateInput(event.currentTarget.value))}
            maxLength={PLATE_INPUT_MAX_LENGTH}
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            size="md"
            styles={{
              wrapper: { maxWidth: 220 },
              input: { textTransform: 'uppercase', letterSpacing: '0.05em' },
            }}
          />
          {/* One live region: the search, and then its answer (the car, 'not found', or the failure). */}
          <div aria-live="polite">
            {plate !== null && (
              <LookupResult plate={plate} lookup={lookup} notFound={hasStatus(lookup.error, 404)} />
            )}
          </div>
          <Button
            type="submit"
            size="md"
            disabled={!found?.licensePlate}
            loading={add.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            <FormattedMessage id="cars.addCar.submit" />
          </Button>
        </Stack>
      </form>
    </Page>
  );
}

interface LookupResultProps {
  plate: string;
  lookup: ReturnType<typeof useCarLookup>;
  notFound: boolean;
}

function LookupResult({ plate, lookup, notFound }: LookupResultProps) {
  if (lookup.isPending) {
    return (
      <BusyText gap="sm">
        <FormattedMessage id="cars.addCar.searching" />
      </BusyText>
    );
  }
  if (notFound) {
    return (
      <Text>
        <FormattedMessage id="cars.addCar.notFound" values={{ plate }} />
      </Text>
    );
  }
  if (lookup.isError) {
    return (
      <ErrorWithRetry onRetry={() => void lookup.refetch()} retrying={lookup.isFetching}>
        <FormattedMessage id="cars.addCar.lookupError" />
      </ErrorWithRetry>
    );
  }
  return <CarCard car={lookup.data} />;
}
