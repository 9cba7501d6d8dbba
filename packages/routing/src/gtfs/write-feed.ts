/**
 * The in-memory feed back to standard GTFS files, the inverse of readFeed: readFeed(writeFeed(f))
 * gives f again. Used to save clipped and generated feeds, and by the tests.
 *
 * Text is encoded in chunks of about a megabyte: a national stop_times.txt is hundreds of megabytes,
 * and one string (or one array of row strings) that size would be slow or hit V8's string limit.
 */
import { zipSync } from 'fflate';
import type { GtfsFeed, GtfsStopTimes } from './feed.js';
import { formatTime } from './values.js';

const WEEKDAY_COLUMNS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

export function writeFeed(feed: GtfsFeed): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  const put = (name: string, header: string[], rows: Iterable<readonly unknown[]>): void => {
    const out = new ChunkWriter();
    out.line(header);
    for (const row of rows) out.line(row);
    files.set(name, out.finish());
  };

  put(
    'agency.txt',
    ['agency_id', 'agency_name', 'agency_url', 'agency_timezone'],
    feed.agencies.map((a) => [a.agencyId, a.name, a.url, a.timezone]),
  );
  put(
    'stops.txt',
    ['stop_id', 'stop_name', 'stop_lat', 'stop_lon', 'location_type', 'parent_station', 'platform_code'],
    feed.stops.map((s) => [s.stopId, s.name, s.lat, s.lon, s.locationType, s.parentStation, s.platformCode]),
  );
  put(
    'routes.txt',
    ['route_id', 'agency_id', 'route_short_name', 'route_long_name', 'route_type'],
    feed.routes.map((r) => [r.routeId, r.agencyId, r.shortName, r.longName, r.type]),
  );
  put(
    'trips.txt',
    ['route_id', 'service_id', 'trip_id', 'trip_headsign', 'direction_id', 'shape_id'],
    feed.trips.map((t) => [t.routeId, t.serviceId, t.tripId, t.headsign, t.directionId, t.shapeId]),
  );
  files.set('stop_times.txt', writeStopTimes(feed));
  // calendar.txt is written even when empty if there are no calendar_dates, so the feed stays valid.
  if (feed.calendars.length > 0 || feed.calendarDates.length === 0) {
    put(
      'calendar.txt',
      ['service_id', ...WEEKDAY_COLUMNS, 'start_date', 'end_date'],
      feed.calendars.map((c) => [
        c.serviceId,
        ...WEEKDAY_COLUMNS.map((_, d) => (c.weekdays >> d) & 1),
        c.startDate,
        c.endDate,
      ]),
    );
  }
  if (feed.calendarDates.length > 0) {
    put(
      'calendar_dates.txt',
      ['service_id', 'date', 'exception_type'],
      feed.calendarDates.map((d) => [d.serviceId, d.date, d.exceptionType]),
    );
  }
  if (feed.transfers.length > 0) {
    put(
      'transfers.txt',
      ['from_stop_id', 'to_stop_id', 'transfer_type', 'min_transfer_time'],
      feed.transfers.map((t) => [t.fromStopId, t.toStopId, t.transferType, t.minTransferTime]),
    );
  }
  if (feed.frequencies.length > 0) {
    put(
      'frequencies.txt',
      ['trip_id', 'start_time', 'end_time', 'headway_secs', 'exact_times'],
      feed.frequencies.map((f) => [
        f.tripId,
        formatTime(f.startTime),
        formatTime(f.endTime),
        f.headwaySecs,
        f.exactTimes ? 1 : 0,
      ]),
    );
  }
  if (feed.shapes.length > 0) {
    put('shapes.txt', ['shape_id', 'shape_pt_lat', 'shape_pt_lon', 'shape_pt_sequence'], shapeRows(feed));
  }
  return files;
}

const ZIP_FILE_TIME = new Date(2000, 0, 1);

/** The feed as a GTFS zip; the same feed always gives the same bytes (fixed file times), so it can be cached by digest. */
export function zipFeed(feed: GtfsFeed): Uint8Array {
  return zipSync(Object.fromEntries(writeFeed(feed)), { mtime: ZIP_FILE_TIME });
}

function* shapeRows(feed: GtfsFeed): Iterable<readonly unknown[]> {
  for (const shape of feed.shapes) {
    for (let i = 0; i < shape.lats.length; i++) yield [shape.shapeId, shape.lats[i], shape.lons[i], i + 1];
  }
}

function writeStopTimes(feed: GtfsFeed): Uint8Array {
  const st: GtfsStopTimes = feed.stopTimes;
  const tripIds = feed.trips.map((t) => csvField(t.tripId));
  const stopIds = feed.stops.map((s) => csvField(s.stopId));
  const out = new ChunkWriter();
  out.line([
    'trip_id',
    'arrival_time',
    'departure_time',
    'stop_id',
    'stop_sequence',
    'pickup_type',
    'drop_off_type',
    'shape_dist_traveled',
  ]);
  for (let k = 0; k < st.length; k++) {
    const dist = st.shapeDistTraveled[k]!;
    out.raw(
      `${tripIds[st.tripIndex[k]!]},${formatTime(st.arrival[k]!)},${formatTime(st.departure[k]!)},` +
        `${stopIds[st.stopIndex[k]!]},${st.stopSequence[k]},${st.pickupType[k]},${st.dropOffType[k]},` +
        `${Number.isNaN(dist) ? '' : dist}\n`,
    );
  }
  return out.finish();
}

/** A value as a CSV field: quoted when it holds a separator, quote or line break; '' for undefined. */
function csvField(value: unknown): string {
  if (value === undefined || value === null) return '';
  // String(number) is the shortest text that reads back as the same double, so coordinates round-trip.
  const s = String(value);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Collects text and encodes it to UTF-8 about a megabyte at a time. */
class ChunkWriter {
  private readonly encoder = new TextEncoder();
  private readonly chunks: Uint8Array[] = [];
  private pending = '';

  line(fields: readonly unknown[]): void {
    this.raw(`${fields.map(csvField).join(',')}\n`);
  }

  raw(text: string): void {
    this.pending += text;
    if (this.pending.length >= 1 << 20) this.flush();
  }

  finish(): Uint8Array {
    this.flush();
    let size = 0;
    for (const c of this.chunks) size += c.length;
    const out = new Uint8Array(size);
    let at = 0;
    for (const c of this.chunks) {
      out.set(c, at);
      at += c.length;
    }
    return out;
  }

  private flush(): void {
    if (this.pending === '') return;
    this.chunks.push(this.encoder.encode(this.pending));
    this.pending = '';
  }
}
