import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../platform/config.js';
import type { PlannerRegion } from '../planner/region-loader.js';
import type { Geocoder } from './geocoder.js';
import { loadDutchLocalities } from './geonames-places.js';
import { LocalGeocoder } from './local/local-geocoder.js';
import { PdokGeocoder } from './pdok/pdok-geocoder.js';
import { registerGeoRoutes } from './routes.js';

/**
 * The geo module: place suggestions from the region's own index (towns, stops, and the imported streets,
 * addresses and points of interest), or from PDOK's Locatieserver when configured.
 */
export function registerGeoModule(app: FastifyInstance, config: AppConfig, region: PlannerRegion): Geocoder {
  const started = performance.now();
  const geocoder =
    config.geocoder === 'pdok'
      ? new PdokGeocoder(config.pdokLocatieserverUrl)
      : LocalGeocoder.build({
          localities: loadDutchLocalities(),
          timetable: region.router.timetable,
          ...(region.places ? { places: region.places } : {}),
          roads: region.roads,
        });
  app.log.info(
    {
      geocoder: geocoder.name,
      ...(geocoder instanceof LocalGeocoder ? { places: geocoder.index.size } : {}),
      buildMs: Math.round(performance.now() - started),
    },
    'geocoder ready',
  );
  registerGeoRoutes(app, geocoder);
  return geocoder;
}
