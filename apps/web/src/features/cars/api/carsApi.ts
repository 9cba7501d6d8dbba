import { rideshareEndpoints, type CarDetails } from '@achterhoek/contracts';
import { call } from '../../../lib/call';

// The rideshare service's car calls (spec 000 §7 Rideshare), each through its contract in
// rideshareEndpoints. Only Dutch plates can be looked up (spec 000 §5).
const COUNTRY_CODE = 'NL';

/** What the vehicle register knows of a plate; 404 'Onbekend kenteken {plate}.' when it knows nothing. */
export function lookupCar(licensePlate: string, signal?: AbortSignal): Promise<CarDetails> {
  return call(
    rideshareEndpoints.lookupCar,
    { query: { countryCode: COUNTRY_CODE, licensePlate } },
    { signal },
  );
}

/** The signed-in driver's cars, oldest first. */
export function fetchMyCars(signal?: AbortSignal) {
  return call(rideshareEndpoints.myCars, {}, { signal });
}

/** 201 with the car; 409 'De auto met kenteken {plate} zit al in je lijst.'; 404 unknown plate. */
export function addCar(licensePlate: string) {
  return call(rideshareEndpoints.addCar, { body: { licensePlate, countryCode: COUNTRY_CODE } });
}

/** 204; 403 'Niet toegestaan om auto ({plate}) te verwijderen.' while a booked ride uses the car. */
export function removeCar(carId: number): Promise<void> {
  return call(rideshareEndpoints.removeCar, { params: { carId } });
}
