/** The geo module as the rest of the server sees it: its plugin and the shape of region it indexes. */
export { registerGeoModule, type GeoNeeds, type GeoRegion } from './module.js';
export type { Geocoder, SuggestQuery } from './geocoder.js';
