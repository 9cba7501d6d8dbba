import type { CreateRideAlertRequest, CreateShoutOutRequest } from '@achterhoek/contracts';
import type { SearchCriteria, TripPlace } from './searchCriteria';

const planPlace = (place: TripPlace) => ({
  label: place.label,
  location: { type: 'Point' as const, coordinates: [place.lon, place.lat] as [number, number] },
});

/** The shout-out for what the passenger searched: the same places, time and number of passengers. */
export function shoutOutRequestFor(
  criteria: SearchCriteria,
  passengers: number,
): CreateShoutOutRequest | null {
  if (!criteria.from || !criteria.to || !criteria.travelTime) return null;
  return {
    planType: 'SHOUT_OUT',
    from: planPlace(criteria.from),
    to: planPlace(criteria.to),
    travelTime: criteria.travelTime.when,
    useAsArrivalTime: criteria.travelTime.arriving,
    nrSeats: passengers,
  };
}

/** The ride alert for what the passenger searched: the shout-out's question, kept without asking anyone. */
export function rideAlertRequestFor(
  criteria: SearchCriteria,
  passengers: number,
): CreateRideAlertRequest | null {
  const request = shoutOutRequestFor(criteria, passengers);
  if (!request) return null;
  const { planType: _planType, ...alert } = request;
  return alert;
}
