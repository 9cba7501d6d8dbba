import { ANYONE, ownerOnly, rolesOnly, SIGNED_IN } from '../access';
import { RATE_COSTLY_READ, RATE_HEAVY_WRITE, RATE_RARE_WRITE, RATE_WRITE } from '../limits';
import { endpoint, type EndpointDefinition } from '../endpoint';
import { PlanQuerySchema, TripPlanSchema } from '../planner';
import {
  CancelTripQuerySchema,
  ConfirmTripParamsSchema,
  ConfirmTripQuerySchema,
  DisputesQuerySchema,
  PagedDisputesSchema,
  SettleTripParamsSchema,
  UserReportParamsSchema,
  UserReportSchema,
  CreateTripRequestSchema,
  PagedTripsSchema,
  PlanParamsSchema,
  TripParamsSchema,
  TripSchema,
  TripsQuerySchema,
} from '../trips';
import { SimulatedLiveChangeSchema, SimulatedLiveChangesSchema } from '../live-transit';
import { CalendarFeedParamsSchema, CalendarFeedSchema } from '../calendar';
import { z } from 'zod';
import {
  CancelPlanQuerySchema,
  CreateShoutOutRequestSchema,
  PagedShoutOutsSchema,
  CreateRideAlertRequestSchema,
  PlansQuerySchema,
  PagedRideAlertsSchema,
  RideAlertsQuerySchema,
  RideAlertParamsSchema,
  RideAlertSchema,
  ShoutOutDraftQuerySchema,
  ShoutOutOfferRequestSchema,
  ShoutOutSchema,
  ShoutOutsQuerySchema,
} from '../shout-outs';

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
    limits: { rate: RATE_COSTLY_READ },
    access: SIGNED_IN,
  }),
  /** A stored search (its traveller only), or a shout-out (its traveller, and drivers while it is open). */
  plan: endpoint({
    method: 'GET',
    path: `${BASE}/plans/:planId`,
    summary: 'A stored plan with its itineraries: a search or a shout-out',
    params: PlanParamsSchema,
    response: z.union([ShoutOutSchema, TripPlanSchema]),
    errors: [400, 401, 403, 404],
    limits: {},
    access: SIGNED_IN,
  }),

  // -------------------------------------------------------------------------------------------------
  // Shout-outs

  /** 201 with a Location header; the drivers living near the trip are told (reference §1.6, §5.2). */
  createShoutOut: endpoint({
    method: 'POST',
    path: `${BASE}/plans`,
    summary: "Post a shout-out to the community: a passenger's request for a ride",
    body: CreateShoutOutRequestSchema,
    status: 201,
    response: ShoutOutSchema,
    errors: [400, 401, 422],
    limits: { rate: RATE_HEAVY_WRITE },
    access: SIGNED_IN,
  }),
  shoutOutPlans: endpoint({
    method: 'GET',
    path: `${BASE}/plans`,
    summary: "The caller's own shout-outs, open ones or all",
    query: PlansQuerySchema,
    response: PagedShoutOutsSchema,
    errors: [400, 401],
    limits: { pageSize: 100 },
    access: SIGNED_IN,
  }),
  /** The traveller cancels their shout-out with an optional reason. */
  cancelPlan: endpoint({
    method: 'DELETE',
    path: `${BASE}/plans/:planId`,
    summary: 'Cancel an own shout-out',
    params: PlanParamsSchema,
    query: CancelPlanQuerySchema,
    status: 204,
    errors: [400, 401, 403, 404],
    limits: { rate: RATE_WRITE },
    access: ownerOnly(403),
  }),
  shoutOuts: endpoint({
    method: 'GET',
    path: `${BASE}/shout-outs`,
    summary: "The community's shout-outs near a place (own ones left out)",
    query: ShoutOutsQuerySchema,
    response: PagedShoutOutsSchema,
    errors: [400, 401],
    limits: { pageSize: 100 },
    access: SIGNED_IN,
  }),
  shoutOut: endpoint({
    method: 'GET',
    path: `${BASE}/shout-outs/:planId`,
    summary: 'One shout-out, for a driver who may answer it',
    params: PlanParamsSchema,
    response: ShoutOutSchema,
    errors: [400, 401, 403, 404],
    limits: {},
    access: SIGNED_IN,
  }),
  /** The driver's draft of an offer, stored so that it can be offered by its planRef; open shout-outs only. */
  shoutOutDraft: endpoint({
    method: 'GET',
    path: `${BASE}/shout-outs/:planId/plan`,
    summary: "A driver's draft ride for a shout-out, via the passenger's pickup and drop-off",
    params: PlanParamsSchema,
    query: ShoutOutDraftQuerySchema,
    response: TripPlanSchema,
    errors: [400, 401, 403, 404, 422],
    limits: { rate: RATE_COSTLY_READ },
    access: { ...SIGNED_IN, owner: 403, delegate: 403 },
  }),
  /**
   * The driver offers the draft: a ride of theirs (the normal ride rules, overlap included) with a
   * PROPOSED booking for the passenger, who is told. 400 without a car; 422 when the shout-out is closed
   * or past, or the driver's earlier offer still stands, or the ride overlaps another.
   */
  offerShoutOut: endpoint({
    method: 'POST',
    path: `${BASE}/shout-outs/:planId`,
    summary: 'Offer a ride for a shout-out',
    params: PlanParamsSchema,
    body: ShoutOutOfferRequestSchema,
    status: 202,
    errors: [400, 401, 403, 404, 422],
    limits: { rate: RATE_HEAVY_WRITE },
    access: SIGNED_IN,
  }),

  // -------------------------------------------------------------------------------------------------
  // Ride alerts

  createRideAlert: endpoint({
    method: 'POST',
    path: `${BASE}/ride-alerts`,
    summary: 'Keep a search that found nothing: a ride offered later that fits it is announced',
    body: CreateRideAlertRequestSchema,
    status: 201,
    response: RideAlertSchema,
    errors: [400, 401, 422],
    limits: { rate: RATE_HEAVY_WRITE },
    access: SIGNED_IN,
  }),
  rideAlerts: endpoint({
    method: 'GET',
    path: `${BASE}/ride-alerts`,
    summary: "The caller's ride alerts whose travel time has not passed, paged, soonest first",
    query: RideAlertsQuerySchema,
    response: PagedRideAlertsSchema,
    errors: [400, 401],
    limits: { pageSize: 50 },
    access: SIGNED_IN,
  }),
  deleteRideAlert: endpoint({
    method: 'DELETE',
    path: `${BASE}/ride-alerts/:alertId`,
    summary: 'Remove an own ride alert',
    params: RideAlertParamsSchema,
    status: 204,
    errors: [400, 401, 403, 404],
    limits: { rate: RATE_WRITE },
    access: ownerOnly(403),
  }),

  /**
   * Books an itinerary in one transaction: the trip, a booking on every shared leg and the fare reserved.
   * 402 'Je hebt onvoldoende credits voor deze rit'; 409 when a ride filled up or moved; 422 'De
   * vertrektijd van deze rit is al verstreken'. Nothing is stored when it fails.
   */
  createTrip: endpoint({
    method: 'POST',
    path: `${BASE}/trips`,
    summary: "Book an itinerary of an own search, or accept a driver's offer on an own shout-out",
    body: CreateTripRequestSchema,
    status: 201,
    response: TripSchema,
    errors: [400, 401, 402, 403, 404, 409, 422],
    limits: { rate: RATE_HEAVY_WRITE },
    access: ownerOnly(403),
  }),
  trips: endpoint({
    method: 'GET',
    path: `${BASE}/trips`,
    summary: "The caller's trips, by departure",
    query: TripsQuerySchema,
    response: PagedTripsSchema,
    errors: [400, 401],
    limits: { pageSize: 100 },
    access: SIGNED_IN,
  }),
  trip: endpoint({
    method: 'GET',
    path: `${BASE}/trips/:tripId`,
    summary: 'A trip (the traveller only; a driver sees the booking through rideshare)',
    params: TripParamsSchema,
    response: TripSchema,
    errors: [400, 401, 403, 404],
    limits: {},
    access: ownerOnly(403),
  }),
  /**
   * The passenger takes the 'Nieuw reisadvies' offered when a late or cancelled train or bus put the
   * connection with a shared ride at risk: the public-transport part is replaced, the booked ride kept.
   * 422 when the trip has no advice (any more) or the advice's first departure has passed.
   */
  acceptNewAdvice: endpoint({
    method: 'POST',
    path: `${BASE}/trips/:tripId/new-advice`,
    summary: "Take the trip's new advice after a delay: other public transport, the shared ride kept",
    params: TripParamsSchema,
    response: TripSchema,
    errors: [400, 401, 403, 404, 422],
    limits: { rate: RATE_WRITE },
    access: ownerOnly(403),
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
    limits: { rate: RATE_WRITE },
    access: ownerOnly(403),
  }),

  // -------------------------------------------------------------------------------------------------
  // After the trip

  /**
   * The passenger says whether the trip took place (a 'no' with its reason), only while it waits for the
   * confirmations (422 otherwise); an earlier answer is overwritten until the decision.
   */
  confirmTrip: endpoint({
    method: 'PUT',
    path: `${BASE}/trips/:tripId/confirm/:value`,
    summary: 'Confirm (true) or deny (false, with a reason) that the trip took place',
    params: ConfirmTripParamsSchema,
    query: ConfirmTripQuerySchema,
    status: 204,
    errors: [400, 401, 403, 404, 422],
    limits: { rate: RATE_WRITE },
    access: ownerOnly(403),
  }),
  /**
   * Undoes the passenger's confirmation after the fare went back to them: the fare is reserved again
   * (402 'Je hebt onvoldoende credits om deze rit opnieuw te reserveren') and the confirmations start
   * over. 403 'De rit is reeds afgerekend. …' when the driver was paid.
   */
  unconfirmTrip: endpoint({
    method: 'PUT',
    path: `${BASE}/trips/:tripId/unconfirm`,
    summary: 'Undo the confirmation of a trip whose fare was released',
    params: TripParamsSchema,
    status: 204,
    errors: [400, 401, 402, 403, 404, 422],
    limits: { rate: RATE_WRITE },
    access: ownerOnly(403),
  }),
  disputes: endpoint({
    method: 'GET',
    path: `${BASE}/disputes`,
    summary: 'Open disputes: the passenger said no, the driver yes (admins only)',
    query: DisputesQuerySchema,
    response: PagedDisputesSchema,
    errors: [400, 401, 403],
    limits: { pageSize: 100 },
    access: rolesOnly('admin'),
  }),
  /** An admin settles a dispute: for the driver (paid) or for the passenger (fare back); both are told. */
  settleTrip: endpoint({
    method: 'PUT',
    path: `${BASE}/trips/:tripId/settle/:decision`,
    summary: 'Settle a disputed trip for the driver or for the passenger (admins only)',
    params: SettleTripParamsSchema,
    status: 204,
    errors: [400, 401, 403, 404, 422],
    limits: { rate: RATE_WRITE },
    access: rolesOnly('admin'),
  }),
  userReport: endpoint({
    method: 'GET',
    path: `${BASE}/users/:profileRef/report`,
    summary: 'Completed trips of a user per travel mode, as passenger and as driver',
    params: UserReportParamsSchema,
    response: UserReportSchema,
    errors: [400, 401],
    limits: {},
    access: SIGNED_IN,
  }),

  // -------------------------------------------------------------------------------------------------
  // Calendar

  tripCalendar: endpoint({
    method: 'GET',
    path: `${BASE}/trips/:tripId/calendar`,
    summary: 'A trip as an iCalendar file (the traveller only)',
    params: TripParamsSchema,
    produces: 'text/calendar',
    errors: [400, 401, 403, 404],
    limits: {},
    access: ownerOnly(403),
  }),
  calendarFeed: endpoint({
    method: 'GET',
    path: `${BASE}/users/me/calendar-feed`,
    summary: "The address of the caller's private calendar feed; null when none was made (not an error)",
    response: CalendarFeedSchema.nullable(),
    errors: [401],
    limits: {},
    access: SIGNED_IN,
  }),
  /** Makes the feed's address, or a new one in place of the old (which stops working). */
  createCalendarFeed: endpoint({
    method: 'POST',
    path: `${BASE}/users/me/calendar-feed`,
    summary: 'Make (or renew) the private calendar feed of trips and rides',
    status: 201,
    response: CalendarFeedSchema,
    errors: [401],
    limits: { rate: RATE_RARE_WRITE },
    access: SIGNED_IN,
  }),
  revokeCalendarFeed: endpoint({
    method: 'DELETE',
    path: `${BASE}/users/me/calendar-feed`,
    summary: 'Revoke the calendar feed: its address answers 404 from now on',
    status: 204,
    errors: [401],
    limits: { rate: RATE_RARE_WRITE },
    access: SIGNED_IN,
  }),
  /** Public: the address is the secret. Trips and rides from 30 days back and all planned ones. */
  calendarFeedEvents: endpoint({
    method: 'GET',
    path: `${BASE}/calendar/:token`,
    summary: "A user's trips and rides as an iCalendar feed, for calendar apps",
    public: true,
    params: CalendarFeedParamsSchema,
    produces: 'text/calendar',
    errors: [400, 404],
    limits: {},
    access: ANYONE,
  }),
  /**
   * The demo's live public-transport feed (a GTFS-Realtime FeedMessage with trip updates and alerts),
   * made by the simulator when LIVE_TRANSIT_URL is not set: the server's own poller reads it over HTTP as
   * it would read the national feed. Public like that feed; it holds only the invented demo timetable's
   * delays.
   */
  liveFeedSimulator: endpoint({
    method: 'GET',
    path: `${BASE}/live-feed/simulator`,
    summary: "The demo's live public-transport feed (GTFS-Realtime, protobuf), made by the simulator",
    public: true,
    produces: 'application/x-protobuf',
    errors: [404],
    limits: {},
    access: ANYONE,
  }),
  /**
   * The demo's simulator, told by an admin to make one trip late or cancel it on one day (for trying the
   * live times out; every instance serves it, as it is stored). 404 when a real feed is configured.
   */
  simulateLiveChange: endpoint({
    method: 'PUT',
    path: `${BASE}/live-feed/simulator/changes`,
    summary: "Make one public-transport trip late or cancelled in the demo's live feed (admins only)",
    body: SimulatedLiveChangeSchema,
    status: 204,
    errors: [400, 401, 403, 404],
    limits: { rate: RATE_RARE_WRITE },
    access: rolesOnly('admin'),
  }),
  /** The changes the simulator was told of (admins only). */
  simulatedLiveChanges: endpoint({
    method: 'GET',
    path: `${BASE}/live-feed/simulator/changes`,
    summary: "The changes made to the demo's live feed (admins only)",
    response: SimulatedLiveChangesSchema,
    errors: [401, 403, 404],
    limits: {},
    access: rolesOnly('admin'),
  }),
} as const satisfies Record<string, EndpointDefinition>;
