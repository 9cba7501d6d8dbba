import type { Itinerary, TraverseMode } from '../transit/types.js';

/**
 * Grams CO₂ per passenger-kilometre by mode (reference §1.3): the bus's average, zero for electric rail,
 * trams and metros (Dutch trains run on wind power) and for walking.
 */
export const CO2_GRAMS_PER_KM: Record<Exclude<TraverseMode, 'RIDESHARE'>, number> = {
  BUS: 98,
  RAIL: 0,
  TRAM: 0,
  SUBWAY: 0,
  FERRY: 0,
  WALK: 0,
};

/** A car whose emission the registry does not know counts as this many grams per km (reference §1.3). */
export const UNKNOWN_CAR_GRAMS_PER_KM = 230;

/** A shared car's emission is divided over everyone in it. */
export function rideshareCo2GramsPerKm(carGramsPerKm: number | undefined, occupants: number): number {
  return (carGramsPerKm ?? UNKNOWN_CAR_GRAMS_PER_KM) / Math.max(1, occupants);
}

/** Total grams over total kilometres, rounded; 0 for an itinerary of no distance. */
export function averageCo2GramsPerKm(itinerary: Pick<Itinerary, 'legs'>): number {
  let grams = 0;
  let km = 0;
  for (const leg of itinerary.legs) {
    const rate =
      leg.co2GramsPerKm ??
      (leg.traverseMode === 'RIDESHARE' ? UNKNOWN_CAR_GRAMS_PER_KM : CO2_GRAMS_PER_KM[leg.traverseMode]);
    grams += (rate * leg.distance) / 1000;
    km += leg.distance / 1000;
  }
  return km > 0 ? Math.round(grams / km) : 0;
}

/** 1–5 stars by the average emission (reference §1.3): 5 for none, then ≤ 50, ≤ 100, ≤ 150 g/km. */
export function sustainabilityRating(averageGramsPerKm: number): number {
  if (averageGramsPerKm <= 0) return 5;
  if (averageGramsPerKm <= 50) return 4;
  if (averageGramsPerKm <= 100) return 3;
  if (averageGramsPerKm <= 150) return 2;
  return 1;
}
