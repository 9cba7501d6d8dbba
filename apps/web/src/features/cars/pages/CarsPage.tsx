import type { Car } from '@achterhoek/contracts';
import { ActionIcon, Box, Button, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ErrorWithRetry } from '../../../components/ErrorWithRetry';
import { LoadingState } from '../../../components/LoadingState';
import { PageTitle } from '../../../components/PageTitle';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { hasStatus, useMyCars, useRemoveCar } from '../api/queries';
import { CarCard } from '../components/CarCard';
import { IconTrash } from '../../../components/icons';
import { IconPlus } from '../components/icons';
import { RemoveCarDialog } from '../components/RemoveCarDialog';
import { FROM_CARS } from '../lib/navigation';

/**
 * /Cars ('Mijn auto's', spec 000 §2 Cars): the driver's cars with brand, model, licence plate, colour and
 * seats, the way to add one, and per car a remove button that asks first ('Auto Verwijderen'). A car that
 * a booked ride still uses cannot go: 403 'Niet toegestaan om auto ({plate}) te verwijderen.' (§8).
 */
export function CarsPage() {
  const intl = useIntl();
  const cars = useMyCars();
  const remove = useRemoveCar();
  const [carToRemove, setCarToRemove] = useState<Car | null>(null);
  const addLink = useRef<HTMLAnchorElement>(null);
  const removeButtons = useRef(new Map<number, HTMLButtonElement>());
  // The car whose dialog just closed: the focus goes back to its remove button, or, when the car is gone,
  // on to 'Auto toevoegen' (the dialog does not return the focus itself, its opener may be gone).
  const focusAfterDialog = useRef<number | null>(null);

  useEffect(() => {
    const carId = focusAfterDialog.current;
    if (carId === null || carToRemove) return;
    focusAfterDialog.current = null;
    const button = removeButtons.current.get(carId);
    (button?.isConnected ? button : addLink.current)?.focus();
  }, [carToRemove]);

  const closeDialog = () => {
    if (carToRemove) focusAfterDialog.current = carToRemove.id;
    setCarToRemove(null);
  };

  const confirmRemove = (car: Car) => {
    remove.mutate(car, {
      onSuccess: () => notify.info('cars.remove.done', { plate: car.licensePlate }),
      onError: (error) => {
        if (hasStatus(error, 403)) notify.error('cars.remove.notAllowed', { plate: car.licensePlate });
        else notify.error('cars.remove.error');
      },
      onSettled: () => {
        focusAfterDialog.current = car.id;
        setCarToRemove(null);
      },
    });
  };

  let content;
  if (cars.isPending) {
    content = <LoadingState />;
  } else if (cars.isError) {
    content = (
      <ErrorWithRetry onRetry={() => void cars.refetch()} retrying={cars.isFetching}>
        <FormattedMessage id="cars.loadError" />
      </ErrorWithRetry>
    );
  } else if (cars.data.length === 0) {
    content = (
      <Text>
        <FormattedMessage id="cars.empty" />
      </Text>
    );
  } else {
    content = (
      <Box
        component="ul"
        aria-label={intl.formatMessage({ id: 'cars.title' })}
        m={0}
        p={0}
        style={{ listStyle: 'none', display: 'grid', gap: 'var(--mantine-spacing-sm)' }}
      >
        {cars.data.map((car) => (
          <li key={car.id}>
            <CarCard
              car={car}
              action={
                <ActionIcon
                  ref={(button) => {
                    if (button) removeButtons.current.set(car.id, button);
                    else removeButtons.current.delete(car.id);
                  }}
                  variant="subtle"
                  color="red.9"
                  size={44}
                  aria-label={intl.formatMessage({ id: 'cars.removeButton' }, { plate: car.licensePlate })}
                  onClick={() => setCarToRemove(car)}
                  disabled={remove.isPending && remove.variables.id === car.id}
                >
                  <IconTrash size={26} />
                </ActionIcon>
              }
            />
          </li>
        ))}
      </Box>
    );
  }

  return (
    <Stack gap="lg">
      <PageTitle>{intl.formatMessage({ id: 'cars.title' })}</PageTitle>
      {content}
      <Button
        ref={addLink}
        component={Link}
        to={paths.addCar}
        state={FROM_CARS}
        leftSection={<IconPlus size={20} />}
        size="md"
        style={{ alignSelf: 'flex-start' }}
      >
        <FormattedMessage id="cars.add" />
      </Button>
      <RemoveCarDialog
        car={carToRemove}
        removing={remove.isPending}
        onConfirm={confirmRemove}
        onClose={closeDialog}
      />
    </Stack>
  );
}
