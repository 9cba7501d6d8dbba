import type { Car } from '@achterhoek/contracts';
import { ActionIcon, Button } from '@mantine/core';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { QueryCardList } from '../../../components/CardList';
import { useItemRemoval } from '../../../components/ConfirmRemovalDialog';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { hasStatus, useMyCars, useRemoveCar } from '../api/queries';
import { CarCard } from '../components/CarCard';
import { IconTrash } from '../../../components/icons';
import { IconPlus } from '../components/icons';
import { FROM_CARS } from '../lib/navigation';
import { removeCarTexts } from '../lib/removeCarTexts';
import { Page } from '../../../components/Page';

/**
 * /Cars ('Mijn auto's', spec 000 §2 Cars): the driver's cars with brand, model, licence plate, colour and
 * seats, the way to add one, and per car a remove button that asks first ('Auto Verwijderen'). A car that
 * a booked ride still uses cannot go: 403 'Niet toegestaan om auto ({plate}) te verwijderen.' (§8).
 */
export function CarsPage() {
  const intl = useIntl();
  const cars = useMyCars();
  const remove = useRemoveCar();
  const addLink = useRef<HTMLAnchorElement>(null);
  // When the dialog closes the focus goes back to the car's remove button, or, when the car is gone, on
  // to 'Auto toevoegen'.
  const removal = useItemRemoval<Car>({
    fallbackFocus: () => addLink.current,
    texts: removeCarTexts,
    pending: remove.isPending,
    remove: (car, settled) =>
      remove.mutate(car, {
        onSuccess: () => notify.info('cars.remove.done', { plate: car.licensePlate }),
        onError: (error) => {
          if (hasStatus(error, 403)) notify.error('cars.remove.notAllowed', { plate: car.licensePlate });
          else notify.error('cars.remove.error');
        },
        onSettled: settled,
      }),
  });

  const content = (
    <QueryCardList
      query={cars}
      itemsOf={(list) => list}
      error="cars.loadError"
      empty="cars.empty"
      label={intl.formatMessage({ id: 'cars.title' })}
    >
      {(car) => (
        <CarCard
          car={car}
          action={
            <ActionIcon
              {...removal.buttonProps(car)}
              variant="subtle"
              color="red.9"
              size={44}
              aria-label={intl.formatMessage({ id: 'cars.removeButton' }, { plate: car.licensePlate })}
            >
              <IconTrash size={26} />
            </ActionIcon>
          }
        />
      )}
    </QueryCardList>
  );

  return (
    <Page title="cars.title">
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
      {removal.dialog}
    </Page>
  );
}
