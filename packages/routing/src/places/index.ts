// The named places of a region for the geocoder: the snapshot model, and building it from OpenStreetMap.
export { PLACE_KINDS, placeCount, type PlaceKind, type RegionPlaces } from './region-places.js';
export * from './osm/index.js';
