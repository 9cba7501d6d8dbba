import type { Car } from '@achterhoek/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-error';
import { useSignedInId } from '../../../lib/auth';
import { useSignedInQuery } from '../../../lib/signed-in-query';
import { addCar, fetchMyCars, lookupCar, removeCar } from './carsApi';

/**
 * Query keys. The driver's cars are kept under the signed-in user, so another login never sees this
 * driver's cars; the key is the one the ride offer's car choice uses, so both show the same list. What
 * the register says of a plate belongs to nobody in particular.
 */
export const carKeys = {
  mine: (signedInId: string) => ['cars', signedInId] as const,
  lookup: (licensePlate: string) => ['carLookup', 'NL', licensePlate] as const,
};

/** True when a call answered with this HTTP status. */
export function hasStatus(error: unknown, status: number): boolean {
  return isApiError(error) && error.status === status;
}

/** The signed-in driver's cars ('Mijn auto's'). */
export function useMyCars() {
  return useSignedInQuery(carKeys.mine, fetchMyCars);
}

/**
 * The driver's selected car (spec 000 §4: loaded at start-up), read from the driver's cars under the same
 * key as 'Mijn auto's' and the ride offer, so those pages open with it at once. Nothing is asked without
 * a selected car; a car removed since it was selected is undefined.
 */
export function useSelectedCar(selectedCarRef: string | undefined) {
  return useSignedInQuery(carKeys.mine, fetchMyCars, {
    enabled: Boolean(selectedCarRef),
    select: (cars: Car[]) => cars.find((car) => car.carRef === selectedCarRef),
  });
}

/**
 * The register's answer for a complete plate (spec 000 §5: at exactly 8 characters), or nothing while
 * `licensePlate` is null. A plate the register does not know is a 404, not worth asking again.
 */
export function useCarLookup(licensePlate: string | null) {
  return useQuery({
    queryKey: carKeys.lookup(licensePlate ?? ''),
    queryFn: ({ signal }) => lookupCar(licensePlate ?? '', signal),
    enabled: licensePlate !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Adds a car by its plate (the server looks it up itself) and puts it in the list. */
export function useAddCar() {
  const queryClient = useQueryClient();
  const signedInId = useSignedInId();
  return useMutation({
    mutationFn: (licensePlate: string) => addCar(licensePlate),
    onSuccess: (car) => {
      queryClient.setQueryData<Car[]>(carKeys.mine(signedInId), (cars) =>
        cars ? [...cars.filter((old) => old.id !== car.id), car] : cars,
      );
      return queryClient.invalidateQueries({ queryKey: carKeys.mine(signedInId) });
    },
  });
}

/** Removes one of the driver's cars; gone from the list at once, and the list is reloaded. */
export function useRemoveCar() {
  const queryClient = useQueryClient();
  const signedInId = useSignedInId();
  return useMutation({
    mutationFn: (car: Car) => removeCar(car.id),
    onSuccess: (_result, removed) => {
      queryClient.setQueryData<Car[]>(carKeys.mine(signedInId), (cars) =>
        cars?.filter((car) => car.id !== removed.id),
      );
      return queryClient.invalidateQueries({ queryKey: carKeys.mine(signedInId) });
    },
  });
}
