import type { Car } from '@achterhoek/contracts';
import { useIntl } from 'react-intl';
import { ConfirmRemovalDialog } from '../../../components/ConfirmRemovalDialog';

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
    <ConfirmRemovalDialog
      opened={car !== null}
      title={intl.formatMessage({ id: 'cars.remove.title' })}
      question={
        car
          ? intl.formatMessage(
              { id: 'cars.remove.text' },
              { car: `${car.brand} ${car.model}`, plate: car.licensePlate },
            )
          : ''
      }
      keepLabel={intl.formatMessage({ id: 'cars.remove.keep' })}
      confirmLabel={intl.formatMessage({ id: 'cars.remove.confirm' })}
      pending={removing}
      onConfirm={() => car && onConfirm(car)}
      onClose={onClose}
    />
  );
}
