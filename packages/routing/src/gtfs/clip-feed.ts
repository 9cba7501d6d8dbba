/**
 * Cuts a feed down to a bounding box, so a national feed becomes a region snapshot of a manageable size.
 * Trips that cross the edge keep only their stops inside; what nothing refers to any more (routes,
 * services, shapes, transfers, frequencies, agencies) goes too.
 */
import type { GtfsFeed, GtfsStop, GtfsStopTimes, GtfsTrip } from './feed.js';
import { compact, copyStopTimes } from './stop-times-select.js';

export type BBox = [minLon: number, minLat: number, maxLon: number, maxLat: number];

export interface ClipSummary {
  stops: number;
  trips: number;
  stopTimes: number;
}

export function clipFeed(feed: GtfsFeed, bbox: BBox): { feed: GtfsFeed; summary: ClipSummary } {
  const [minLon, minLat, maxLon, maxLat] = bbox;
  const inside = (s: GtfsStop): boolean =>
    s.lon >= minLon && s.lon <= maxLon && s.lat >= minLat && s.lat <= maxLat;

  // Stops inside, plus their parents even when outside (the timetable groups platforms by station).
  // The walk goes up the whole chain: boarding area → platform → station.
  const byId = new Map(feed.stops.map((s) => [s.stopId, s]));
  const keepStopIds = new Set<string>();
  for (const s of feed.stops) {
    if (!inside(s)) continue;
    for (let p: GtfsStop | undefined = s; p && !keepStopIds.has(p.stopId);) {
      keepStopIds.add(p.stopId);
      p = p.parentStation === undefined ? undefined : byId.get(p.parentStation);
    }
  }
  const stopRemap = new Int32Array(feed.stops.length).fill(-1);
  const stops: GtfsStop[] = [];
  feed.stops.forEach((s, i) => {
    if (!keepStopIds.has(s.stopId)) return;
    stopRemap[i] = stops.length;
    stops.push(s);
  });

  // Count each trip's stop_times at kept stops; trips with at least two stay.
  const st = feed.stopTimes;
  const kept = new Int32Array(feed.trips.length);
  for (let k = 0; k < st.length; k++) if (stopRemap[st.stopIndex[k]!]! >= 0) kept[st.tripIndex[k]!]!++;
  const tripRemap = new Int32Array(feed.trips.length).fill(-1);
  const trips: GtfsTrip[] = [];
  feed.trips.forEach((t, i) => {
    if (kept[i]! < 2) return;
    tripRemap[i] = trips.length;
    trips.push(t);
  });

  const stopTimes: GtfsStopTimes = compact(
    st,
    (k) => stopRemap[st.stopIndex[k]!]! >= 0 && tripRemap[st.tripIndex[k]!]! >= 0,
  );
  // compact returns its input when every row stays; never renumber the caller's arrays in place.
  const out = stopTimes === st ? copyStopTimes(st) : stopTimes;
  for (let k = 0; k < out.length; k++) {
    out.stopIndex[k] = stopRemap[out.stopIndex[k]!]!;
    out.tripIndex[k] = tripRemap[out.tripIndex[k]!]!;
  }

  const routeIds = new Set(trips.map((t) => t.routeId));
  const serviceIds = new Set(trips.map((t) => t.serviceId));
  const shapeIds = new Set(trips.flatMap((t) => (t.shapeId === undefined ? [] : [t.shapeId])));
  const tripIds = new Set(trips.map((t) => t.tripId));
  const routes = feed.routes.filter((r) => routeIds.has(r.routeId));
  const agencyIds = new Set(routes.map((r) => r.agencyId));

  const clipped: GtfsFeed = {
    agencies: feed.agencies.filter((a) => agencyIds.has(a.agencyId)),
    stops,
    routes,
    trips,
    stopTimes: out,
    calendars: feed.calendars.filter((c) => serviceIds.has(c.serviceId)),
    calendarDates: feed.calendarDates.filter((d) => serviceIds.has(d.serviceId)),
    transfers: feed.transfers.filter((t) => keepStopIds.has(t.fromStopId) && keepStopIds.has(t.toStopId)),
    frequencies: feed.frequencies.filter((f) => tripIds.has(f.tripId)),
    shapes: feed.shapes.filter((s) => shapeIds.has(s.shapeId)),
  };
  return { feed: clipped, summary: { stops: stops.length, trips: trips.length, stopTimes: out.length } };
}
