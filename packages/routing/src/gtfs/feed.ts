/**
 * The in-memory model of a GTFS feed, as read from files (gtfs/read-feed), generated (synthetic, demo
 * region) or clipped to a region. Everything downstream (the timetable builder, the brute-force
 * reference, the GTFS writer) works from this one model.
 *
 * Stop times are columnar: a national feed has millions of them, and one object per row would cost
 * gigabytes. Rows reference trips and stops by their index in `trips` and `stops`.
 */

/** Dates as the number YYYYMMDD, as GTFS writes them (20261121). */
export type GtfsDate = number;

export interface GtfsAgency {
  agencyId: string;
  name: string;
  url: string;
  /** IANA zone; the feed's service days and times are in the first agency's zone. */
  timezone: string;
}

export const LOCATION_TYPE = { stop: 0, station: 1, entrance: 2, genericNode: 3, boardingArea: 4 } as const;

export interface GtfsStop {
  stopId: string;
  name: string;
  lat: number;
  lon: number;
  /** GTFS location_type: 0 stop or platform, 1 station, 2 entrance, 3 generic node, 4 boarding area. */
  locationType: number;
  /** stop_id of the parent station, when given. */
  parentStation?: string;
  platformCode?: string;
}

export interface GtfsRoute {
  routeId: string;
  agencyId: string;
  shortName: string;
  longName: string;
  /** GTFS route_type, basic (0–12) or extended (100–1700). */
  type: number;
}

export interface GtfsTrip {
  tripId: string;
  routeId: string;
  serviceId: string;
  headsign?: string;
  shapeId?: string;
  directionId?: number;
}

/**
 * stop_times.txt, one entry per row, sorted by trip and then stop_sequence (the reader and generators
 * guarantee it). Times are seconds since "noon minus 12 hours" of the service day, so they can pass 24:00.
 */
export interface GtfsStopTimes {
  length: number;
  tripIndex: Int32Array;
  stopIndex: Int32Array;
  stopSequence: Int32Array;
  arrival: Int32Array;
  departure: Int32Array;
  /** GTFS pickup_type / drop_off_type: 0 regular, 1 none, 2 phone agency, 3 coordinate with driver. */
  pickupType: Uint8Array;
  dropOffType: Uint8Array;
  /** shape_dist_traveled in the feed's unit, NaN when absent. */
  shapeDistTraveled: Float64Array;
}

export interface GtfsCalendar {
  serviceId: string;
  /** Bit 0 Monday … bit 6 Sunday. */
  weekdays: number;
  startDate: GtfsDate;
  endDate: GtfsDate;
}

export interface GtfsCalendarDate {
  serviceId: string;
  date: GtfsDate;
  /** 1 service added on this date, 2 service removed. */
  exceptionType: 1 | 2;
}

export interface GtfsTransfer {
  fromStopId: string;
  toStopId: string;
  /** 0 recommended, 1 timed, 2 minimum time required, 3 not possible. */
  transferType: number;
  minTransferTime?: number;
}

export interface GtfsFrequency {
  tripId: string;
  startTime: number;
  endTime: number;
  headwaySecs: number;
  exactTimes: boolean;
}

export interface GtfsShape {
  shapeId: string;
  /** Points in shape_pt_sequence order. */
  lats: Float64Array;
  lons: Float64Array;
}

export interface GtfsFeed {
  agencies: GtfsAgency[];
  stops: GtfsStop[];
  routes: GtfsRoute[];
  trips: GtfsTrip[];
  stopTimes: GtfsStopTimes;
  calendars: GtfsCalendar[];
  calendarDates: GtfsCalendarDate[];
  transfers: GtfsTransfer[];
  frequencies: GtfsFrequency[];
  shapes: GtfsShape[];
}

/** A problem found while reading or checking a feed; `line` is the 1-based line in the file. */
export interface FeedIssue {
  file: string;
  line?: number;
  message: string;
  /** 'error' rows were dropped; 'warning' rows were kept. */
  severity: 'error' | 'warning';
}

export function emptyStopTimes(capacity = 0): GtfsStopTimes {
  return {
    length: 0,
    tripIndex: new Int32Array(capacity),
    stopIndex: new Int32Array(capacity),
    stopSequence: new Int32Array(capacity),
    arrival: new Int32Array(capacity),
    departure: new Int32Array(capacity),
    pickupType: new Uint8Array(capacity),
    dropOffType: new Uint8Array(capacity),
    shapeDistTraveled: new Float64Array(capacity).fill(Number.NaN),
  };
}
