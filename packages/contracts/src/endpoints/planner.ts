import { endpoint, type EndpointDefinition } from '../endpoint';
import { PlanQuerySchema, TripPlanSchema } from '../planner';
import {
  CancelTripQuerySchema,
  CreateTripRequestSchema,
  PagedTripsSchema,
  PlanParamsSchema,
  TripParamsSchema,
  TripSchema,
  TripsQuerySchema,
} from '../trips';

const BASE = '/api/planner';

/** The planner service's calls (spec 000 §7 Planner): the search, its stored plans, and trips. */
export const plannerEndpoints = {
  /** The search is stored as a plan so that an itinerary of it can be booked by its `itineraryRef`. */
  searchPlan: endpoint({
    method: 'GET',
    path: `${BASE}/search/plan`,
    summary: 'Itineraries from one place to another around a time, best first; stored as a plan',
    query: PlanQuerySchema,
    response: TripPlanSchema,
    errors: [400, 401, 403],
  }),
  plan: endpoint({
    method: 'GET',
    path: `${BASE}/plans/:planId`,
    summary: "A stored plan with its itineraries (the traveller's own)",
    params: PlanParamsSchema,
    response: TripPlanSchema,
    errors: [400, 401, 403, 404],
  }),

  /**
   * Books an itinerary in one transaction: the trip, a booking on every shared leg and the fare reserved.
   * 402 'Je hebt onvoldoende credits voor deze rit'; 409 when a ride filled up or moved; 422 'De
   * vertrektijd van deze rit is al verstreken'. Nothing is stored when it fails.
   */
  createTrip: endpoint({
    method: 'POST',
    path: `${BASE}/trips`,
    summary: 'Book an itinerary of an own search',
    body: CreateTripRequestSchema,
    status: 201,
    response: TripSchema,
    errors: [400, 401, 402, 403, 404, 409, 422],
  }),
  trips: endpoint({
    method: 'GET',
    path: `${BASE}/trips`,
    summary: "The caller's trips, by departure",
    query: TripsQuerySchema,
    response: PagedTripsSchema,
    errors: [400, 401],
  }),
  trip: endpoint({
    method: 'GET',
    path: `${BASE}/trips/:tripId`,
    summary: 'A trip (the traveller only; a driver sees the booking through rideshare)',
    params: TripParamsSchema,
    response: TripSchema,
    errors: [400, 401, 403, 404],
  }),
  /** Only before travel; the fares are released, the bookings cancelled and the drivers told. */
  cancelTrip: endpoint({
    method: 'DELETE',
    path: `${BASE}/trips/:tripId`,
    summary: 'Cancel a trip before it starts',
    params: TripParamsSchema,
    query: CancelTripQuerySchema,
    status: 204,
    errors: [400, 401, 403, 404, 422],
  }),
} as const satisfies Record<string, EndpointDefinition>;
