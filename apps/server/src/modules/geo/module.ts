import type { FastifyInstance } from 'fastify';
import { loadDutchLocalities } from './geonames-places.js';
import { PlacesIndex } from './places-index.js';
import { registerGeoRoutes } from './routes.js';

/**
 * The geo module: an in-process geocoder over the region's places. For now it knows the Dutch towns and
 * villages of GeoNames; stops, streets and addresses join it with the region import.
 */
export function registerGeoModule(app: FastifyInstance): PlacesIndex {
  const index = new PlacesIndex(loadDutchLocalities());
  registerGeoRoutes(app, index);
  return index;
}
