/**
 * GTFS files (bytes by file name) to the in-memory feed. Pure: the caller reads the zip or folder
 * (node/load-feed). A feed that cannot be used at all (a required file or column missing) throws a
 * GtfsReadError; everything else — a bad value, a duplicate id, a broken reference — becomes a FeedIssue
 * naming the file and line, and the row is dropped ('error') or kept with the bad part removed
 * ('warning'), so one broken row in a national feed does not stop an import.
 */
import { CsvFile, GtfsReadError, field } from './csv.js';
import type {
  FeedIssue,
  GtfsAgency,
  GtfsCalendar,
  GtfsCalendarDate,
  GtfsFeed,
  GtfsFrequency,
  GtfsRoute,
  GtfsShape,
  GtfsStop,
  GtfsTransfer,
  GtfsTrip,
} from './feed.js';
import { readStopTimes } from './read-stop-times.js';
import { parseDate, parseInteger, parseNumber, parseTime } from './values.js';

export { GtfsReadError } from './csv.js';

const REQUIRED_FILES = ['agency.txt', 'stops.txt', 'routes.txt', 'trips.txt', 'stop_times.txt'];
const WEEKDAY_COLUMNS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const SHAPE_COLUMNS = ['shape_id', 'shape_pt_lat', 'shape_pt_lon', 'shape_pt_sequence'] as const;
const FREQUENCY_COLUMNS = ['trip_id', 'start_time', 'end_time', 'headway_secs'] as const;

export function readFeed(files: Map<string, Uint8Array>): { feed: GtfsFeed; issues: FeedIssue[] } {
  for (const name of REQUIRED_FILES) {
    if (!files.has(name)) throw new GtfsReadError(`${name} is missing from the feed`, name);
  }
  if (!files.has('calendar.txt') && !files.has('calendar_dates.txt')) {
    throw new GtfsReadError(
      'calendar.txt and calendar_dates.txt are both missing from the feed (one is required)',
      'calendar.txt',
    );
  }
  const issues: FeedIssue[] = [];
  const open = (name: string): Table | undefined => {
    const bytes = files.get(name);
    return bytes && new Table(new CsvFile(name, bytes), issues);
  };

  const agencies = readAgencies(open('agency.txt')!);
  const stops = readStops(open('stops.txt')!);
  const routes = readRoutes(open('routes.txt')!, agencies);
  const calendars = readCalendars(open('calendar.txt'));
  const calendarDates = readCalendarDates(open('calendar_dates.txt'));
  const shapes = readShapes(open('shapes.txt'));
  const trips = readTrips(open('trips.txt')!, routes, calendars, calendarDates, shapes);

  const stopIndexById = new Map(stops.map((s, i) => [s.stopId, i]));
  const tripIds = trips.kept.map((t) => t.tripId);
  const { stopTimes, dropTrip } = readStopTimes({
    csv: open('stop_times.txt')!.csv,
    tripIndexById: new Map(tripIds.map((id, i) => [id, i])),
    tripIds,
    tripLines: trips.lines,
    droppedTripIds: trips.dropped,
    stopIndexById,
    issues,
  });
  // Renumber trips without the ones dropped for their stop_times.
  const tripRemap = new Int32Array(trips.kept.length);
  const keptTrips: GtfsTrip[] = [];
  trips.kept.forEach((trip, i) => {
    if (dropTrip[i]) {
      tripRemap[i] = -1;
      trips.dropped.add(trip.tripId);
    } else {
      tripRemap[i] = keptTrips.length;
      keptTrips.push(trip);
    }
  });
  for (let k = 0; k < stopTimes.length; k++) stopTimes.tripIndex[k] = tripRemap[stopTimes.tripIndex[k]!]!;

  const feed: GtfsFeed = {
    agencies,
    stops,
    routes,
    trips: keptTrips,
    stopTimes,
    calendars,
    calendarDates,
    transfers: readTransfers(open('transfers.txt'), stopIndexById),
    frequencies: readFrequencies(
      open('frequencies.txt'),
      new Set(keptTrips.map((t) => t.tripId)),
      trips.dropped,
    ),
    shapes,
  };
  return { feed, issues };
}

/** One file being read: its CSV and a way to report a row. */
class Table {
  readonly name: string;
  constructor(
    readonly csv: CsvFile,
    private readonly issues: FeedIssue[],
  ) {
    this.name = csv.name;
  }

  /** Reports a dropped row; returns undefined so row readers can `return t.error(...)`. */
  error(line: number | undefined, message: string): undefined {
    this.report(line, message, 'error');
    return undefined;
  }

  warn(line: number | undefined, message: string): void {
    this.report(line, message, 'warning');
  }

  private report(line: number | undefined, message: string, severity: FeedIssue['severity']): void {
    const where = line === undefined ? this.name : `${this.name} line ${line}`;
    this.issues.push({ file: this.name, line, message: `${where}: ${message}`, severity });
  }
}

/** Keeps the first row of each id; later ones are reported and dropped. */
class UniqueIds {
  private readonly seen = new Set<string>();
  constructor(
    private readonly table: Table,
    private readonly column: string,
  ) {}

  /** True when `id` is non-empty and new; otherwise reports the row. */
  accept(id: string, line: number): boolean {
    if (id === '') return this.table.error(line, `${this.column} is empty`) ?? false;
    if (this.seen.has(id)) return this.table.error(line, `duplicate ${this.column} "${id}"`) ?? false;
    this.seen.add(id);
    return true;
  }
}

function readAgencies(t: Table): GtfsAgency[] {
  const [cId] = t.csv.columns('agency_id');
  const [cName, cUrl, cZone] = t.csv.requireColumns('agency_name', 'agency_url', 'agency_timezone');
  const rows: { agency: GtfsAgency; line: number }[] = [];
  t.csv.forEach((row, line) => {
    const agency = {
      agencyId: field(row, cId),
      name: field(row, cName),
      url: field(row, cUrl),
      timezone: field(row, cZone).trim(),
    };
    if (agency.timezone === '') return t.error(line, 'agency_timezone is empty');
    rows.push({ agency, line });
  });
  // agency_id may be left out only when there is a single agency.
  if (rows.length <= 1) return rows.map((r) => r.agency);
  const ids = new UniqueIds(t, 'agency_id');
  return rows.filter((r) => ids.accept(r.agency.agencyId, r.line)).map((r) => r.agency);
}

function readStops(t: Table): GtfsStop[] {
  const c = t.csv;
  const [cId, cLat, cLon] = c.requireColumns('stop_id', 'stop_lat', 'stop_lon');
  const [cName, cType, cParent, cPlatform] = c.columns(
    'stop_name',
    'location_type',
    'parent_station',
    'platform_code',
  );
  const ids = new UniqueIds(t, 'stop_id');
  const stops: GtfsStop[] = [];
  const lines: number[] = [];
  c.forEach((row, line) => {
    const stopId = field(row, cId);
    const typeText = field(row, cType).trim();
    const locationType = typeText === '' ? 0 : parseInteger(typeText);
    if (!(locationType >= 0 && locationType <= 4)) {
      return t.error(line, `location_type "${typeText}" is not 0–4`);
    }
    const latText = field(row, cLat);
    const lonText = field(row, cLon);
    let lat = parseNumber(latText);
    let lon = parseNumber(lonText);
    // Generic nodes and boarding areas may leave out coordinates; they take their parent's below.
    const mayInherit = locationType >= 3 && latText.trim() === '' && lonText.trim() === '';
    if (mayInherit) lat = lon = Number.NaN;
    else if (!(lat >= -90 && lat <= 90))
      return t.error(line, `stop_lat "${latText}" is not a latitude (−90…90)`);
    else if (!(lon >= -180 && lon <= 180)) {
      return t.error(line, `stop_lon "${lonText}" is not a longitude (−180…180)`);
    }
    if (!ids.accept(stopId, line)) return;
    const stop: GtfsStop = { stopId, name: field(row, cName), lat, lon, locationType };
    const parent = field(row, cParent);
    if (parent !== '') stop.parentStation = parent;
    const platform = field(row, cPlatform);
    if (platform !== '') stop.platformCode = platform;
    stops.push(stop);
    lines.push(line);
  });

  const byId = new Map(stops.map((s) => [s.stopId, s]));
  const keep = stops.map((stop, i) => {
    const line = lines[i]!;
    if (stop.parentStation !== undefined) {
      const parent = byId.get(stop.parentStation);
      if (!parent) {
        t.warn(line, `unknown parent_station "${stop.parentStation}"; parent removed`);
        delete stop.parentStation;
      } else if (stop.parentStation === stop.stopId) {
        t.warn(line, `stop "${stop.stopId}" is its own parent_station; parent removed`);
        delete stop.parentStation;
      }
    }
    if (Number.isNaN(stop.lat)) {
      const parent = stop.parentStation === undefined ? undefined : byId.get(stop.parentStation);
      if (!parent || Number.isNaN(parent.lat)) {
        t.error(line, `stop "${stop.stopId}" has no coordinates and no parent to take them from`);
        return false;
      }
      stop.lat = parent.lat;
      stop.lon = parent.lon;
    }
    return true;
  });
  return stops.filter((_, i) => keep[i]);
}

function readRoutes(t: Table, agencies: GtfsAgency[]): GtfsRoute[] {
  const c = t.csv;
  const [cId, cType] = c.requireColumns('route_id', 'route_type');
  const [cAgency, cShort, cLong] = c.columns('agency_id', 'route_short_name', 'route_long_name');
  const agencyIds = new Set(agencies.map((a) => a.agencyId));
  const only = agencies.length === 1 ? agencies[0] : undefined;
  const ids = new UniqueIds(t, 'route_id');
  const routes: GtfsRoute[] = [];
  c.forEach((row, line) => {
    const routeId = field(row, cId);
    const typeText = field(row, cType);
    const type = parseInteger(typeText);
    if (!(type >= 0)) return t.error(line, `route_type "${typeText}" is not a whole number`);
    let agencyId = field(row, cAgency);
    if (!agencyIds.has(agencyId)) {
      if (!only) return t.error(line, `unknown agency_id "${agencyId}"`);
      if (agencyId !== '') t.warn(line, `unknown agency_id "${agencyId}"; using the feed's only agency`);
      agencyId = only.agencyId;
    }
    if (!ids.accept(routeId, line)) return;
    if (!isKnownRouteType(type)) t.warn(line, `unknown route_type ${type}`);
    const shortName = field(row, cShort);
    const longName = field(row, cLong);
    if (shortName === '' && longName === '') t.warn(line, 'route has neither a short nor a long name');
    routes.push({ routeId, agencyId, shortName, longName, type });
  });
  return routes;
}

/** Basic route types and the extended (Google) ones listed in the GTFS reference. */
function isKnownRouteType(type: number): boolean {
  const ranges = [
    [0, 7],
    [11, 12],
    [100, 117],
    [200, 209],
    [400, 405],
    [700, 716],
    [800, 800],
    [900, 906],
    [1000, 1000],
    [1100, 1100],
    [1200, 1200],
    [1300, 1307],
    [1400, 1400],
    [1500, 1507],
    [1700, 1702],
  ] as const;
  return ranges.some(([lo, hi]) => type >= lo && type <= hi);
}

function readCalendars(t: Table | undefined): GtfsCalendar[] {
  if (!t) return [];
  const c = t.csv;
  const [cId] = c.requireColumns('service_id');
  const cDays = c.requireColumns(...WEEKDAY_COLUMNS);
  const [cStart, cEnd] = c.requireColumns('start_date', 'end_date');
  const ids = new UniqueIds(t, 'service_id');
  const calendars: GtfsCalendar[] = [];
  c.forEach((row, line) => {
    let weekdays = 0;
    for (let d = 0; d < 7; d++) {
      const v = field(row, cDays[d]!).trim();
      if (v === '1') weekdays |= 1 << d;
      else if (v !== '0') return t.error(line, `${WEEKDAY_COLUMNS[d]} "${v}" is not 0 or 1`);
    }
    const startDate = parseDate(field(row, cStart));
    const endDate = parseDate(field(row, cEnd));
    if (Number.isNaN(startDate))
      return t.error(line, `start_date "${field(row, cStart)}" is not a date (YYYYMMDD)`);
    if (Number.isNaN(endDate))
      return t.error(line, `end_date "${field(row, cEnd)}" is not a date (YYYYMMDD)`);
    if (endDate < startDate) return t.error(line, `end_date ${endDate} is before start_date ${startDate}`);
    const serviceId = field(row, cId);
    if (!ids.accept(serviceId, line)) return;
    calendars.push({ serviceId, weekdays, startDate, endDate });
  });
  return calendars;
}

function readCalendarDates(t: Table | undefined): GtfsCalendarDate[] {
  if (!t) return [];
  const c = t.csv;
  const [cId, cDate, cType] = c.requireColumns('service_id', 'date', 'exception_type');
  const seen = new Set<string>();
  const dates: GtfsCalendarDate[] = [];
  c.forEach((row, line) => {
    const serviceId = field(row, cId);
    if (serviceId === '') return t.error(line, 'service_id is empty');
    const date = parseDate(field(row, cDate));
    if (Number.isNaN(date)) return t.error(line, `date "${field(row, cDate)}" is not a date (YYYYMMDD)`);
    const typeText = field(row, cType).trim();
    if (typeText !== '1' && typeText !== '2')
      return t.error(line, `exception_type "${typeText}" is not 1 or 2`);
    const key = `${serviceId}\u0000${date}`;
    if (seen.has(key)) return t.error(line, `duplicate date ${date} for service_id "${serviceId}"`);
    seen.add(key);
    dates.push({ serviceId, date, exceptionType: typeText === '1' ? 1 : 2 });
  });
  return dates;
}

function readShapes(t: Table | undefined): GtfsShape[] {
  if (!t) return [];
  const c = t.csv;
  const [cId, cLat, cLon, cSeq] = c.requireColumns(...SHAPE_COLUMNS);
  // Columns per shape rather than an object per point: national feeds have millions of shape points.
  const points = new Map<string, { seq: number[]; lat: number[]; lon: number[]; line: number[] }>();
  c.forEach((row, line) => {
    const shapeId = field(row, cId);
    if (shapeId === '') return t.error(line, 'shape_id is empty');
    const lat = parseNumber(field(row, cLat));
    const lon = parseNumber(field(row, cLon));
    const seq = parseInteger(field(row, cSeq));
    if (!(lat >= -90 && lat <= 90))
      return t.error(line, `shape_pt_lat "${field(row, cLat)}" is not a latitude`);
    if (!(lon >= -180 && lon <= 180))
      return t.error(line, `shape_pt_lon "${field(row, cLon)}" is not a longitude`);
    if (!(seq >= 0))
      return t.error(line, `shape_pt_sequence "${field(row, cSeq)}" is not a whole number ≥ 0`);
    let p = points.get(shapeId);
    if (!p) points.set(shapeId, (p = { seq: [], lat: [], lon: [], line: [] }));
    p.seq.push(seq);
    p.lat.push(lat);
    p.lon.push(lon);
    p.line.push(line);
  });
  const shapes: GtfsShape[] = [];
  for (const [shapeId, p] of points) {
    const order = p.seq.map((_, i) => i);
    order.sort((a, b) => p.seq[a]! - p.seq[b]! || a - b);
    const kept = order.filter((i, k) => {
      const prev = order[k - 1];
      if (prev !== undefined && p.seq[prev] === p.seq[i]) {
        t.error(p.line[i], `duplicate shape_pt_sequence ${p.seq[i]} for shape_id "${shapeId}"`);
        return false;
      }
      return true;
    });
    shapes.push({
      shapeId,
      lats: Float64Array.from(kept, (i) => p.lat[i]!),
      lons: Float64Array.from(kept, (i) => p.lon[i]!),
    });
  }
  return shapes;
}

interface TripsRead {
  kept: GtfsTrip[];
  /** trips.txt line of each kept trip. */
  lines: number[];
  /** trip_ids dropped so far; rows that refer to them are skipped quietly. */
  dropped: Set<string>;
}

function readTrips(
  t: Table,
  routes: GtfsRoute[],
  calendars: GtfsCalendar[],
  calendarDates: GtfsCalendarDate[],
  shapes: GtfsShape[],
): TripsRead {
  const c = t.csv;
  const [cRoute, cService, cId] = c.requireColumns('route_id', 'service_id', 'trip_id');
  const [cHeadsign, cShape, cDirection] = c.columns('trip_headsign', 'shape_id', 'direction_id');
  const routeIds = new Set(routes.map((r) => r.routeId));
  const serviceIds = new Set([
    ...calendars.map((s) => s.serviceId),
    ...calendarDates.map((d) => d.serviceId),
  ]);
  const shapeIds = new Set(shapes.map((s) => s.shapeId));
  const ids = new UniqueIds(t, 'trip_id');
  const result: TripsRead = { kept: [], lines: [], dropped: new Set() };
  let shapesMissing = 0;
  c.forEach((row, line) => {
    const tripId = field(row, cId);
    const routeId = field(row, cRoute);
    const serviceId = field(row, cService);
    if (!ids.accept(tripId, line)) return;
    if (!routeIds.has(routeId) || !serviceIds.has(serviceId)) {
      result.dropped.add(tripId);
      const what = !routeIds.has(routeId) ? `route_id "${routeId}"` : `service_id "${serviceId}"`;
      return t.error(line, `unknown ${what}`);
    }
    const trip: GtfsTrip = { tripId, routeId, serviceId };
    const headsign = field(row, cHeadsign);
    if (headsign !== '') trip.headsign = headsign;
    const shapeId = field(row, cShape);
    if (shapeId !== '') {
      if (shapeIds.has(shapeId)) trip.shapeId = shapeId;
      else if (shapes.length === 0) shapesMissing++;
      else t.warn(line, `unknown shape_id "${shapeId}"; shape removed`);
    }
    const direction = field(row, cDirection).trim();
    if (direction === '0' || direction === '1') trip.directionId = Number(direction);
    else if (direction !== '') t.warn(line, `direction_id "${direction}" is not 0 or 1; removed`);
    result.kept.push(trip);
    result.lines.push(line);
  });
  // Without shapes.txt every shape_id dangles; one issue says so instead of one per trip.
  if (shapesMissing > 0) t.warn(undefined, `${shapesMissing} trips name a shape_id but shapes.txt is absent`);
  return result;
}

function readTransfers(t: Table | undefined, stopIndexById: Map<string, number>): GtfsTransfer[] {
  if (!t) return [];
  const c = t.csv;
  const [cFrom, cTo, cType] = c.requireColumns('from_stop_id', 'to_stop_id', 'transfer_type');
  const [cMin] = c.columns('min_transfer_time');
  const cSpecific = c.columns('from_route_id', 'to_route_id', 'from_trip_id', 'to_trip_id');
  const transfers: GtfsTransfer[] = [];
  let specific = 0;
  let firstSpecificLine = 0;
  c.forEach((row, line) => {
    const typeText = field(row, cType).trim();
    const transferType = typeText === '' ? 0 : parseInteger(typeText);
    if (!(transferType >= 0 && transferType <= 5))
      return t.error(line, `transfer_type "${typeText}" is not 0–5`);
    // The model has stop-to-stop transfers only; a route- or trip-specific rule (including in-seat
    // transfers, types 4 and 5) read as stop-to-stop would apply to every trip there, so it is skipped.
    if (transferType >= 4 || cSpecific.some((i) => field(row, i) !== '')) {
      if (specific++ === 0) firstSpecificLine = line;
      return;
    }
    const fromStopId = field(row, cFrom);
    const toStopId = field(row, cTo);
    if (!stopIndexById.has(fromStopId)) return t.error(line, `unknown from_stop_id "${fromStopId}"`);
    if (!stopIndexById.has(toStopId)) return t.error(line, `unknown to_stop_id "${toStopId}"`);
    const transfer: GtfsTransfer = { fromStopId, toStopId, transferType };
    const minText = field(row, cMin).trim();
    if (minText !== '') {
      const min = parseInteger(minText);
      if (min >= 0) transfer.minTransferTime = min;
      else t.warn(line, `min_transfer_time "${minText}" is not a whole number of seconds; removed`);
    }
    transfers.push(transfer);
  });
  if (specific > 0) {
    t.warn(
      firstSpecificLine,
      `${specific} route- or trip-specific transfers (the first on this line) were skipped: only stop-to-stop transfers are supported`,
    );
  }
  return transfers;
}

function readFrequencies(
  t: Table | undefined,
  tripIds: ReadonlySet<string>,
  droppedTripIds: ReadonlySet<string>,
): GtfsFrequency[] {
  if (!t) return [];
  const c = t.csv;
  const [cTrip, cStart, cEnd, cHeadway] = c.requireColumns(...FREQUENCY_COLUMNS);
  const [cExact] = c.columns('exact_times');
  const frequencies: GtfsFrequency[] = [];
  c.forEach((row, line) => {
    const tripId = field(row, cTrip);
    if (!tripIds.has(tripId)) {
      return t.error(line, `${droppedTripIds.has(tripId) ? 'dropped' : 'unknown'} trip_id "${tripId}"`);
    }
    const startTime = parseTime(field(row, cStart));
    const endTime = parseTime(field(row, cEnd));
    const headwaySecs = parseInteger(field(row, cHeadway));
    if (Number.isNaN(startTime))
      return t.error(line, `start_time "${field(row, cStart)}" is not a time (HH:MM:SS)`);
    if (Number.isNaN(endTime))
      return t.error(line, `end_time "${field(row, cEnd)}" is not a time (HH:MM:SS)`);
    if (endTime <= startTime) return t.error(line, 'end_time is not after start_time');
    if (!(headwaySecs > 0))
      return t.error(line, `headway_secs "${field(row, cHeadway)}" is not a positive whole number`);
    const exact = field(row, cExact).trim();
    if (exact !== '' && exact !== '0' && exact !== '1')
      t.warn(line, `exact_times "${exact}" is not 0 or 1; using 0`);
    frequencies.push({ tripId, startTime, endTime, headwaySecs, exactTimes: exact === '1' });
  });
  return frequencies;
}
