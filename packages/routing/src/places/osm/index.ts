// OpenStreetMap → RegionPlaces, pure. The file reader is readOsmRegion in '@achterhoek/routing/node'.
export {
  buildRegionPlaces,
  OsmPlacesBuilder,
  type OsmPlaceNode,
  type OsmPlacesOptions,
  type OsmPlacesReport,
} from './build-places.js';
export {
  addressOf,
  localityNameOf,
  normalisePostcode,
  PLACE_TAG_KEYS,
  poiType,
  streetNameOf,
  type AddressTags,
} from './place-tags.js';
