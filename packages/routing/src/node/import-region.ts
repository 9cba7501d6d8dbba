/**
 * Building a region snapshot from its sources (`npm run region:import`): the GTFS timetable, clipped to
 * the region, and optionally from OpenStreetMap the road network with its contraction hierarchy for cars
 * and the streets, addresses and points of interest for the geocoder.
 * Written next to the target and renamed, so a running server or a failed import never sees half a file.
 */
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { clipFeed, type BBox } from '../gtfs/clip-feed.js';
import type { FeedIssue } from '../gtfs/feed.js';
import { readFeed } from '../gtfs/read-feed.js';
import { placeCount, PLACE_KINDS, type PlaceKind, type RegionPlaces } from '../places/region-places.js';
import { encodeRegion, type RegionMeta, type RegionRoads } from '../region/region.js';
import { buildContractionHierarchy } from '../roads/ch/build-contraction-hierarchy.js';
import { modeGraph } from '../roads/road-graph.js';
import { buildTimetable } from '../transit/timetable.js';
import { downloadToFile } from './download.js';
import { loadFeedFiles } from './load-feed.js';
import { readOsmRegion } from './read-osm.js';

export interface ImportOptions {
  /** GTFS zip, folder or http(s) URL. */
  gtfs: string;
  /** OpenStreetMap .osm.pbf (or .osm) file or http(s) URL; without it drives are estimated. */
  osm?: string;
  bbox: BBox;
  out: string;
  name: string;
}

export interface ImportSummary {
  stops: number;
  trips: number;
  junctions: number | null;
  /** Places for the geocoder, per kind, when an extract was imported. */
  places: Record<PlaceKind, number> | null;
  bytes: number;
  seconds: number;
}

const isUrl = (source: string) => /^https?:\/\//i.test(source);

export async function importRegion(
  options: ImportOptions,
  log: (line: string) => void,
): Promise<ImportSummary> {
  const started = performance.now();
  log(`Reading ${options.gtfs}`);
  const files = await loadFeedFiles(options.gtfs);
  const { feed, issues } = readFeed(files);
  files.clear();
  log(`Feed: ${feed.stops.length} stops, ${feed.trips.length} trips, ${feed.stopTimes.length} stop times`);
  printIssues(issues, log);
  const { feed: clipped, summary } = clipFeed(feed, options.bbox);
  log(
    `Clipped to ${options.bbox.join(',')}: ${summary.stops} stops, ${summary.trips} trips, ${summary.stopTimes} stop times`,
  );
  const { timetable, issues: timetableIssues } = buildTimetable(clipped);
  if (timetableIssues.length > 0) printIssues(timetableIssues, log);

  const sources: RegionMeta['sources'] = [
    {
      name: 'OVapi gtfs-nl',
      licence: 'CC0 1.0',
      url: isUrl(options.gtfs) ? options.gtfs : basename(options.gtfs),
    },
  ];
  let roads: RegionRoads | undefined;
  let places: RegionPlaces | undefined;
  if (options.osm) {
    ({ roads, places } = await importOsm(options.osm, options.bbox, log));
    sources.push({
      name: 'OpenStreetMap',
      licence: 'ODbL 1.0',
      url: 'https://www.openstreetmap.org/copyright',
    });
  }
  const meta: RegionMeta = {
    name: options.name,
    demo: false,
    bbox: options.bbox,
    builtAt: new Date().toISOString(),
    sources,
    roads: roads ? 'openstreetmap' : 'estimated',
  };
  const bytes = encodeRegion({ meta, timetable, ...(roads ? { roads } : {}), ...(places ? { places } : {}) });
  await mkdir(dirname(options.out), { recursive: true });
  await writeFile(`${options.out}.tmp`, bytes);
  await rename(`${options.out}.tmp`, options.out);
  const seconds = (performance.now() - started) / 1000;
  log(`Timetable: ${timetable.stopIds.length} stops, ${timetable.tripIds.length} trips`);
  log(`Wrote ${options.out} (${(bytes.length / 1e6).toFixed(1)} MB) in ${seconds.toFixed(1)} s`);
  return {
    stops: timetable.stopIds.length,
    trips: timetable.tripIds.length,
    junctions: roads ? roads.graph.nodeLat.length : null,
    places: places ? countKinds(places) : null,
    bytes: bytes.length,
    seconds,
  };
}

async function importOsm(
  source: string,
  bbox: BBox,
  log: (line: string) => void,
): Promise<{ roads: RegionRoads; places: RegionPlaces }> {
  let file = source;
  let temp: string | undefined;
  if (isUrl(source)) {
    temp = await mkdtemp(join(tmpdir(), 'region-osm-'));
    // Keep the extension: the reader picks PBF or XML by the file name.
    file = join(temp, basename(new URL(source).pathname) || 'extract.osm.pbf');
    log(`Downloading ${source}`);
    await downloadToFile(source, file, 'OpenStreetMap extract');
  }
  try {
    log(`Reading roads and places from ${source}`);
    const { graph, report, places, placesReport } = await readOsmRegion(file, { bbox });
    log(
      `Roads: ${report.waysKept} ways kept of ${report.waysRead}, ${report.junctions} junctions, ${report.edges} edges` +
        (report.missingNodeRefs > 0
          ? ` (${report.missingNodeRefs} node references outside the extract skipped)`
          : ''),
    );
    log(
      `Places: ${placesReport.streets} streets (from ${placesReport.streetWays} ways), ` +
        `${placesReport.addresses} addresses, ${placesReport.pointsOfInterest} points of interest` +
        (placesReport.missingNodes > 0
          ? ` (${placesReport.missingNodes} ways with nodes outside the extract skipped)`
          : ''),
    );
    const started = performance.now();
    const hierarchy = buildContractionHierarchy(modeGraph(graph, 'car'));
    log(
      `Contraction hierarchy: ${hierarchy.upTo.length + hierarchy.downFrom.length} arcs in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return { roads: { graph, hierarchy }, places };
  } finally {
    if (temp) await rm(temp, { recursive: true, force: true });
  }
}

function countKinds(places: RegionPlaces): Record<PlaceKind, number> {
  const counts = { street: 0, address: 0, poi: 0 };
  for (let i = 0; i < placeCount(places); i++) counts[PLACE_KINDS[places.kind[i]!]!]++;
  return counts;
}

function printIssues(issues: FeedIssue[], log: (line: string) => void): void {
  const errors = issues.filter((i) => i.severity === 'error').length;
  log(`${issues.length} issues (${errors} errors: rows dropped, ${issues.length - errors} warnings)`);
  for (const issue of issues.slice(0, 20)) log(`  ${issue.severity}: ${issue.message}`);
  if (issues.length > 20) log(`  … and ${issues.length - 20} more`);
}
