import { z } from 'zod';
import { OffsetDateTimeSchema } from './limits';
import { OffsetQuerySchema, pagedSchema, refOrRowIdSchema, maxResultsQuerySchema } from './common';
import { MAX_PASSENGERS } from './profile';
import { ConfirmValueSchema, PassengerNotMadeReasonSchema } from './confirmation';
import { ItinerarySchema, PlanPlaceSchema, TripStateSchema } from './planner';
import { travelListQuerySchema } from './travel-list-query';

/*
 * The passenger's trips (spec 000 §3 Trip, §4 trip states, §7 Planner): an itinerary of a stored search,
 * booked with `POST /trips`, its shared legs booked on the drivers' rides and their fares reserved.
 */

/** A plan, itinerary or trip in a path or body: its number or its URN (`urn:nb:pn:trip:12`). */
export function plannerRefSchema(kind: 'plan' | 'itinerary' | 'trip') {
  return refOrRowIdSchema(`urn:nb:pn:${kind}:`);
}

/** At most this many alerts are shown with a trip. */
export const MAX_TRIP_ALERTS = 10;

/** A service alert of the live feed, in Dutch where the feed has it. */
export const TripAlertSchema = z.object({
  header: z.string(),
  description: z.string().optional(),
});
export type TripAlert = z.infer<typeof TripAlertSchema>;

/** Why a connection is at risk: the public-transport leg runs late, or does not run at all. */
export const ConnectionRiskSchema = z.object({
  reason: z.enum(['LATE', 'CANCELLED']),
  /** The public-transport leg (its index in the itinerary's legs) and the shared leg it connects with. */
  legIndex: z.number().int().min(0),
  rideLegIndex: z.number().int().min(0),
  /** LATE: how long the driver would wait beyond the agreed time, and what the ride allows, in seconds. */
  waitSeconds: z.number().int().optional(),
  allowedWaitSeconds: z.number().int().optional(),
});
export type ConnectionRisk = z.infer<typeof ConnectionRiskSchema>;

export const TripSchema = z.object({
  id: z.number().int(),
  tripRef: z.string(),
  state: TripStateSchema,
  from: PlanPlaceSchema,
  to: PlanPlaceSchema,
  nrSeats: z.number().int().min(1).max(MAX_PASSENGERS),
  /** The passenger searched by arrival time: the arrival is what they asked for. */
  arrivalTimeIsPinned: z.boolean(),
  /** The booked itinerary; its legs carry their state, and the shared ones their booking and payment. */
  itinerary: ItinerarySchema,
  cancelReason: z.string().optional(),
  /** Cancelled because the driver cancelled the ride (not by the passenger). */
  cancelledByProvider: z.boolean().optional(),
  creationTime: OffsetDateTimeSchema,
  /** Live: the service alerts in force on the lines of the trip's public-transport legs (one trip only). */
  alerts: z.array(TripAlertSchema).max(MAX_TRIP_ALERTS).optional(),
  /**
   * Live: a late or cancelled public-transport leg breaks the connection with a shared ride (the driver
   * would wait longer than the ride allows, or the passenger would miss the vehicle after the ride).
   */
  connectionAtRisk: ConnectionRiskSchema.optional(),
  /**
   * 'Nieuw reisadvies': the itinerary offered when the connection is at risk, the shared ride kept;
   * `POST /trips/{tripId}/new-advice` takes it.
   */
  newAdvice: ItinerarySchema.optional(),
});
export type Trip = z.infer<typeof TripSchema>;

/** `POST /trips`: book exactly the itinerary the passenger saw in a search of their own. */
export const CreateTripRequestSchema = z.object({
  itineraryRef: plannerRefSchema('itinerary').describe('`urn:nb:pn:itinerary:…` from a search'),
});
export type CreateTripRequest = z.input<typeof CreateTripRequestSchema>;

/** `since` and `until`: trips arriving after `since` (and departing before `until`). */
export const TripsQuerySchema = travelListQuerySchema(TripStateSchema);
export type TripsQuery = z.input<typeof TripsQuerySchema>;
export type ParsedTripsQuery = z.output<typeof TripsQuerySchema>;
export const PagedTripsSchema = pagedSchema(TripSchema);
export type PagedTrips = z.infer<typeof PagedTripsSchema>;

export const TripParamsSchema = z.object({ tripId: plannerRefSchema('trip') });
export const PlanParamsSchema = z.object({ planId: plannerRefSchema('plan') });

export const CancelTripQuerySchema = z.object({
  reason: z.string().trim().max(500).optional(),
});

// ---------------------------------------------------------------------------------------------------
// After the trip: confirming that it took place (spec 000 §4; reference §1.5, §7.1)

/** The reason an admin's settlement records for the side it overrules. */
export const DISPUTED_REASON = 'DISPUTED';

export const ConfirmTripParamsSchema = z.object({
  tripId: plannerRefSchema('trip'),
  value: ConfirmValueSchema,
});
/** A 'no' needs its reason (spec 000 §5); a 'yes' has none. */
export const ConfirmTripQuerySchema = z.object({ reason: PassengerNotMadeReasonSchema.optional() });

export const SettleTripParamsSchema = z.object({
  tripId: plannerRefSchema('trip'),
  decision: z.enum(['favors-provider', 'favors-traveller']),
});

/** An open dispute for the admin: the trip, who travelled and who drove. */
export const DisputeSchema = z.object({
  trip: TripSchema,
  traveller: z.object({ managedIdentity: z.string(), name: z.string() }),
  driver: z.object({ managedIdentity: z.string(), name: z.string() }),
});
export type Dispute = z.infer<typeof DisputeSchema>;
export const PagedDisputesSchema = pagedSchema(DisputeSchema);
export type PagedDisputes = z.infer<typeof PagedDisputesSchema>;
export const DisputesQuerySchema = z.object({
  maxResults: maxResultsQuerySchema(100, 20),
  offset: OffsetQuerySchema,
});

/** Completed trips per travel mode, as passenger and as driver (reference §1.5 user report). */
export const UserReportSchema = z.object({
  asPassenger: z.record(z.string(), z.number().int().min(0)),
  asDriver: z.number().int().min(0),
});
export type UserReport = z.infer<typeof UserReportSchema>;
export const UserReportParamsSchema = z.object({ profileRef: z.string().min(1).max(200) });

/** 403 when the passenger would undo a confirmation the driver was already paid for (spec 000 §8). */
export const UNCONFIRM_TRIP_PAID_MESSAGE =
  'De rit is reeds afgerekend. Vraag de chauffeur om de bevestiging ongedaan te maken.';
/** 402 when the passenger's credits no longer cover the fare to reserve again (spec 000 §8). */
export const UNCONFIRM_INSUFFICIENT_CREDITS_MESSAGE =
  'Je hebt onvoldoende credits om deze rit opnieuw te reserveren';
/** 403 when the driver would undo a confirmation whose fare went back to the passenger (spec 000 §8). */
export const UNCONFIRM_RIDE_REJECTED_MESSAGE =
  'De rit is reeds afgewezen. Vraag de passagier om de bevestiging ongedaan te maken.';
/** 422 when the trip does not wait for confirmations now. */
export const NOT_VALIDATING_MESSAGE = 'Deze rit kan nu niet bevestigd worden.';
/** 400 when a 'no' comes without its reason. */
export const REASON_REQUIRED_MESSAGE = 'reason is mandatory';

/** Answers are asked again every two days; after six the decision is final (reference §1.5). */
export const VALIDATION_REMINDER_DAYS = 2;
export const VALIDATION_EXPIRY_DAYS = 6;
/** The driver's bonus on a paid fare, from their own premium credits (spec 001 §1). */
export const PREMIUM_BONUS_PERCENT = 50;
export const PREMIUM_BONUS_MAX_CREDITS = 15;

// ---------------------------------------------------------------------------------------------------
// Messages the web app shows as they come (spec 000 §5, §8)

/** 422 when the itinerary's first leg has already left (spec 000 §5). */
export const DEPARTURE_PASSED_MESSAGE = 'De vertrektijd van deze rit is al verstreken';
/** 402 when the passenger's credits do not cover the fare (spec 000 §8). */
export const INSUFFICIENT_CREDITS_FOR_TRIP_MESSAGE = 'Je hebt onvoldoende credits voor deze rit';
/** 409 when a ride of the itinerary filled up, moved or was cancelled since the search. */
export const RIDE_NO_LONGER_AVAILABLE_MESSAGE =
  'Deze rit is inmiddels vol of gewijzigd. Zoek opnieuw naar een rit.';
/** 422 when the trip is under way or over and can no longer be cancelled. */
export const TRIP_NOT_CANCELLABLE_MESSAGE = 'Deze rit kan niet meer geannuleerd worden.';

/** Searches stay bookable this long; older ones are removed by a nightly job (reference §1.1). */
export const SEARCH_PLAN_RETENTION_DAYS = 7;
/** A passenger is reminded this many minutes before departure (spec 000 §9). */
export const TRIP_REMINDER_MINUTES = 5;

/** `POST /trips/{id}/new-advice` (422): the trip has no new advice, or no longer (the risk went away). */
export const NO_NEW_ADVICE_MESSAGE = 'Er is geen nieuw reisadvies voor deze reis.';
/** `POST /trips/{id}/new-advice` (422): the advice's first train or bus has left. */
export const NEW_ADVICE_EXPIRED_MESSAGE = 'Dit reisadvies is verlopen: de trein of bus is al vertrokken.';
