import type { Car } from '@achterhoek/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';

interface RemoveCarDialogProps {
  /** The car to remove; the dialog is open while there is one. */
  car: Car | null;
  removing: boolean;
  onConfirm: (car: Car) => void;
  onClose: () => void;
}

/**
 * 'Auto Verwijderen' (spec 000 §2 Cars): asks before a car leaves the list, with 'Verwijderen' and
 * 'Behouden'. 'Behouden' has the focus first, so a stray Enter keeps the car. The page moves the focus on
 * afterwards (the button that opened the dialog may be gone).
 */
export function RemoveCarDialog({ car, removing, onConfirm, onClose }: RemoveCarDialogProps) {
  const intl = useIntl();
  return (
    <Modal
      opened={car !== null}
      onClose={onClose}
      title={intl.formatMessage({ id: 'cars.remove.title' })}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'common.close' }) }}
      returnFocus={false}
      closeOnEscape={!removing}
      closeOnClickOutside={!removing}
      centered
    >
      {car && (
        <Stack gap="md">
          <Text>
            <FormattedMessage
              id="cars.remove.text"
              values={{ car: `${car.brand} ${car.model}`, plate: car.licensePlate }}
            />
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={removing} data-autofocus>
              <FormattedMessage id="cars.remove.keep" />
            </Button>
            <Button color="red.9" loading={removing} onClick={() => onConfirm(car)}>
              <FormattedMessage id="cars.remove.confirm" />
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
