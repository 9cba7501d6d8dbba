import type { Car } from '@achterhoek/contracts';
import type { ItemRemovalTexts } from '../../../components/ConfirmRemovalDialog';

/**
 * 'Auto Verwijderen' (spec 000 §2 Cars): asks before a car leaves the list, with 'Verwijderen' and
 * 'Behouden'; the question names the car and its licence plate.
 */
export const removeCarTexts: ItemRemovalTexts<Car> = {
  title: 'cars.remove.title',
  question: 'cars.remove.text',
  questionValues: (car) => ({ car: `${car.brand} ${car.model}`, plate: car.licensePlate }),
  keep: 'cars.remove.keep',
  confirm: 'cars.remove.confirm',
};
