import { z } from 'zod';
import { OffsetQuerySchema, pagedSchema } from './common';
import { MAX_PASSENGERS } from './profile';
import { ItinerarySchema, PlanPlaceSchema, TripStateSchema } from './planner';

/*
 * The passenger's trips (spec 000 §3 Trip, §4 trip states, §7 Planner): an itinerary of a stored search,
 * booked with `POST /trips`, its shared legs booked on the drivers' rides and their fares reserved.
 */

const OffsetDateTimeSchema = z.iso.datetime({ offset: true });
const RowIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);

/** A plan, itinerary or trip in a path or body: its number or its URN (`urn:nb:pn:trip:12`). */
export function plannerRefSchema(kind: 'plan' | 'itinerary' | 'trip') {
  const prefix = `urn:nb:pn:${kind}:`;
  return z.preprocess(
    (value) => (typeof value === 'string' && value.startsWith(prefix) ? value.slice(prefix.length) : value),
    RowIdSchema,
  );
}

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
});
export type Trip = z.infer<typeof TripSchema>;

/** `POST /trips`: book exactly the itinerary the passenger saw in a search of their own. */
export const CreateTripRequestSchema = z.object({
  itineraryRef: plannerRefSchema('itinerary').describe('`urn:nb:pn:itinerary:…` from a search'),
});
export type CreateTripRequest = z.input<typeof CreateTripRequestSchema>;

const queryBoolean = (fallback: boolean) =>
  z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .default(fallback);

export const TripsQuerySchema = z.object({
  maxResults: z.coerce.number().int().min(1).max(100).default(10),
  offset: OffsetQuerySchema,
  /** Trips arriving after this moment (and departing before `until`). */
  since: OffsetDateTimeSchema.optional(),
  until: OffsetDateTimeSchema.optional(),
  state: TripStateSchema.optional(),
  skipCancelled: queryBoolean(false),
  sortDir: z.enum(['ASC', 'DESC']).default('ASC'),
});
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
