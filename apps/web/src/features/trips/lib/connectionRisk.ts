import type { Trip } from '@achterhoek/contracts';

/**
 * The vehicle the passenger is told about when the connection with their shared ride is at risk: 'trein'
 * for a train, 'bus' for a bus, and 'trein of bus' for anything else, or when the trip does not hold the
 * leg the server names.
 */
export type RiskVehicle = 'train' | 'bus' | 'other';

export function riskVehicleOf(trip: Pick<Trip, 'itinerary' | 'connectionAtRisk'>): RiskVehicle {
  const index = trip.connectionAtRisk?.legIndex;
  const mode = index === undefined ? undefined : trip.itinerary.legs[index]?.traverseMode;
  if (mode === 'RAIL') return 'train';
  if (mode === 'BUS') return 'bus';
  return 'other';
}
