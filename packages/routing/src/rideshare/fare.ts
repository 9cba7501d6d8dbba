/**
 * The fare of a shared ride (reference §7.2): one credit per kilometre of the passenger's own leg, rounded,
 * and at least one credit.
 */
export const CREDITS_PER_KM = 1;
export const MINIMUM_FARE_CREDITS = 1;

export function rideFareCredits(passengerMeters: number): number {
  return Math.max(MINIMUM_FARE_CREDITS, Math.round((passengerMeters / 1000) * CREDITS_PER_KM));
}
