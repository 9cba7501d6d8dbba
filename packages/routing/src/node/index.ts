// Node-only helpers: reading and writing GTFS feeds on disk or over HTTP.
export { loadFeedFiles, writeFeedFolder, writeFeedZip } from './load-feed.js';
export { readOsmRoadGraph, type OsmRoadOptions, type OsmRoadReport } from './read-osm.js';
