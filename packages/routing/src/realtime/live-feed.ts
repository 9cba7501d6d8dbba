/**
 * What a GTFS-Realtime feed says, read into plain values: the trip updates (delays, cancellations,
 * skipped stops) and the service alerts. The feed's protobuf messages become these in decode-feed.ts;
 * the simulator makes them back into protobuf in encode-feed.ts.
 */

/** A time at one stop: the delay in seconds, an absolute time (epoch seconds), or both. */
export interface LiveStopEvent {
  delay?: number;
  time?: number;
}

/** One StopTimeUpdate: which stop (by its sequence in the trip, or its id) and what happens there. */
export interface LiveStopUpdate {
  stopSequence?: number;
  stopId?: string;
  arrival?: LiveStopEvent;
  departure?: LiveStopEvent;
  /** The vehicle passes without stopping: nobody boards or alights here. */
  skipped: boolean;
}

export interface LiveTripUpdate {
  tripId: string;
  /** The trip's service day as YYYYMMDD (GTFS start_date), when the feed gives it. */
  startDate?: number;
  routeId?: string;
  /** The whole trip does not run. */
  cancelled: boolean;
  /** A delay for the stops no StopTimeUpdate speaks of (TripUpdate.delay), in seconds. */
  delay?: number;
  stops: LiveStopUpdate[];
  /** When the producer last measured this trip, epoch seconds. */
  timestamp?: number;
}

export type AlertEffect =
  | 'NO_SERVICE'
  | 'REDUCED_SERVICE'
  | 'SIGNIFICANT_DELAYS'
  | 'DETOUR'
  | 'ADDITIONAL_SERVICE'
  | 'MODIFIED_SERVICE'
  | 'OTHER_EFFECT'
  | 'UNKNOWN_EFFECT'
  | 'STOP_MOVED'
  | 'NO_EFFECT'
  | 'ACCESSIBILITY_ISSUE';

export interface LiveAlert {
  id: string;
  /** Periods the alert is in force, epoch seconds; none means always while it is in the feed. */
  activePeriods: { start?: number; end?: number }[];
  /** What it concerns; an empty list matches nothing of that kind. */
  routeIds: string[];
  tripIds: string[];
  stopIds: string[];
  effect: AlertEffect;
  /** The Dutch text where the feed has one, else its first. */
  header: string;
  description: string;
}

export interface LiveFeed {
  /** When the producer made the message (FeedHeader.timestamp), epoch seconds. */
  producedAt?: number;
  tripUpdates: LiveTripUpdate[];
  alerts: LiveAlert[];
  /** Entities that could not be read (no trip id, a date that is no date …) and were left out. */
  skipped: number;
}
