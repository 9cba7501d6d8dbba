import { carRef, type Car, type CarDetails } from '@achterhoek/contracts';
import { apiError, noContent, type FakeRoute } from '../../test/fakeApi';

// Cars as the demo register knows them (apps/server/src/modules/rideshare/vehicles/demo-registry.ts).

export const golfDetails: CarDetails = {
  licensePlate: 'AH-123-K',
  countryCode: 'NL',
  brand: 'VOLKSWAGEN',
  model: 'GOLF',
  type: 'Hatchback',
  color: 'GRIJS',
  nrSeats: 5,
  nrDoors: 5,
  registrationYear: 2014,
  co2Emission: 109,
};

export const fiatDetails: CarDetails = {
  licensePlate: 'ZEB-41-D',
  countryCode: 'NL',
  brand: 'FIAT',
  model: '500',
  type: 'Hatchback',
  color: 'ROOD',
  color2: 'WIT',
  nrSeats: 4,
  nrDoors: 3,
  registrationYear: 2019,
  co2Emission: 124,
};

export function asCar(details: CarDetails, id: number): Car {
  return { ...details, id, carRef: carRef(id) };
}

export const golf = asCar(golfDetails, 1);

export const CARS_PATH = '/api/rideshare/users/me/cars';
export const LOOKUP_PATH = '/api/rideshare/cars/lookup';

/**
 * The rideshare service's car calls over a list that changes as the server's would: adding puts the
 * car in the list, removing takes it out. `removeRefused` lists car ids the server refuses to remove (403).
 */
export function carRoutes(
  start: Car[],
  { register = [golfDetails, fiatDetails], removeRefused = [] as number[] } = {},
): Record<string, FakeRoute> {
  let cars = [...start];
  let nextId = 100;
  const routes: Record<string, FakeRoute> = {
    [`GET ${CARS_PATH}`]: () => cars,
    [`GET ${LOOKUP_PATH}`]: ({ url }) => {
      const plate = url.searchParams.get('licensePlate') ?? '';
      const found = register.find((car) => car.licensePlate === plate);
      return found ?? apiError(404, `Onbekend kenteken ${plate}.`);
    },
    [`POST ${CARS_PATH}`]: ({ body }) => {
      const { licensePlate } = body as { licensePlate: string };
      const existing = cars.find((car) => car.licensePlate === licensePlate);
      if (existing) return apiError(409, `De auto met kenteken ${licensePlate} zit al in je lijst.`);
      const details = register.find((car) => car.licensePlate === licensePlate);
      if (!details) return apiError(404, `Onbekend kenteken ${licensePlate}.`);
      const car = asCar(details, nextId++);
      cars = [...cars, car];
      return Response.json(car, { status: 201 });
    },
  };
  for (const car of start) {
    routes[`DELETE ${CARS_PATH}/${car.id}`] = () => {
      if (removeRefused.includes(car.id)) {
        return apiError(403, `Niet toegestaan om auto (${car.licensePlate}) te verwijderen.`);
      }
      cars = cars.filter((other) => other.id !== car.id);
      return noContent();
    };
  }
  return routes;
}
