import type { Itinerary, ShoutOut } from '@achterhoek/contracts';

/**
 * What a shout-out's page shows and allows (spec 000 §4): a shout-out is closed once it is no longer OPEN
 * (filled or cancelled); FINAL without an offer that still stands counts as cancelled; past its latest
 * arrival it has expired.
 */
export type ShoutOutStatus = 'open' | 'filled' | 'cancelled' | 'expired';

/**
 * An offer counts as cancelled when all its legs are; the passenger, who must be able to rely on every
 * leg, sees it as cancelled as soon as any leg is.
 */
export function isOfferCancelled(offer: Itinerary, viewer: 'passenger' | 'driver'): boolean {
  const cancelled = offer.legs.map((leg) => leg.state === 'CANCELLED');
  if (cancelled.length === 0) return false;
  return viewer === 'passenger' ? cancelled.some(Boolean) : cancelled.every(Boolean);
}

export const isClosed = (shoutOut: ShoutOut) => shoutOut.planState !== 'OPEN';

export const isExpired = (shoutOut: ShoutOut, now: number) => Date.parse(shoutOut.latestArrivalTime) < now;

export function shoutOutStatus(
  shoutOut: ShoutOut,
  now: number,
  viewer: 'passenger' | 'driver',
): ShoutOutStatus {
  if (shoutOut.planState === 'CANCELLED') return 'cancelled';
  if (shoutOut.planState === 'FINAL') {
    const standing = shoutOut.itineraries.some((offer) => !isOfferCancelled(offer, viewer));
    return standing ? 'filled' : 'cancelled';
  }
  return isExpired(shoutOut, now) ? 'expired' : 'open';
}

/** The passenger may accept the chosen offer only while the shout-out is open and to come. */
export function canAcceptOffer(shoutOut: ShoutOut, offer: Itinerary | undefined, now: number): boolean {
  return (
    !isClosed(shoutOut) &&
    !isExpired(shoutOut, now) &&
    offer !== undefined &&
    !isOfferCancelled(offer, 'passenger')
  );
}

/** The passenger may cancel while it is neither past nor closed. */
export const canCancelShoutOut = (shoutOut: ShoutOut, now: number) =>
  !isClosed(shoutOut) && !isExpired(shoutOut, now);

/**
 * A driver may offer while the shout-out is open and to come, none of their own offers still stands (the
 * driver sees only their own), and a car is chosen.
 */
export function canOffer(shoutOut: ShoutOut, now: number, carChosen: boolean): boolean {
  return (
    !isClosed(shoutOut) &&
    !isExpired(shoutOut, now) &&
    shoutOut.itineraries.every((offer) => isOfferCancelled(offer, 'driver')) &&
    carChosen
  );
}

/** The spec's banner text key per status; an open shout-out has none. */
export const BANNER_KEYS: Record<Exclude<ShoutOutStatus, 'open'>, string> = {
  filled: 'shoutOuts.banner.filled',
  cancelled: 'shoutOuts.banner.cancelled',
  expired: 'shoutOuts.banner.expired',
};
