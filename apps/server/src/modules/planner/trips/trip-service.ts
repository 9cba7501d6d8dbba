import {
  DEPARTURE_PASSED_MESSAGE,
  INSUFFICIENT_CREDITS_FOR_TRIP_MESSAGE,
  type Leg,
  type PagedTrips,
  type ParsedTripsQuery,
  PRE_TRAVEL_TRIP_STATES,
  RIDE_NO_LONGER_AVAILABLE_MESSAGE,
  rowIdOfRef,
  type Trip,
  TRIP_NOT_CANCELLABLE_MESSAGE,
} from '@achterhoek/contracts';
import type { AuthUser } from '../../../platform/auth/token-verifier.js';
import type { Db } from '../../../platform/db/database.js';
import { inTransaction } from '../../../platform/db/transaction.js';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  PaymentRequiredError,
  UnprocessableError,
} from '../../../platform/errors.js';
import { release, reserve } from '../../banker/index.js';
import { publishChange } from '../../communicator/index.js';
import {
  acceptProposedBooking,
  addBookingForTrip,
  bookingSummary,
  cancelBookingByPassenger,
  type BookingSummary,
} from '../../rideshare/index.js';
import type { PlannerContext } from '../shared/index.js';
import { fromPlanPlace, replacingBusinessErrors } from '../shared/index.js';
import { findItineraryToBook } from '../search/index.js';
import {
  activeTripOfItinerary,
  insertLegs,
  insertTrip,
  legsOf,
  legsOfTrips,
  tripById,
  tripsPage,
  updateLeg,
  updateTrip,
  type LegRow,
  type TripRow,
} from './repository.js';
import { lockTripWithBookings } from './trip-locks.js';
import { closeAcceptedShoutOut, lockOpenShoutOut } from '../shout-outs/index.js';
import { tellBooked, tellDriverPassengerCancelled } from './trip-messages.js';
import { progressTrip, refreshTripProgress } from './trip-progress-job.js';
import { answersOfLegs } from './leg-answers.js';
import { tripView } from './trip-views.js';
import { tripAlerts } from './trip-alerts.js';

/**
 * How far a shared leg's pickup may move earlier (when it starts the trip) or its drop-off later (when it
 * ends it) while the booking re-checks the ride: a passenger at home can wait a little; between two legs
 * the connection itself is the limit.
 */
const DOOR_FLEX_MS = 10 * 60_000;

/** Times as the API shows them (to the second), so a state changes exactly at the time shown. */
const wholeSecond = (time: Date) => new Date(Math.round(time.getTime() / 1000) * 1000);

/** The window a shared leg must stay in: after the leg before it ends, before the leg after it starts. */
function windowOf(legs: Leg[], index: number): { earliestDeparture: number; latestArrival: number } {
  const leg = legs[index]!;
  const before = legs[index - 1];
  const after = legs[index + 1];
  return {
    earliestDeparture: before ? Date.parse(before.endTime) : Date.parse(leg.startTime) - DOOR_FLEX_MS,
    latestArrival: after ? Date.parse(after.startTime) : Date.parse(leg.endTime) + DOOR_FLEX_MS,
  };
}

/**
 * POST /trips (reference §1.5, §7.1): books an itinerary of the traveller's own search in one
 * transaction — the trip and its legs, a confirmed booking on the ride of every shared leg (the rideshare
 * module re-checks the seats and the detour with every booked stop), and each shared leg's fare reserved
 * in the ledger, premium credits first. Anything refused rolls all of it back: too few credits (402), a
 * ride that filled up, moved or was cancelled since the search (409), a departure already past (422).
 * The driver and the passenger are messaged in the same transaction; the pushes follow the commit.
 * Booking the same itinerary again answers the trip it already made. An itinerary of the traveller's
 * shout-out is a driver's offer: booking it accepts the offer (its PROPOSED booking becomes the trip's)
 * and closes the shout-out, the other offers rejected, all in the same transaction.
 */
export async function bookTrip(
  ctx: PlannerContext,
  traveller: AuthUser,
  itineraryId: number,
  /** A delegate booking for the traveller: named in the fare's ledger description. */
  actedBy?: AuthUser,
): Promise<Trip> {
  return inTransaction(ctx.db, async (tx) => {
    // One booking of an itinerary at a time: a double tap waits here and then finds the first trip.
    const found = await findItineraryToBook(tx, itineraryId);
    if (!found || found.plan.planType === 'SHOUT_OUT_SOLUTION')
      throw new NotFoundError('Itinerary not found');
    if (found.plan.travellerId !== traveller.id) throw new ForbiddenError('Not your itinerary');
    const existing = await activeTripOfItinerary(tx, itineraryId, traveller.id);
    if (existing) return viewOfTrip(tx, existing, await legsOf(tx, existing.id));

    const now = ctx.clock.nowMs();
    const itinerary = found.itinerary.itinerary;
    const shoutOut =
      found.plan.planType === 'SHOUT_OUT' ? await lockOpenShoutOut(tx, found.plan.id, now) : undefined;
    if (Date.parse(itinerary.departureTime) <= now) {
      throw new UnprocessableError(DEPARTURE_PASSED_MESSAGE, 'DEPARTURE_PASSED');
    }
    const { legs, ...summary } = itinerary;
    const trip = await insertTrip(tx, {
      travellerId: traveller.id,
      itineraryId,
      state: 'BOOKING',
      fromLabel: found.plan.fromLabel,
      fromLat: found.plan.fromLat,
      fromLon: found.plan.fromLon,
      toLabel: found.plan.toLabel,
      toLat: found.plan.toLat,
      toLon: found.plan.toLon,
      nrSeats: found.plan.nrSeats,
      arrivalTimeIsPinned: found.plan.useAsArrivalTime,
      departureTime: new Date(itinerary.departureTime),
      arrivalTime: new Date(itinerary.arrivalTime),
      summary,
      createdAt: new Date(now),
    });
    const inserted = await insertLegs(
      tx,
      legs.map((leg, seq) => ({
        tripId: trip!.id,
        seq,
        state: leg.rideRef ? ('BOOKING' as const) : ('SCHEDULED' as const),
        leg,
        startTime: new Date(leg.startTime),
        endTime: new Date(leg.endTime),
        fareCredits: leg.fareInCredits ?? 0,
      })),
    );

    // The legs as stored, kept in step with every write below (no reading them back).
    const booked = [...inserted].sort((a, b) => a.seq - b.seq);
    for (const [index, row] of booked.entries()) {
      const leg = row.leg;
      if (!leg.rideRef) continue;
      const summaryOfBooking = leg.bookingRef
        ? (await bookingSummary(tx, await acceptOffer(tx, trip!, rowIdOfRef(leg.bookingRef))))!
        : await bookSeat(ctx, tx, traveller, trip!, row, windowOf(legs, row.seq));
      let paymentId: number | null = null;
      if (row.fareCredits > 0) {
        paymentId = await reserveFare(tx, traveller, trip!, row, actedBy);
      }
      const changes = {
        bookingId: summaryOfBooking.bookingId,
        state: 'SCHEDULED' as const,
        startTime: wholeSecond(summaryOfBooking.departureTime),
        endTime: wholeSecond(summaryOfBooking.arrivalTime),
        ...(paymentId !== null ? { paymentState: 'RESERVED' as const, paymentId } : {}),
      };
      await updateLeg(tx, row.id, changes);
      booked[index] = { ...row, ...changes };
      await publishChange(tx, summaryOfBooking.driverId, { rideId: summaryOfBooking.rideId });
      await tellBooked(
        { db: tx, clock: ctx.clock },
        trip!,
        summaryOfBooking,
        traveller.fullName,
        leg.driverName ?? 'de chauffeur',
        leg.from.label,
        leg.to.label,
      );
    }
    if (shoutOut) {
      const driverName = legs.find((leg) => leg.rideRef)?.driverName ?? 'de chauffeur';
      await closeAcceptedShoutOut({ db: tx, clock: ctx.clock }, shoutOut, itineraryId, driverName);
    }
    // The rides were re-routed with the passenger on board: the trip runs from its first leg's start to
    // its last leg's end as booked, which may be a minute off what the search showed. The times are
    // written with the trip's first state; the trip was made in this transaction, so nobody else holds it.
    const times = { departureTime: booked[0]!.startTime, arrivalTime: booked.at(-1)!.endTime };
    const progressed = await progressTrip(tx, ctx.clock, { ...trip!, ...times }, booked, times);
    await publishChange(tx, traveller.id, { tripId: trip!.id });
    // Answers after the trip come once it has been travelled: a trip booked just now has none.
    return tripView(progressed.trip, progressed.legs, new Map());
  });
}

/** A ride that can no longer take the passenger (gone, full, or the offer withdrawn): a 409 in Dutch. */
function rideNoLongerAvailable(): ConflictError {
  return new ConflictError(RIDE_NO_LONGER_AVAILABLE_MESSAGE, 'RIDE_NO_LONGER_AVAILABLE');
}

/** A driver's offer accepted: its PROPOSED booking becomes the trip's; one withdrawn meanwhile is a 409. */
async function acceptOffer(tx: Db, trip: TripRow, bookingId: number): Promise<number> {
  if (!(await acceptProposedBooking(tx, bookingId, `urn:nb:pn:trip:${trip.id}`))) {
    throw rideNoLongerAvailable();
  }
  return bookingId;
}

/** The booking of one shared leg; a ride that can no longer take the passenger is a 409 in Dutch. */
async function bookSeat(
  ctx: PlannerContext,
  tx: Db,
  traveller: AuthUser,
  trip: TripRow,
  row: LegRow,
  window: { earliestDeparture: number; latestArrival: number },
): Promise<BookingSummary> {
  const leg = row.leg;
  return replacingBusinessErrors([404, 422], rideNoLongerAvailable, () =>
    addBookingForTrip(
      tx,
      { roads: ctx.region.roads, clock: ctx.clock },
      {
        rideId: rowIdOfRef(leg.rideRef!),
        passenger: { id: traveller.id, givenName: traveller.givenName, familyName: traveller.familyName },
        pickup: fromPlanPlace(leg.from),
        dropOff: fromPlanPlace(leg.to),
        ...window,
        seats: trip.nrSeats,
        fareInCredits: row.fareCredits,
        passengerTripRef: `urn:nb:pn:trip:${trip.id}`,
        state: 'CONFIRMED',
      },
    ),
  );
}

/** Reserves a shared leg's fare, premium credits first (reference §3.2); too few credits is a 402 in Dutch. */
async function reserveFare(
  tx: Db,
  traveller: AuthUser,
  trip: TripRow,
  row: LegRow,
  actedBy?: AuthUser,
): Promise<number> {
  const by = actedBy && actedBy.id !== traveller.id ? ` (door ${actedBy.fullName})` : '';
  return replacingBusinessErrors(
    [402],
    () => new PaymentRequiredError(INSUFFICIENT_CREDITS_FOR_TRIP_MESSAGE, 'INSUFFICIENT_CREDITS'),
    () =>
      reserve(tx, {
        payer: { managedIdentity: traveller.id, name: traveller.fullName, email: traveller.email ?? null },
        amount: row.fareCredits,
        maxPremiumPercent: 100,
        description: `Reservering rit van ${row.leg.from.label} naar ${row.leg.to.label}${by}`,
        context: `urn:nb:pn:leg:${row.id}`,
        idempotencyKey: `planner.leg.${row.id}.reserve`,
      }),
  );
}

/**
 * The caller's own trip (404 unknown, 403 someone else's); with `lock`, locked for a change together with its
 * bookings and their rides (trip-locks.ts).
 */
export async function ownTrip(db: Db, caller: string, tripId: number, lock = false): Promise<TripRow> {
  const trip = lock ? await lockTripWithBookings(db, tripId) : await tripById(db, tripId);
  if (!trip) throw new NotFoundError('Trip not found');
  if (trip.travellerId !== caller) throw new ForbiddenError('Not your trip');
  return trip;
}

/**
 * GET /trips/{id}: the traveller only (the driver sees the booking through rideshare), with the live
 * feed's alerts on the lines of its public-transport legs while the trip is not over.
 */
export async function tripFor(ctx: PlannerContext, caller: string, tripId: number): Promise<Trip> {
  const trip = await ownTrip(ctx.db, caller, tripId);
  const legs = await legsOf(ctx.db, trip.id);
  const view = await viewOfTrip(ctx.db, trip, legs);
  const alerts = tripAlerts(ctx, trip, legs);
  return alerts.length > 0 ? { ...view, alerts } : view;
}

/** A trip as the API shows it, with the answers after the trip read from its legs' bookings. */
export async function viewOfTrip(db: Db, trip: TripRow, legs: LegRow[]): Promise<Trip> {
  return tripView(trip, legs, await answersOfLegs(db, legs));
}

/** GET /trips: the caller's trips by departure, paged; `since` keeps trips still arriving after it. */
export async function tripsOf(db: Db, caller: string, query: ParsedTripsQuery): Promise<PagedTrips> {
  const { totalCount: count, rows: page } = await tripsPage(db, caller, query);
  const legs =
    page.length === 0
      ? []
      : await legsOfTrips(
          db,
          page.map((trip) => trip.id),
        );
  const answers = await answersOfLegs(db, legs);
  return {
    totalCount: count,
    offset: query.offset,
    count: page.length,
    data: page.map((trip) =>
      tripView(
        trip,
        legs.filter((leg) => leg.tripId === trip.id),
        answers,
      ),
    ),
  };
}

/**
 * DELETE /trips/{id} (reference §1.5): only before travel (422 otherwise). In one transaction every
 * booked leg's fare is released, its booking cancelled and its driver told; the trip is CANCELLED with
 * the reason. Cancelling a cancelled trip changes nothing.
 */
export async function cancelTrip(
  ctx: PlannerContext,
  traveller: AuthUser,
  tripId: number,
  reason: string | undefined,
): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    const trip = await ownTrip(tx, traveller.id, tripId, true);
    if (trip.state === 'CANCELLED') return;
    if (!PRE_TRAVEL_TRIP_STATES.includes(trip.state)) {
      throw new UnprocessableError(TRIP_NOT_CANCELLABLE_MESSAGE, 'TRIP_UNDER_WAY');
    }
    for (const leg of await legsOf(tx, trip.id)) {
      await releaseLeg(tx, leg, 'Geannuleerd');
      if (leg.bookingId !== null && (await cancelBookingByPassenger(tx, leg.bookingId, reason))) {
        const booking = await bookingSummary(tx, leg.bookingId);
        if (booking) {
          await publishChange(tx, booking.driverId, { rideId: booking.rideId });
          await tellDriverPassengerCancelled(
            { db: tx, clock: ctx.clock },
            booking,
            traveller.fullName,
            reason,
          );
        }
      }
      await updateLeg(tx, leg.id, { state: 'CANCELLED' });
    }
    await updateTrip(tx, trip.id, { state: 'CANCELLED', cancelReason: reason ?? null });
    await refreshTripProgress(tx, ctx.clock, trip.id);
    await publishChange(tx, trip.travellerId, { tripId: trip.id });
  });
}

/** Gives a leg's reserved fare back (its exact reverse, premium share included), once; `why` heads the statement line. */
export async function releaseLeg(tx: Db, leg: LegRow, why: string): Promise<void> {
  if (leg.paymentId === null || leg.paymentState !== 'RESERVED') return;
  await release(tx, {
    headId: leg.paymentId,
    description: `${why}: rit van ${leg.leg.from.label} naar ${leg.leg.to.label}`,
    // A decision that was undone is made again in the next round, with keys of its own.
    idempotencyKey: `planner.leg.${leg.id}.r${leg.settlementRound}.release`,
  });
  await updateLeg(tx, leg.id, { paymentState: 'CANCELLED' });
}
