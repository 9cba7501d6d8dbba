import type { ConnectionRisk, Leg } from '@achterhoek/contracts';
import type { BookingSummary } from '../../rideshare/index.js';
import { hhmm } from '../shared/index.js';
import type { LegOnTime } from './connection-risk.js';
import { driverHears, passengerHears, type MessageContext } from './trip-messages.js';
import type { TripRow } from './repository.js';

/*
 * What the passenger and the driver hear when a late or cancelled train or bus puts their connection at
 * risk, when it is safe again, and when the passenger takes the new advice. Written in the transaction
 * that records the change, so two instances reading the same feed tell it once.
 */

/** The vehicle as a person names it: 'trein', 'bus', … */
export function vehicleWord(mode: Leg['traverseMode']): string {
  switch (mode) {
    case 'RAIL':
      return 'trein';
    case 'BUS':
      return 'bus';
    case 'TRAM':
      return 'tram';
    case 'SUBWAY':
      return 'metro';
    case 'FERRY':
      return 'veerboot';
    default:
      return 'trein of bus';
  }
}

const minutes = (ms: number) => Math.round(ms / 60_000);

export interface ConnectionAtRisk {
  trip: TripRow;
  risk: ConnectionRisk;
  /** The late or cancelled leg and the ride leg, as stored, with their times planned and live. */
  transit: { leg: Leg; times: LegOnTime };
  ride: { leg: Leg; times: LegOnTime; booking: BookingSummary };
  /** Whether a new advice that keeps the ride was found. */
  advised: boolean;
}

/** The connection is at risk: both hear what changed; the passenger where to find the new advice. */
export async function tellConnectionAtRisk(ctx: MessageContext, at: ConnectionAtRisk): Promise<void> {
  const { trip, risk, transit, ride, advised } = at;
  const vehicle = vehicleWord(transit.leg.traverseMode);
  const line = transit.leg.routeShortName ? ` ${transit.leg.routeShortName}` : '';
  const driver = ride.leg.driverName ?? 'de chauffeur';
  const passenger = ride.booking.passengerName;
  const pickup = ride.leg.from.label;
  const late = minutes(transit.times.liveEnd - transit.times.plannedEnd);
  const rideAfter = risk.legIndex < risk.rideLegIndex;
  const next = advised
    ? ' Bekijk het nieuwe reisadvies bij je reis.'
    : ' Er is geen ander reisadvies met deze rit; je kunt je reis annuleren of opnieuw zoeken.';
  let toPassenger: string;
  let toDriver: string;
  if (risk.reason === 'CANCELLED') {
    toPassenger = `Je ${vehicle}${line} van ${hhmm(transit.times.plannedStart)} rijdt niet. Daardoor haal je je rit met ${driver} waarschijnlijk niet.${next}`;
    toDriver = rideAfter
      ? `De ${vehicle} waarmee ${passenger} naar ${pickup} zou komen, rijdt niet. ${passenger} krijgt een nieuw reisadvies; je hoort het als er iets verandert.`
      : `De ${vehicle} die ${passenger} na jouw rit zou nemen, rijdt niet. ${passenger} krijgt een nieuw reisadvies.`;
  } else {
    // Where the passenger is ready: the agreed pickup plus the wait the rule found (the walk included).
    const atPickup = ride.times.plannedStart + (risk.waitSeconds ?? 0) * 1000;
    const canWait = minutes((risk.allowedWaitSeconds ?? 0) * 1000);
    const waits =
      canWait >= 1 ? `kan ${canWait} ${canWait === 1 ? 'minuut' : 'minuten'} wachten` : 'kan niet wachten';
    toPassenger = `Je ${vehicle}${line} is ${late} minuten vertraagd (vertraagd +${late}). Je bent pas rond ${hhmm(atPickup)} bij ${pickup}; ${driver} haalt je om ${hhmm(ride.times.plannedStart)} op en ${waits}.${next}`;
    toDriver = `De ${vehicle} van ${passenger} is ${late} minuten vertraagd (vertraagd +${late}): ${passenger} is niet om ${hhmm(ride.times.plannedStart)} bij ${pickup}. ${passenger} krijgt een nieuw reisadvies; je hoort het als er iets verandert.`;
  }
  await passengerHears(ctx, trip, toPassenger, 'tripUpdates');
  await driverHears(ctx, ride.booking, toDriver, 'tripUpdates');
}

/** The train or bus caught up (or runs again): both hear that the ride goes ahead as agreed. */
export async function tellConnectionRestored(
  ctx: MessageContext,
  trip: TripRow,
  ride: { leg: Leg; booking: BookingSummary },
): Promise<void> {
  const driver = ride.leg.driverName ?? 'de chauffeur';
  await passengerHears(
    ctx,
    trip,
    `Goed nieuws: je haalt je rit met ${driver} toch. De rit gaat door zoals afgesproken.`,
    'tripUpdates',
  );
  await driverHears(
    ctx,
    ride.booking,
    `Goed nieuws: ${ride.booking.passengerName} haalt de rit toch. Ophalen om ${hhmm(ride.booking.departureTime)} bij ${ride.leg.from.label}, zoals afgesproken.`,
    'tripUpdates',
  );
}

/** The passenger took the new advice: the driver hears that the ride goes ahead, and when. */
export async function tellNewAdviceTaken(
  ctx: MessageContext,
  ride: { leg: Leg; booking: BookingSummary },
): Promise<void> {
  await driverHears(
    ctx,
    ride.booking,
    `${ride.booking.passengerName} reist anders en haalt je rit: ophalen om ${hhmm(ride.booking.departureTime)} bij ${ride.leg.from.label}, zoals afgesproken.`,
    'tripUpdates',
  );
}
