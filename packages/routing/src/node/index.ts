// Node-only helpers: reading and writing GTFS feeds on disk or over HTTP, reading OpenStreetMap files.
export { loadFeedFiles, writeFeedFolder, writeFeedZip } from './load-feed.js';
export {
  readOsmRegion,
  readOsmRoadGraph,
  type OsmPlacesOptions,
  type OsmPlacesReport,
  type OsmRegion,
  type OsmRegionOptions,
  type OsmRoadOptions,
  type OsmRoadReport,
} from './read-osm.js';
