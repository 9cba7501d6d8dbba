import { MAX_PASSENGERS } from './profile';

/**
 * Seats a driver offers on a ride (spec 000 §5): the driver's preference, at least one and at most
 * MAX_PASSENGERS, but never more than the car holds besides the driver; a car whose seats are not known
 * limits nothing, and a car registered with one seat still takes one passenger, as the server stores it.
 * The server and the web app count with this one rule.
 */
export function offeredSeats(maxPassengers: number, carSeats: number | null | undefined): number {
  const preferred = Math.min(Math.max(maxPassengers, 1), MAX_PASSENGERS);
  if (carSeats === null || carSeats === undefined) return preferred;
  return Math.max(1, Math.min(preferred, carSeats - 1));
}
