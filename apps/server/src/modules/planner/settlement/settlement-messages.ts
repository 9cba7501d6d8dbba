import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/database.js';
import type { BookingSummary } from '../../rideshare/index.js';
import { onDay } from '../shared/index.js';
import { driverHears, passengerHears, type TripRow } from '../trips/index.js';

interface Ctx {
  db: Db;
  clock: Clock;
}

/*
 * The messages of the settlement after a trip (reference §7.1 (5), §7.4): the driver's request to confirm
 * and its reminders, and what was decided — paid, given back, disputed, settled by an admin. Confirmation
 * requests and reminders honour the 'tripConfirmations' notification choice; decisions 'tripUpdates'.
 */

export async function remindPassengerToConfirm(ctx: Ctx, trip: TripRow): Promise<void> {
  await passengerHears(
    ctx,
    trip,
    `Herinnering: heb je op ${onDay(ctx, trip.departureTime)} meegereden naar ${trip.toLabel}? Bevestig je rit.`,
    'tripConfirmations',
  );
}

export async function remindDriverToConfirm(ctx: Ctx, booking: BookingSummary): Promise<void> {
  await driverHears(
    ctx,
    booking,
    `Herinnering: heeft ${booking.passengerName} op ${onDay(ctx, booking.departureTime)} met je meegereden? Bevestig de rit.`,
    'tripConfirmations',
  );
}

export async function tellPaid(
  ctx: Ctx,
  trip: TripRow,
  booking: BookingSummary,
  fare: number,
  bonus: number,
  driverName: string,
): Promise<void> {
  const premium = bonus > 0 ? ` en ${bonus} credits premie` : '';
  await driverHears(
    ctx,
    booking,
    `De rit met ${booking.passengerName} op ${onDay(ctx, booking.departureTime)} is afgerekend: je hebt ${fare} credits ontvangen${premium}.`,
    'tripUpdates',
  );
  await passengerHears(
    ctx,
    trip,
    `Je rit van ${onDay(ctx, trip.departureTime)} is afgerekend: ${fare} credits zijn betaald aan ${driverName}.`,
    'tripUpdates',
  );
}

export async function tellReleased(
  ctx: Ctx,
  trip: TripRow,
  booking: BookingSummary,
  fare: number,
): Promise<void> {
  await passengerHears(
    ctx,
    trip,
    `De rit van ${onDay(ctx, trip.departureTime)} is niet afgerekend: je ${fare} gereserveerde credits zijn weer vrij.`,
    'tripUpdates',
  );
  await driverHears(
    ctx,
    booking,
    `De rit met ${booking.passengerName} op ${onDay(ctx, booking.departureTime)} is niet afgerekend: de credits gaan terug naar de passagier.`,
    'tripUpdates',
  );
}

export async function tellDisputed(ctx: Ctx, trip: TripRow, booking: BookingSummary): Promise<void> {
  const body = `Jullie zijn het niet eens over de rit van ${onDay(ctx, trip.departureTime)}: de credits blijven gereserveerd tot de beheerder een besluit neemt.`;
  await passengerHears(ctx, trip, body, 'tripUpdates');
  await driverHears(ctx, booking, body, 'tripUpdates');
}

export async function tellSettledByAdmin(
  ctx: Ctx,
  trip: TripRow,
  booking: BookingSummary,
  forDriver: boolean,
): Promise<void> {
  const outcome = forDriver ? 'de chauffeur krijgt de credits' : 'de credits gaan terug naar de passagier';
  const body = `De beheerder heeft een besluit genomen over de rit van ${onDay(ctx, trip.departureTime)}: ${outcome}.`;
  await passengerHears(ctx, trip, body, 'tripUpdates');
  await driverHears(ctx, booking, body, 'tripUpdates');
}
