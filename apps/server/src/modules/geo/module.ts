import type { RegionPlaces, RoadRouting, Timetable } from '@achterhoek/routing';
import type { ModuleHost } from '../../platform/module-host.js';
import { loadDutchLocalities } from './geonames-places.js';
import { loadOrBuildIndex } from './local/index-file.js';
import { LocalGeocoder } from './local/local-geocoder.js';
import { PdokGeocoder } from './pdok/pdok-geocoder.js';
import { registerGeoRoutes } from './routes.js';

/**
 * What the local geocoder indexes of the region: its stops (from the timetable), the imported streets,
 * addresses and points of interest, and the roads to put an address at its access point. Written in the
 * routing package's types only, so the geo module needs nothing of the planner: the region the planner
 * loads at start-up has this shape, and app.ts hands the same region to both.
 */
export interface GeoRegion {
  router: { timetable: Timetable };
  roads: RoadRouting;
  places?: RegionPlaces;
}

/** What the geo module is given by the app. */
export interface GeoNeeds {
  /** The region the planner loaded at start-up, whose stops, streets and places are suggested. */
  region: GeoRegion;
  /**
   * Where the local index's snapshot is kept (beside the region's snapshot): loaded at start when it
   * was written for this region, else built and written there. Left out, the index is built every start.
   */
  indexSnapshotFile?: string;
}

/**
 * The geo module: place suggestions from the region's own index (towns, stops, and the imported streets,
 * addresses and points of interest), or from PDOK's Locatieserver when configured.
 */
export async function registerGeoModule(host: ModuleHost, needs: GeoNeeds): Promise<void> {
  const { app, config } = host;
  const { region } = needs;
  const started = performance.now();
  let from: 'snapshot' | 'built' | undefined;
  let geocoder: PdokGeocoder | LocalGeocoder;
  if (config.geocoder === 'pdok') geocoder = new PdokGeocoder(config.pdokLocatieserverUrl);
  else if (needs.indexSnapshotFile) {
    const sources = { timetable: region.router.timetable, places: region.places };
    const loaded = loadOrBuildIndex(needs.indexSnapshotFile, sources, app.log);
    from = loaded.from;
    geocoder = new LocalGeocoder(loaded.index, region.roads);
  } else {
    geocoder = LocalGeocoder.build({
      localities: loadDutchLocalities(),
      timetable: region.router.timetable,
      ...(region.places ? { places: region.places } : {}),
      roads: region.roads,
    });
  }
  app.log.info(
    {
      geocoder: geocoder.name,
      ...(geocoder instanceof LocalGeocoder ? { places: geocoder.index.size } : {}),
      ...(from ? { from } : {}),
      buildMs: Math.round(performance.now() - started),
    },
    'geocoder ready',
  );
  registerGeoRoutes(app, geocoder);
}
