// OpenStreetMap → RoadGraph, pure. The file reader is readOsmRoadGraph in '@achterhoek/routing/node'.
export {
  buildRoadGraph,
  OsmRoadGraphBuilder,
  type OsmNode,
  type OsmRoadOptions,
  type OsmRoadReport,
  type OsmWay,
} from './build-road-graph.js';
export { OsmXmlScanner, type OsmHandlers } from '../../osm/osm-xml.js';
export { ROAD_TAG_KEYS, wayName, wayRules, type OsmTags, type WayRules } from './road-tags.js';
export {
  carAllowed,
  carDirections,
  drivingSpeedKmh,
  postedSpeedKmh,
  type CarDirections,
} from './car-rules.js';
export { footAllowed } from './foot-rules.js';
export { parseMaxspeed } from './maxspeed.js';
