import { boolean, index, integer, jsonb, pgSchema, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, fromAndToColumns, ownedBy, serialId } from '../../platform/db/columns.js';
import {
  PLAN_STATES,
  TRIP_STATES,
  type ConnectionRisk,
  type Itinerary,
  type Leg,
  type TravelMode,
} from '@achterhoek/contracts';

/**
 * The planner module's tables (reference §1.1): searches kept as plans so that what the passenger saw
 * can be booked by its reference, and the passengers' trips with one row per leg (a leg carries its own
 * state, and a shared leg its booking on the ride and the ledger reservation of its fare).
 */
export const planner = pgSchema('planner');

export const plans = planner.table(
  'plans',
  {
    id: serialId(),
    travellerId: text('traveller_id').notNull(),
    /**
     * SEARCH for a trip search; SHOUT_OUT for a passenger's request to the community; SHOUT_OUT_SOLUTION
     * for a driver's draft of an offer on one (reference §1.6).
     */
    planType: text('plan_type', { enum: ['SEARCH', 'SHOUT_OUT', 'SHOUT_OUT_SOLUTION'] })
      .notNull()
      .default('SEARCH'),
    /** A shout-out is OPEN until an offer is accepted (FINAL) or the passenger cancels it. */
    planState: text('plan_state', { enum: PLAN_STATES }).notNull().default('OPEN'),
    /** A shout-out's car itinerary straight from the origin to the destination, with its fare. */
    referenceItinerary: jsonb('reference_itinerary').$type<Omit<Itinerary, 'itineraryRef'>>(),
    cancelReason: text('cancel_reason'),
    /** A driver's draft: the shout-out it answers. */
    shoutOutId: integer('shout_out_id'),
    ...fromAndToColumns(),
    travelTime: at('travel_time').notNull(),
    useAsArrivalTime: boolean('use_as_arrival_time').notNull(),
    nrSeats: integer('nr_seats').notNull(),
    maxWalkDistance: integer('max_walk_distance').notNull(),
    modalities: jsonb('modalities').$type<TravelMode[]>().notNull(),
    requestDuration: integer('request_duration').notNull(),
    /** Set when nothing fitted the maximum walk: the longer walk the itineraries were found with. */
    extendedMaxWalkDistance: integer('extended_max_walk_distance'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    index('plans_created_at_idx').on(table.createdAt),
    index('plans_type_state_time_idx').on(table.planType, table.planState, table.travelTime),
  ],
);

/** One itinerary of a plan as the search showed it (without its reference, which is its id). */
export const itineraries = planner.table(
  'itineraries',
  {
    id: serialId(),
    planId: ownedBy('plan_id', () => plans.id),
    /** The itinerary's rank in the answer: 0 is the best. */
    rank: integer('rank').notNull(),
    itinerary: jsonb('itinerary').$type<Omit<Itinerary, 'itineraryRef'>>().notNull(),
    /** A driver's offer on a shout-out: the driver and the PROPOSED booking on their ride. */
    driverId: text('driver_id'),
    bookingId: integer('booking_id'),
  },
  (table) => [
    index('itineraries_plan_idx').on(table.planId),
    index('itineraries_booking_idx').on(table.bookingId),
  ],
);

export const trips = planner.table(
  'trips',
  {
    id: serialId(),
    travellerId: text('traveller_id').notNull(),
    /** The booked itinerary; kept when old searches are cleaned up (the trip has its own copy). */
    itineraryId: integer('itinerary_id'),
    state: text('state', { enum: TRIP_STATES }).notNull(),
    ...fromAndToColumns(),
    nrSeats: integer('nr_seats').notNull(),
    arrivalTimeIsPinned: boolean('arrival_time_is_pinned').notNull(),
    departureTime: at('departure_time').notNull(),
    arrivalTime: at('arrival_time').notNull(),
    /** The itinerary's figures (duration, transfers, score, CO₂) as booked; the legs are rows of their own. */
    summary: jsonb('summary').$type<Omit<Itinerary, 'legs' | 'itineraryRef'>>().notNull(),
    cancelReason: text('cancel_reason'),
    cancelledByProvider: boolean('cancelled_by_provider').notNull().default(false),
    /** The passenger's reminder before departure has been sent (it is sent once). */
    reminderSent: boolean('reminder_sent').notNull().default(false),
    /** While it waits for the confirmations: when the missing answers are asked for again, and when the
     * decision becomes final (reference §1.5: every two days, final after six). */
    validationReminderAt: at('validation_reminder_at'),
    validationExpiresAt: at('validation_expires_at'),
    createdAt: at('created_at').notNull(),
    /**
     * Live: the connection with a shared ride a late or cancelled train or bus puts at risk, as the
     * passenger and the driver were told of it (they are told again only when its reason changes).
     */
    connectionRisk: jsonb('connection_risk').$type<ConnectionRisk>(),
    /** 'Nieuw reisadvies' offered with the risk: the whole new itinerary, the booked ride kept. */
    newAdvice: jsonb('new_advice').$type<Omit<Itinerary, 'itineraryRef'>>(),
  },
  (table) => [
    index('trips_traveller_departure_idx').on(table.travellerId, table.departureTime),
    index('trips_state_departure_idx').on(table.state, table.departureTime),
  ],
);

export const tripLegs = planner.table(
  'trip_legs',
  {
    id: serialId(),
    tripId: ownedBy('trip_id', () => trips.id),
    seq: integer('seq').notNull(),
    state: text('state', { enum: TRIP_STATES }).notNull(),
    /** The leg as the search showed it (times updated from the booking once the ride is re-routed). */
    leg: jsonb('leg').$type<Leg>().notNull(),
    startTime: at('start_time').notNull(),
    endTime: at('end_time').notNull(),
    /**
     * Shared legs: the ride's booking and what became of the fare. The leg is the one owner of the fare's
     * state (rideshare asks for it); the answers after the trip are kept on the booking (rideshare's).
     */
    bookingId: integer('booking_id'),
    fareCredits: integer('fare_credits').notNull().default(0),
    paymentState: text('payment_state', { enum: ['RESERVED', 'CANCELLED', 'PAID'] }),
    /** The ledger transaction that reserved the fare: the head of its release or payment. */
    paymentId: integer('payment_id'),
    /** The driver's premium bonus paid with the fare, taken back when the payment is. */
    bonusPaymentId: integer('bonus_payment_id'),
    /** How often the decision on this leg was undone: part of the ledger's idempotency keys. */
    settlementRound: integer('settlement_round').notNull().default(0),
    /**
     * Public-transport legs, live: seconds late leaving and arriving (from the timetable's times, which
     * the leg's times minus its delays at booking are), and whether its vehicle does not run; null while
     * the live feed has said nothing of it. Written by the connection watch, read by the trip monitor.
     */
    liveDepartureDelay: integer('live_departure_delay'),
    liveArrivalDelay: integer('live_arrival_delay'),
    liveCancelled: boolean('live_cancelled').notNull().default(false),
  },
  (table) => [
    index('trip_legs_trip_idx').on(table.tripId),
    index('trip_legs_booking_idx').on(table.bookingId),
  ],
);

/** A user's private calendar feed (beyond the original): its address carries the token, its only secret. */
export const calendarFeeds = planner.table('calendar_feeds', {
  userId: text('user_id').primaryKey(),
  token: text('token').notNull().unique(),
  createdAt: at('created_at').notNull(),
  /** The delegate who made it while acting for the user: the feed answers only while that delegation is active. */
  actedBy: text('acted_by'),
});

/**
 * A passenger's ride alert (beyond the original): the question of a search that found nothing, kept until
 * its travel time; a ride offered later that could carry them is announced once.
 */
export const rideAlerts = planner.table(
  'ride_alerts',
  {
    id: serialId(),
    travellerId: text('traveller_id').notNull(),
    ...fromAndToColumns(),
    travelTime: at('travel_time').notNull(),
    useAsArrivalTime: boolean('use_as_arrival_time').notNull(),
    nrSeats: integer('nr_seats').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    index('ride_alerts_time_idx').on(table.travelTime),
    index('ride_alerts_traveller_idx').on(table.travellerId),
  ],
);

/** The rides an alert announced: each at most once. */
export const rideAlertMatches = planner.table(
  'ride_alert_matches',
  {
    alertId: ownedBy('alert_id', () => rideAlerts.id),
    rideId: integer('ride_id').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [uniqueIndex('ride_alert_matches_alert_ride_idx').on(table.alertId, table.rideId)],
);

/**
 * The messages drivers were sent about new shout-outs, for the limit on how many a driver gets an hour
 * (MAX_SHOUT_OUT_NOTICES_PER_HOUR); rows older than the hour are removed as new ones are written.
 */
export const shoutOutNotices = planner.table(
  'shout_out_notices',
  {
    driverId: text('driver_id').notNull(),
    planId: ownedBy('plan_id', () => plans.id),
    sentAt: at('sent_at').notNull(),
  },
  (table) => [index('shout_out_notices_driver_time_idx').on(table.driverId, table.sentAt)],
);

/**
 * The demo's live feed: the changes an admin told the simulator to make (one trip, one day), served by
 * every instance alike because they are stored.
 */
export const simulatedLiveChanges = planner.table(
  'simulated_live_changes',
  {
    tripId: text('trip_id').notNull(),
    /** The trip's service day, YYYY-MM-DD. */
    serviceDate: text('service_date').notNull(),
    delaySeconds: integer('delay_seconds').notNull(),
    cancelled: boolean('cancelled').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [uniqueIndex('simulated_live_changes_trip_day_idx').on(table.tripId, table.serviceDate)],
);
