import fs from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import {
  buildDemoFeed,
  buildTimetable,
  decodeRegion,
  DEMO_REGION_META,
  EstimatedRoadRouter,
  GraphRoadRouter,
  MultimodalPlanner,
  shareTimetable,
  type Region,
  type RegionMeta,
  type RegionPlaces,
  type RoadRouting,
  TransitRouter,
} from '@achterhoek/routing';

/**
 * The region the planner answers on: its description, a router over its timetable, the roads (the
 * imported OpenStreetMap network, or the estimated model) and the multimodal planner over both.
 */
export interface PlannerRegion {
  meta: RegionMeta;
  router: TransitRouter;
  roads: RoadRouting;
  planner: MultimodalPlanner;
  /** Streets, addresses and points of interest for the geocoder, when an OpenStreetMap extract was imported. */
  places?: RegionPlaces;
}

function plannerRegion(region: Region): PlannerRegion {
  // In shared memory, so the thread that reads the live feed reads the timetable without a copy of it.
  const router = new TransitRouter(shareTimetable(region.timetable));
  const roads = region.roads
    ? new GraphRoadRouter(region.roads.graph, region.roads.hierarchy)
    : new EstimatedRoadRouter();
  const places = region.places;
  return {
    meta: region.meta,
    router,
    roads,
    planner: new MultimodalPlanner(router, roads),
    ...(places ? { places } : {}),
  };
}

/** A snapshot file that is there but cannot be used: the server must not start on it. */
export class RegionSnapshotError extends Error {
  constructor(file: string, cause: unknown) {
    super(
      `Region snapshot ${file} cannot be loaded (${cause instanceof Error ? cause.message : String(cause)}); ` +
        'import it again with npm run region:import, or remove it to run on the demo region',
    );
    this.name = 'RegionSnapshotError';
  }
}

/**
 * Loads the imported region snapshot when the file exists, otherwise builds the demo region in memory
 * (DESIGN.md §6). The router is built here too, so a snapshot that decodes but is damaged inside fails at
 * start-up rather than on somebody's first search.
 */
export function loadPlannerRegion(file: string, log: FastifyBaseLogger): PlannerRegion {
  const started = performance.now();
  let region: Region;
  let loaded: PlannerRegion;
  const fromSnapshot = fs.existsSync(file);
  if (fromSnapshot) {
    try {
      region = decodeRegion(fs.readFileSync(file));
      loaded = plannerRegion(region);
    } catch (error) {
      throw new RegionSnapshotError(file, error);
    }
  } else {
    const { timetable, issues } = buildTimetable(buildDemoFeed());
    // The demo feed is ours: an issue in it is a bug to see in the log, not a reason to stop.
    if (issues.length > 0) log.warn({ issues: issues.slice(0, 10) }, 'demo region feed has issues');
    region = { meta: DEMO_REGION_META, timetable };
    loaded = plannerRegion(region);
  }
  log.info(
    {
      region: region.meta.name,
      demo: region.meta.demo,
      source: fromSnapshot ? file : 'built-in demo region',
      stops: region.timetable.stopIds.length,
      trips: region.timetable.tripIds.length,
      roads: region.roads ? `${region.roads.graph.nodeLat.length} junctions` : 'estimated',
      loadMs: Math.round(performance.now() - started),
    },
    'planner region loaded',
  );
  return loaded;
}

/** Whether a point lies in the region's box; questions outside it are refused (RegionMeta.bbox). */
export function inRegion(meta: RegionMeta, point: { lat: number; lon: number }): boolean {
  const [minLon, minLat, maxLon, maxLat] = meta.bbox;
  return point.lon >= minLon && point.lon <= maxLon && point.lat >= minLat && point.lat <= maxLat;
}
