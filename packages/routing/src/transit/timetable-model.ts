/**
 * The compact timetable the search runs on: flat typed arrays, built once from a feed
 * (timetable-builder) and stored as-is in the region snapshot. Names and ids stay plain string arrays.
 *
 * Patterns are runs of trips with the same route, stop sequence and boarding rules, ordered so that no
 * trip overtakes another (every column of departure and arrival times is sorted), which is what lets the
 * search find the next trip at a stop by binary search.
 */
export interface Timetable {
  /** IANA zone of the feed's service days. */
  timezone: string;

  agencyIds: string[];
  agencyNames: string[];

  stopIds: string[];
  stopNames: string[];
  stopPlatforms: string[];
  stopLat: Float64Array;
  stopLon: Float64Array;
  /** Index of the parent station, or −1. */
  stopParent: Int32Array;

  routeIds: string[];
  routeShortNames: string[];
  routeLongNames: string[];
  routeAgency: Int32Array;
  /** Index into TRANSIT_MODES. */
  routeMode: Uint8Array;

  /** Route of each pattern. */
  patternRoute: Int32Array;
  /** Stops of pattern p are patternStops[patternStopOffset[p] … patternStopOffset[p+1]). */
  patternStopOffset: Int32Array;
  patternStops: Int32Array;
  /** Per pattern stop: 1 when passengers may board (pickup_type ≠ 1) and alight (drop_off_type ≠ 1). */
  patternCanBoard: Uint8Array;
  patternCanAlight: Uint8Array;
  /** Trips of pattern p are trips patternTripOffset[p] … patternTripOffset[p+1]), ordered by time. */
  patternTripOffset: Int32Array;
  /** Where pattern p's times start in `arrivals`/`departures`; trip-major: row = trip, column = stop. */
  patternTimeOffset: Int32Array;

  tripIds: string[];
  tripHeadsigns: string[];
  /**
   * Only in a live timetable (live-timetable.ts): its trips from tripIds.length on are live copies of
   * scheduled trips, liveCopyOf[trip − tripIds.length] the one whose id and headsign each carries
   * (scheduledTripOf). The names stay the scheduled trips' own, not copied per live timetable.
   */
  liveCopyOf?: Int32Array;
  tripService: Int32Array;
  /** Index into shapeIds, or −1. */
  tripShape: Int32Array;
  /** Seconds since the service day's start (noon minus 12 h), so values can pass 86 400. */
  arrivals: Int32Array;
  departures: Int32Array;
  /** The latest time value in the timetable, to know how many earlier service days can still run. */
  maxTime: number;

  /** Patterns serving stop s: stopPatterns[stopPatternOffset[s] … stopPatternOffset[s+1]). */
  stopPatternOffset: Int32Array;
  stopPatterns: Int32Array;

  /**
   * Changes between vehicles: from stop s to footpathTo[j] for j in footpathOffset[s] … footpathOffset[s+1],
   * taking footpathSeconds[j] from alighting to being ready to board (walking plus the transfer slack, or
   * the feed's min_transfer_time), over footpathMeters[j] of walking. Each served stop lists itself first
   * unless the feed forbids changing there.
   */
  footpathOffset: Int32Array;
  footpathTo: Int32Array;
  footpathSeconds: Int32Array;
  footpathMeters: Int32Array;

  serviceIds: string[];
  /** Day number (days since 1970-01-01) of the first day covered by `serviceActive`. */
  serviceFirstDay: number;
  serviceDayCount: number;
  /** serviceActive[service * serviceDayCount + (day − serviceFirstDay)] is 1 when the service runs that day. */
  serviceActive: Uint8Array;

  shapeIds: string[];
  shapeOffset: Int32Array;
  shapeLat: Float64Array;
  shapeLon: Float64Array;

  /** The walking model and slack the footpaths were built with; the search walks the same way. */
  walkSpeed: number;
  walkCircuity: number;
  transferSlackSeconds: number;
  footpathRadiusMeters: number;
}

/** The scheduled trip whose id and headsign trip `trip` carries: itself, or the one it is a live copy of. */
export function scheduledTripOf(t: Timetable, trip: number): number {
  return trip < t.tripIds.length ? trip : t.liveCopyOf![trip - t.tripIds.length]!;
}

export interface TimetableOptions {
  walkSpeed?: number;
  walkCircuity?: number;
  /** Seconds added to every change between vehicles. */
  transferSlackSeconds?: number;
  /** Stops at most this far apart (straight line) get a footpath. */
  footpathRadiusMeters?: number;
}

export const TIMETABLE_DEFAULTS: Required<TimetableOptions> = {
  walkSpeed: 1.25,
  walkCircuity: 1.3,
  transferSlackSeconds: 120,
  footpathRadiusMeters: 300,
};
